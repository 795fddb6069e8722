import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { purgeOldEvents } from '../../lib/rate-limit.ts';
import { purgePastDays } from '../../modules/analytics/analytics.service.ts';
import { purgeOldViews } from '../../modules/forum/forum.service.ts';
import { defineJob } from '../job.ts';

/** Drops old rate-limit events, used or expired tokens, finished jobs, forum view records past their window and past days' view salts and hashes. */
export const housekeepingJob = defineJob({
  id: 'housekeeping',
  payload: z.object({}).default({}),
  everySeconds: 3600,
  handler: async ({ db }) => {
    await purgeOldEvents(db);
    await db.execute(sql`delete from email_tokens where expires_at < now() - interval '7 days'`);
    await db.execute(sql`delete from refresh_sessions where expires_at < now() - interval '1 day'`);
    await db.execute(sql`delete from background_jobs where status = 'done' and updated_at < now() - interval '7 days'`);
    await purgeOldViews({ db });
    await purgePastDays({ db });
  },
});
