import { z } from 'zod';
import { DIGEST_JOB, digestBatchPayload, runDigestBatch, sendDueDigests } from '../../modules/digests/digests.service.ts';
import { defineJob } from '../job.ts';

/**
 * Hourly: starts the digests due today (UTC): daily every day, weekly on Mondays, biweekly on the 1st and
 * 15th, monthly on the 1st; each at most once per period (a digest_runs check plus per-member dedupe keys).
 * The tick only records the run and queues its first batch (digestFanoutJob).
 */
export const digestsJob = defineJob({
  id: 'email-digests',
  payload: z.object({}).default({}),
  everySeconds: 3600,
  handler: async (deps) => {
    const runs = await sendDueDigests(deps);
    for (const r of runs) deps.log.info(r, 'digest run queued');
  },
});

/** One batch of a digest run (scheduled or triggered by an admin): e-mails into the outbox, then the next batch is queued. */
export const digestFanoutJob = defineJob({
  id: DIGEST_JOB,
  payload: digestBatchPayload,
  handler: async (deps, payload) => {
    const n = await runDigestBatch(deps, payload);
    if (n) deps.log.info({ runId: payload.runId, queued: n }, 'digest e-mails queued');
  },
});
