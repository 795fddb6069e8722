import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { QueueSpec, StampColumn } from './spec.ts';

/** `, col = now()` for each column the queue stamps at this step. */
const stamped = (cols: StampColumn[] = []) => sql.join(cols.map((c) => sql`, ${sql.identifier(c)} = now()`));

/** Records that this worker is alive (every few seconds while the background loops run). */
export async function beat(db: Db, id: string) {
  await db.execute(sql`insert into worker_heartbeats (worker_id, seen_at) values (${id}, now())
    on conflict (worker_id) do update set seen_at = now()`);
}

/** A stopping worker leaves: its heartbeat goes at once. Heartbeats of long-gone workers are purged. */
export async function leave(db: Db, id: string) {
  await db.execute(sql`delete from worker_heartbeats where worker_id = ${id} or seen_at < now() - interval '1 day'`);
}

/**
 * Claims up to `batch` due items of the queue (FOR UPDATE SKIP LOCKED) for `worker`, counting the
 * attempt: pending and due, or running under a lease that ran out or a worker whose heartbeat is stale.
 */
export async function claimDue<R>(db: Db, q: QueueSpec, batch: number, worker: string, staleSeconds: number): Promise<R[]> {
  const table = sql.identifier(q.table);
  const due = sql.identifier(q.dueColumn);
  const names = !q.names
    ? sql``
    : 'only' in q.names
      ? sql`and name = any(${sql.param(q.names.only)}::text[])`
      : q.names.except.length
        ? sql`and name <> all(${sql.param(q.names.except)}::text[])`
        : sql``;
  return rowsOf<R>(
    await db.execute(sql`
      update ${table} set status = ${q.running}, locked_at = now(), locked_by = ${worker}, attempts = attempts + 1 ${stamped(q.stamp?.claim)}
      where id in (
        select id from ${table} t
        where ((status = 'pending' and ${due} <= now())
           or (status = ${q.running} and (
                locked_at < now() - make_interval(secs => ${q.leaseSeconds})
             or (locked_at < now() - make_interval(secs => ${staleSeconds})
                 and not exists (select 1 from worker_heartbeats h
                   where h.worker_id = t.locked_by and h.seen_at > now() - make_interval(secs => ${staleSeconds}))))))
          ${names}
        order by ${due}
        limit ${batch}
        for update skip locked)
      returning *`),
  );
}

export async function markDone(db: Db, q: QueueSpec, id: string) {
  const table = sql.identifier(q.table);
  await db.execute(
    sql`update ${table} set status = ${q.done}, last_error = null, locked_at = null, locked_by = null ${stamped(q.stamp?.done)} where id = ${id}`,
  );
}

/** Back to pending, due again in `retryIn` seconds, or failed for good after the last attempt. */
export async function markFailed(db: Db, q: QueueSpec, id: string, o: { failed: boolean; error: string; retryIn: number }) {
  const table = sql.identifier(q.table);
  await db.execute(sql`
    update ${table} set status = ${o.failed ? 'failed' : 'pending'}, last_error = ${o.error},
      ${sql.identifier(q.dueColumn)} = now() + make_interval(secs => ${o.retryIn}), locked_at = null, locked_by = null ${stamped(q.stamp?.fail)}
    where id = ${id}`);
}

/** Queue a job; with a dedupe key it is queued at most once. */
export async function insertJob(db: Db, name: string, payload: unknown, opts: { runAt?: Date; dedupeKey?: string; maxAttempts?: number } = {}) {
  await db.execute(sql`
    insert into background_jobs (name, payload, run_at, dedupe_key, max_attempts)
    values (${name}, ${JSON.stringify(payload ?? {})}::jsonb, ${(opts.runAt ?? new Date()).toISOString()}::timestamptz, ${opts.dedupeKey ?? null}, ${opts.maxAttempts ?? 5})
    on conflict (dedupe_key) do nothing`);
}
