import { sql } from 'drizzle-orm';
import { claimTick } from './jobs.queries.ts';
import type { Deps } from '../lib/context.ts';
import { deliverDueEmails } from '../modules/email/email.worker.ts';
import type { JobDefinition } from './job.ts';
import { beat, claimAndRun, leave, type QueueSpec } from './queue.ts';
import { jobDefinitions } from './registry.ts';

/** Claim recurring jobs whose time has come: one process wins each tick. */
async function runSchedules(deps: Deps, defs: JobDefinition[]) {
  for (const def of defs) {
    if (!def.everySeconds) continue;
    if (!(await claimTick(deps.db, def.id, def.everySeconds))) continue;
    try {
      await def.handler(deps, def.payload.parse({}));
    } catch (err) {
      deps.log.error({ err, job: def.id }, 'recurring job failed');
    }
  }
}

const queue: QueueSpec = {
  name: 'job',
  table: 'background_jobs',
  dueColumn: 'run_at',
  running: 'running',
  done: 'done',
  leaseSeconds: 10 * 60,
  maxAttempts: (row) => Number(row.max_attempts),
  backoffSeconds: (attempts) => Math.min(15 * 2 ** attempts, 3600),
  onClaim: sql`, updated_at = now()`,
  onDone: sql`, updated_at = now()`,
  onFail: sql`, updated_at = now()`,
};

/** Claims queued jobs with the shared claim/retry loop (jobs/queue.ts) and runs their handlers. */
export async function runQueuedJobs(deps: Deps, defs: JobDefinition[] = jobDefinitions, batch = 5): Promise<number> {
  return claimAndRun<{ id: string; attempts: number; name: string; payload: unknown; max_attempts: number }>(deps, queue, batch, async (job) => {
    const def = defs.find((d) => d.id === job.name);
    if (!def) throw new Error(`Unknown job ${job.name}`);
    await def.handler(deps, def.payload.parse(job.payload));
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
 * one's claims soon after it dies (jobs/queue.ts). Returns stop() and nudge().
 */
export function startWorkers(deps: Deps, defs: JobDefinition[] = jobDefinitions) {
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
