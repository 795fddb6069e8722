import { defineJob, defineRecurringJob } from '../../lib/queue/job.ts';
import { digestBatchJob, runDigestBatch, sendDueDigests } from '../../modules/digests/digests.service.ts';

/**
 * Hourly: starts the digests due today (UTC): daily every day, weekly on Mondays, biweekly on the 1st and
 * 15th, monthly on the 1st; each at most once per period (a digest_runs check plus per-member dedupe keys).
 * The tick only records the run and queues its first batch (digestFanoutJob).
 */
export const digestsJob = defineRecurringJob({
  id: 'email-digests',
  everySeconds: 3600,
  run: async (deps) => {
    const runs = await sendDueDigests(deps);
    for (const r of runs) deps.log.info(r, 'digest run queued');
    return undefined;
  },
});

/** One batch of a digest run (scheduled or triggered by an admin): e-mails into the outbox, then the next batch is queued. */
export const digestFanoutJob = defineJob(digestBatchJob, async (deps, payload) => {
  const n = await runDigestBatch(deps, payload);
  if (n) deps.log.info({ runId: payload.runId, queued: n }, 'digest e-mails queued');
});
