import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import type { Deps } from '../lib/context.ts';

export const workerId = `${hostname()}:${process.pid}`;

/** A worker not seen for this long is taken to have crashed: its claims are freed without waiting for the lease. */
const HEARTBEAT_STALE_SECONDS = 30;

/** Records that this worker is alive (every few seconds while the background loops run). */
export async function beat(db: Db, id = workerId) {
  await db.execute(sql`insert into worker_heartbeats (worker_id, seen_at) values (${id}, now())
    on conflict (worker_id) do update set seen_at = now()`);
}

/** A stopping worker leaves: its heartbeat goes at once. Heartbeats of long-gone workers are purged. */
export async function leave(db: Db, id = workerId) {
  await db.execute(sql`delete from worker_heartbeats where worker_id = ${id} or seen_at < now() - interval '1 day'`);
}

/** A table of work items with status, attempts, a due time and a lease (email_outbox, background_jobs). */
export type QueueSpec = {
  name: string;
  table: 'email_outbox' | 'background_jobs';
  dueColumn: 'next_attempt_at' | 'run_at';
  /** Status while claimed, and once done. */
  running: string;
  done: string;
  /**
   * A claim older than this is taken to be from a crashed or stuck worker and claimed again. A claim
   * whose worker's heartbeat is stale is claimed again sooner (after HEARTBEAT_STALE_SECONDS).
   */
  leaseSeconds: number;
  maxAttempts: (row: QueueRow) => number;
  /** Delay before the next try after `attempts` failed tries. */
  backoffSeconds: (attempts: number) => number;
  /** Extra assignments (each starting with a comma) on claim, success and failure. */
  onClaim?: SQL;
  onDone?: SQL;
  onFail?: SQL;
};

type QueueRow = { id: string; attempts: number } & Record<string, unknown>;

/**
 * The one claim/retry loop: claims up to `batch` due items with FOR UPDATE SKIP LOCKED (several
 * processes never take the same item), counts the attempt, runs `work`, then marks the item done or
 * schedules a retry with back-off (failed after the last attempt). Returns how many were claimed.
 */
export async function claimAndRun<R extends QueueRow>(
  deps: Pick<Deps, 'db' | 'log'>,
  q: QueueSpec,
  batch: number,
  work: (row: R) => Promise<void>,
): Promise<number> {
  const db: Db = deps.db;
  const table = sql.identifier(q.table);
  const due = sql.identifier(q.dueColumn);
  const claimed = rowsOf<R>(
    await db.execute(sql`
      update ${table} set status = ${q.running}, locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1 ${q.onClaim ?? sql``}
      where id in (
        select id from ${table} t
        where (status = 'pending' and ${due} <= now())
           or (status = ${q.running} and (
                locked_at < now() - make_interval(secs => ${q.leaseSeconds})
             or (locked_at < now() - make_interval(secs => ${HEARTBEAT_STALE_SECONDS})
                 and not exists (select 1 from worker_heartbeats h
                   where h.worker_id = t.locked_by and h.seen_at > now() - make_interval(secs => ${HEARTBEAT_STALE_SECONDS})))))
        order by ${due}
        limit ${batch}
        for update skip locked)
      returning *`),
  );
  for (const row of claimed) {
    try {
      await work(row);
      await db.execute(
        sql`update ${table} set status = ${q.done}, last_error = null, locked_at = null, locked_by = null ${q.onDone ?? sql``} where id = ${row.id}`,
      );
    } catch (err) {
      const failed = row.attempts >= q.maxAttempts(row);
      deps.log.warn({ err, queue: q.name, id: row.id, attempts: row.attempts }, `${q.name} failed`);
      await db.execute(sql`
        update ${table} set status = ${failed ? 'failed' : 'pending'}, last_error = ${String((err as Error)?.message ?? err).slice(0, 500)},
          ${due} = now() + make_interval(secs => ${q.backoffSeconds(row.attempts)}), locked_at = null, locked_by = null ${q.onFail ?? sql``}
        where id = ${row.id}`);
    }
  }
  return claimed.length;
}

/** Queue a job; with a dedupe key it is queued at most once. */
export async function enqueueJob(db: Db, name: string, payload: unknown, opts: { runAt?: Date; dedupeKey?: string; maxAttempts?: number } = {}) {
  await db.execute(sql`
    insert into background_jobs (name, payload, run_at, dedupe_key, max_attempts)
    values (${name}, ${JSON.stringify(payload ?? {})}::jsonb, ${(opts.runAt ?? new Date()).toISOString()}::timestamptz, ${opts.dedupeKey ?? null}, ${opts.maxAttempts ?? 5})
    on conflict (dedupe_key) do nothing`);
}
