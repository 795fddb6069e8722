import type { Deps } from '../lib/context.ts';
import { beat, claimAndRun, leave, type QueueSpec } from '../lib/queue/claim.ts';
import { defaultRetry, enqueue, type Job } from '../lib/queue/job.ts';
import { deliverDueEmails } from '../modules/email/email.worker.ts';
import { claimTick } from './jobs.queries.ts';
import { jobDefinitions } from './registry.ts';

/**
 * Claims recurring jobs whose time has come (one process wins each tick) and queues each won tick as a
 * job, with a dedupe key of the job and its tick's claim time: it runs through the queue like any job,
 * with the same retries, and a tick is queued at most once.
 */
async function runSchedules(deps: Deps, defs: Job[]) {
  for (const def of defs) {
    if (!def.everySeconds) continue;
    const tick = await claimTick(deps.db, def.id, def.everySeconds);
    if (tick === null) continue;
    await enqueue(deps.db, def, {}, { dedupeKey: `tick:${def.id}:${tick}` });
  }
}

const queueOf = (defs: Job[]): QueueSpec => ({
  name: 'job',
  table: 'background_jobs',
  dueColumn: 'run_at',
  running: 'running',
  done: 'done',
  leaseSeconds: 10 * 60,
  maxAttempts: (row) => Number(row.max_attempts),
  // The job's own retry policy (lib/queue/job.ts); the default for a job this process does not know.
  backoffSeconds: (attempts, row) => (defs.find((d) => d.id === row.name)?.retry ?? defaultRetry).backoffSeconds(attempts),
  stamp: { claim: ['updated_at'], done: ['updated_at'], fail: ['updated_at'] },
});

/** Claims queued jobs with the shared claim/retry loop (lib/queue/claim.ts) and runs their handlers. */
export async function runQueuedJobs(deps: Deps, defs: Job[] = jobDefinitions, batch = 5): Promise<number> {
  return claimAndRun<{ id: string; attempts: number; name: string; payload: unknown; max_attempts: number }>(deps, queueOf(defs), batch, async (job) => {
    const def = defs.find((d) => d.id === job.name);
    if (!def) throw new Error(`Unknown job ${job.name}`);
    await def.run(deps, job.payload);
  });
}

/** How long one pass drains the outbox or the queue before recurring jobs get their turn again. */
const DRAIN_BUDGET_MS = 10_000;
const HEARTBEAT_MS = 5_000;

/** Runs `step` while it finds work, for at most DRAIN_BUDGET_MS, so a long backlog never delays recurring jobs' ticks. */
async function drain(step: () => Promise<number>, stopped: () => boolean): Promise<boolean> {
  const until = Date.now() + DRAIN_BUDGET_MS;
  while (!stopped()) {
    if ((await step()) === 0) return false;
    if (Date.now() >= until) return true;
  }
  return false;
}

/**
 * Background loops for the outbox and the job queue, with a heartbeat so another process frees this
 * one's claims soon after it dies (lib/queue/claim.ts). Returns stop() and nudge().
 */
export function startWorkers(deps: Deps, defs: Job[] = jobDefinitions) {
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(t);
        wake = null;
        resolve();
      };
    });
  const heartbeat = () => beat(deps.db).catch((err) => deps.log.warn({ err }, 'worker heartbeat failed'));
  const timer = setInterval(heartbeat, HEARTBEAT_MS);
  timer.unref();
  const loop = (async () => {
    await heartbeat();
    while (!stopped) {
      let more = false;
      try {
        await runSchedules(deps, defs);
        more = await drain(
          () => deliverDueEmails(deps),
          () => stopped,
        );
        more =
          (await drain(
            () => runQueuedJobs(deps, defs),
            () => stopped,
          )) || more;
      } catch (err) {
        if (!stopped) deps.log.error({ err }, 'worker loop error');
      }
      if (!stopped && !more) await sleep(2000);
    }
  })();
  return {
    nudge: () => wake?.(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      wake?.();
      await loop;
      await leave(deps.db).catch(() => {});
    },
  };
}
