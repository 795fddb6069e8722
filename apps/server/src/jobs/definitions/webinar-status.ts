import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { defineJob } from '../job.ts';

/**
 * Keeps the stored webinar status right (decisions.md): cancelled never changes; upcoming becomes
 * live at start_time; live or upcoming becomes completed at end_time (start + duration when absent).
 */
export async function updateWebinarStatuses(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const r = await db.execute(sql`
    update webinars set status = case
        when coalesce(end_time, start_time + make_interval(mins => duration_minutes)) <= ${at}::timestamptz then 'completed'
        else 'live' end,
      updated_at = now()
    where status in ('upcoming', 'live') and start_time is not null
      and (
        (status = 'upcoming' and start_time <= ${at}::timestamptz)
        or coalesce(end_time, start_time + make_interval(mins => duration_minutes)) <= ${at}::timestamptz
      )
    returning id`);
  return rowsOf(r).length;
}

export const webinarStatusJob = defineJob({
  id: 'webinar-status',
  payload: z.object({}).default({}),
  everySeconds: 60,
  handler: async (deps) => {
    const n = await updateWebinarStatuses(deps.db);
    if (n) deps.log.info({ updated: n }, 'webinar statuses updated');
  },
});
