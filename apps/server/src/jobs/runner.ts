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

/** How long one pass drains the outbox or the queue before its lane sleeps and looks again. */
const DRAIN_BUDGET_MS = 10_000;
const HEARTBEAT_MS = 5_000;

/** Runs `step` while it finds work, for at most DRAIN_BUDGET_MS. */
async function drain(step: () => Promise<number>, stopped: () => boolean): Promise<boolean> {
  const until = Date.now() + DRAIN_BUDGET_MS;
  while (!stopped()) {
    if ((await step()) === 0) return false;
    if (Date.now() >= until) return true;
  }
  return false;
}

export type LaneName = 'schedules' | 'email' | 'jobs';
export type WorkerStatus = { running: boolean; lanes: Record<LaneName, { lastTurnAt: number; busySince: number | null }>; lastBeatAt: number };

/**
 * Background work in three lanes, each its own loop: recurring ticks, the e-mail outbox, and the job
 * queue. A slow job (a webhook receiver at its deadline, a big digest) holds only its own lane, so a
 * sign-up's confirmation e-mail never waits behind it. A heartbeat lets another process free this one's
 * claims soon after it dies (jobs/queue.ts). stop() lets each lane finish the item in hand, then returns.
 */
export function startWorkers(deps: Deps, defs: JobDefinition[] = jobDefinitions) {
  let stopped = false;
  const wakers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(t);
        wakers.delete(done);
        resolve();
      };
      const t = setTimeout(done, ms);
      wakers.add(done);
    });
  const status: WorkerStatus = {
    running: true,
    lastBeatAt: 0,
    lanes: {
      schedules: { lastTurnAt: Date.now(), busySince: null },
      email: { lastTurnAt: Date.now(), busySince: null },
      jobs: { lastTurnAt: Date.now(), busySince: null },
    },
  };
  const heartbeat = () =>
    beat(deps.db).then(
      () => {
        status.lastBeatAt = Date.now();
      },
      (err) => deps.log.warn({ err }, 'worker heartbeat failed'),
    );
  const timer = setInterval(heartbeat, HEARTBEAT_MS);
  timer.unref();
  const lane = async (name: LaneName, turn: () => Promise<boolean>, idleMs: number) => {
    const state = status.lanes[name];
    while (!stopped) {
      let more = false;
      state.busySince = Date.now();
      try {
        more = await turn();
      } catch (err) {
        if (!stopped) deps.log.error({ err, lane: name }, 'worker loop error');
      }
      state.busySince = null;
      state.lastTurnAt = Date.now();
      if (!stopped && !more) await sleep(idleMs);
    }
  };
  const loops = heartbeat().then(() =>
    Promise.all([
      lane(
        'schedules',
        async () => {
          await runSchedules(deps, defs);
          return false;
        },
        2000,
      ),
      lane(
        'email',
        () =>
          drain(
            () => deliverDueEmails(deps),
            () => stopped,
          ),
        2000,
      ),
      lane(
        'jobs',
        () =>
          drain(
            () => runQueuedJobs(deps, defs),
            () => stopped,
          ),
        2000,
      ),
    ]),
  );
  return {
    status,
    nudge: () => {
      for (const wake of [...wakers]) wake();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      for (const wake of [...wakers]) wake();
      await loops;
      status.running = false;
      await leave(deps.db).catch(() => {});
    },
  };
}
