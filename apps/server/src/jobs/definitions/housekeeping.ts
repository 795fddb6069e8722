import { purgeOldEvents } from '../../lib/rate-limit.queries.ts';
import { purgePastDays } from '../../modules/analytics/analytics.service.ts';
import { purgeOldViews } from '../../modules/forum/forum.service.ts';
import { defineRecurringJob } from '../../lib/queue/job.ts';
import { purgeExpiredTokensSessionsAndJobs } from '../jobs.queries.ts';

/** Drops old rate-limit events, used or expired tokens, finished jobs, forum view records past their window and past days' view salts and hashes. */
export const housekeepingJob = defineRecurringJob({
  id: 'housekeeping',
  everySeconds: 3600,
  run: async ({ db }) => {
    await purgeOldEvents(db);
    await purgeExpiredTokensSessionsAndJobs(db);
    await purgeOldViews({ db });
    await purgePastDays({ db });
    return undefined;
  },
});
