import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import type { Deps } from '../lib/context.ts';
import { deliverDueEmails } from '../modules/email/email.worker.ts';
import type { JobDefinition } from './job.ts';
import { jobDefinitions } from './registry.ts';

const workerId = `${hostname()}:${process.pid}`;

/** Queue a job; with a dedupe key it is queued at most once. */
export async function enqueueJob(db: Db, name: string, payload: unknown, opts: { runAt?: Date; dedupeKey?: string; maxAttempts?: number } = {}) {
  await db.execute(sql`
    insert into background_jobs (name, payload, run_at, dedupe_key, max_attempts)
    values (${name}, ${JSON.stringify(payload ?? {})}::jsonb, ${(opts.runAt ?? new Date()).toISOString()}::timestamptz, ${opts.dedupeKey ?? null}, ${opts.maxAttempts ?? 5})
    on conflict (dedupe_key) do nothing`);
}

/** Claim recurring jobs whose time has come: one process wins each tick. */
async function runSchedules(deps: Deps, defs: JobDefinition[]) {
  for (const def of defs) {
    if (!def.everySeconds) continue;
    await deps.db.execute(sql`insert into job_schedules (name, next_run_at) values (${def.id}, now()) on conflict (name) do nothing`);
    const won = rowsOf(
      await deps.db.execute(sql`
        update job_schedules set next_run_at = now() + make_interval(secs => ${def.everySeconds}), last_run_at = now()
        where name = ${def.id} and next_run_at <= now() returning name`),
    );
    if (!won.length) continue;
    try {
      await def.handler(deps, def.payload.parse({}));
    } catch (err) {
      deps.log.error({ err, job: def.id }, 'recurring job failed');
    }
  }
}

type ClaimedJob = { id: string; name: string; payload: unknown; attempts: number; max_attempts: number };

/** Claim queued jobs with FOR UPDATE SKIP LOCKED and run them; failures retry with back-off. */
export async function runQueuedJobs(deps: Deps, defs: JobDefinition[] = jobDefinitions, batch = 5): Promise<number> {
  const claimed = rowsOf<ClaimedJob>(
    await deps.db.execute(sql`
      update background_jobs set status = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1, updated_at = now()
      where id in (
        select id from background_jobs
        where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_at < now() - interval '10 minutes')
        order by run_at limit ${batch} for update skip locked)
      returning id, name, payload, attempts, max_attempts`),
  );
  for (const job of claimed) {
    const def = defs.find((d) => d.id === job.name);
    try {
      if (!def) throw new Error(`Unknown job ${job.name}`);
      await def.handler(deps, def.payload.parse(job.payload));
      await deps.db.execute(sql`update background_jobs set status = 'done', last_error = null, updated_at = now() where id = ${job.id}`);
    } catch (err) {
      const failed = job.attempts >= job.max_attempts;
      deps.log.error({ err, job: job.name, id: job.id }, 'job failed');
      await deps.db.execute(sql`
        update background_jobs set status = ${failed ? 'failed' : 'pending'}, last_error = ${String((err as Error)?.message ?? err).slice(0, 500)},
          run_at = now() + make_interval(secs => ${Math.min(15 * 2 ** job.attempts, 3600)}), locked_at = null, updated_at = now()
        where id = ${job.id}`);
    }
  }
  return claimed.length;
}

/** Background loops for the outbox and the job queue. Returns stop() and nudge(). */
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
  const loop = (async () => {
    while (!stopped) {
      try {
        await runSchedules(deps, defs);
        while (!stopped && (await deliverDueEmails(deps)) > 0) {}
        while (!stopped && (await runQueuedJobs(deps, defs)) > 0) {}
      } catch (err) {
        if (!stopped) deps.log.error({ err }, 'worker loop error');
      }
      if (!stopped) await sleep(2000);
    }
  })();
  return {
    nudge: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
