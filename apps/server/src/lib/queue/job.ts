import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../context.ts';
import type { Env } from '../env.ts';
import { insertJob } from './queue.queries.ts';

/** How often a failing job is tried, and how long it waits between tries. */
export type RetryPolicy = { maxAttempts: number; backoffSeconds: (attempts: number) => number };
export const defaultRetry: RetryPolicy = { maxAttempts: 5, backoffSeconds: (attempts) => Math.min(15 * 2 ** attempts, 3600) };

/**
 * A job's contract: its id, its payload schema and its retry policy. A module that queues a job declares
 * it (beside the service that queues it); the handler is bound to it in jobs/definitions.
 */
export type JobType<P extends z.ZodType = z.ZodType> = { id: string; payload: P; retry: RetryPolicy; lane?: JobLane };

/**
 * The worker lane that runs a job (jobs/runner.ts): 'jobs' (the default) or 'sources', the connected
 * sources' syncs, which may run for minutes and so get a lane of their own (docs/decisions/2202).
 */
export type JobLane = 'jobs' | 'sources';

export function jobType<P extends z.ZodType>(id: string, payload: P, retry: Partial<RetryPolicy> = {}, opts: { lane?: JobLane } = {}): JobType<P> {
  return { id, payload, retry: { ...defaultRetry, ...retry }, ...(opts.lane ? { lane: opts.lane } : {}) };
}

/** A recurring job's period in seconds: fixed, or read from the settings (e.g. JOB_ALERTS_CHECK_SECONDS). */
export type Period = number | ((env: Env) => number);

/** The period in seconds of a recurring job under these settings (undefined: not recurring). */
export const periodOf = (job: { everySeconds?: Period }, env: Env): number | undefined =>
  typeof job.everySeconds === 'function' ? job.everySeconds(env) : job.everySeconds;

/**
 * A job the runner knows: its contract, an optional period (recurring jobs: every this many seconds, one
 * process claims each tick and queues it), and `run`, which parses a stored payload and calls the handler.
 */
export type Job<P extends z.ZodType = z.ZodType> = JobType<P> & {
  everySeconds?: Period;
  run: (deps: Deps, payload: unknown) => Promise<void>;
};

/** Binds a handler to a job's contract; the handler gets the parsed payload, typed by the contract's schema. */
export function defineJob<P extends z.ZodType>(
  type: JobType<P>,
  handler: (deps: Deps, payload: z.output<P>) => Promise<void>,
  opts: { everySeconds?: Period } = {},
): Job<P> {
  return { ...type, everySeconds: opts.everySeconds, run: (deps, payload) => handler(deps, type.payload.parse(payload)) };
}

/**
 * A recurring job without a payload. `run` returns counts of what it did; when any is not zero they
 * are logged with the message `done`.
 */
export function defineRecurringJob(def: {
  id: string;
  everySeconds: Period;
  run: (deps: Deps) => Promise<Record<string, number> | undefined>;
  done?: string;
  retry?: Partial<RetryPolicy>;
  lane?: JobLane;
}) {
  return defineJob(
    jobType(def.id, z.object({}).default({}), def.retry, { lane: def.lane }),
    async (deps) => {
      const counts = await def.run(deps);
      if (counts && def.done && Object.values(counts).some(Boolean)) deps.log.info(counts, def.done);
    },
    { everySeconds: def.everySeconds },
  );
}

/**
 * Queues a job (inside the caller's transaction when `db` is one); with a dedupe key it is queued at most
 * once. The payload is checked against the job's schema by the compiler here and parsed when the job runs.
 */
export async function enqueue<P extends z.ZodType>(db: Db, job: JobType<P>, payload: z.input<P>, opts: { runAt?: Date; dedupeKey?: string } = {}) {
  await insertJob(db, job.id, payload, { ...opts, maxAttempts: job.retry.maxAttempts });
}
