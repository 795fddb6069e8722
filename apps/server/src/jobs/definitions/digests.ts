import { z } from 'zod';
import { sendDueDigests } from '../../modules/digests/digests.service.ts';
import { defineJob } from '../job.ts';

/**
 * Hourly: sends the digests due today (UTC): daily every day, weekly on Mondays, biweekly on the 1st and
 * 15th, monthly on the 1st; each at most once per period (a digest_runs check plus per-member dedupe keys).
 */
export const digestsJob = defineJob({
  id: 'email-digests',
  payload: z.object({}).default({}),
  everySeconds: 3600,
  handler: async (deps) => {
    const runs = await sendDueDigests(deps);
    for (const r of runs) deps.log.info(r, 'digest sent');
  },
});
