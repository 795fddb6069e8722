import type { LaneName, WorkerStatus } from '../lib/queue/worker-status.ts';
import type { Deps } from '../lib/context.ts';
import { beat, claimAndRun, leave, type QueueSpec } from '../lib/queue/claim.ts';
import { defaultRetry, enqueue, type Job, type JobLane, periodOf } from '../lib/queue/job.ts';
import { deliverDueEmails } from '../modules/email/email.worker.ts';
import { claimTick } from './jobs.queries.ts';
import { jobDefinitions } from './registry.ts';

/**
 * Claims recurring jobs whose time has come (one process wins each tick) and queues each won tick as a
 * job, with a dedupe key of the job and its tick's claim time: it runs through the queue like any job,
 * with the same retries, and a tick is queued at most once.
 */
export async function runSchedules(deps: Deps, defs: Job[] = jobDefinitions) {
  for (const def of defs) {
    const every = periodOf(def, deps.env);
    if (!every) continue;
    const tick = await claimTick(deps.db, def.id, every);
    if (tick === null) continue;
    await enqueue(deps.db, def, {}, { dedupeKey: `tick:${def.id}:${tick}` });
  }
}

/** The jobs a lane claims: the 'sources' lane its own jobs, the 'jobs' lane every other (unknown names included). */
const namesOf = (defs: Job[], lane: JobLane | undefined): QueueSpec['names'] => {
  if (!lane) return undefined;
  const sources = defs.filter((d) => d.lane === 'sources').map((d) => d.id);
  return lane === 'sources' ? { only: sources } : { except: sources };
};

const queueOf = (defs: Job[], lane?: JobLane): QueueSpec => ({
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
  names: namesOf(defs, lane),
});

/**
 * Claims queued jobs with the shared claim/retry loop (lib/queue/claim.ts) and runs their handlers: those
 * of one lane when `lane` is given, else every job (tests drain the whole queue).
 */
export async function runQueuedJobs(deps: Deps, defs: Job[] = jobDefinitions, batch = 5, lane?: JobLane): Promise<number> {
  return claimAndRun<{ id: string; attempts: number; name: string; payload: unknown; max_attempts: number }>(deps, queueOf(defs, lane), batch, async (job) => {
    const def = defs.find((d) => d.id === job.name);
    if (!def) throw new Error(`Unknown job ${job.name}`);
    await def.run(deps, job.payload);
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

/**
 * Background work in four lanes, each its own loop: recurring ticks, the e-mail outbox, the job queue,
 * and the connected sources' syncs (jobs of lane 'sources'). A slow job (a webhook receiver at its
 * deadline, a big digest, a sync of a 5,000-job board) holds only its own lane, so a sign-up's
 * confirmation e-mail, or a job queued behind the sync, never waits behind it (docs/decisions/2202). A heartbeat lets another process free this one's
 * claims soon after it dies (lib/queue/claim.ts). stop() lets each lane finish the item in hand, then returns.
 */
export function startWorkers(deps: Deps, defs: Job[] = jobDefinitions) {
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
      sources: { lastTurnAt: Date.now(), busySince: null },
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
            () => runQueuedJobs(deps, defs, 5, 'jobs'),
            () => stopped,
          ),
        2000,
      ),
      // One sync job at a time per process: the sync itself runs a few sources at once (sources.sync.ts).
      lane(
        'sources',
        () =>
          drain(
            () => runQueuedJobs(deps, defs, 1, 'sources'),
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
