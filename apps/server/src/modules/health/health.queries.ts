import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** A round trip to the database; throws when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The newest applied migration's time stamp (0 when none is). */
export async function appliedMigrationMillis(db: Db): Promise<number> {
  const [r] = rowsOf<{ at: string | null }>(await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`));
  return Number(r?.at ?? 0);
}

/** Queue, outbox and webhook counts for /metrics (one statement each, on the indexed status columns). */
export async function systemGauges(db: Db) {
  const queue = rowsOf<{ name: string; pending: number; due: number; running: number; failed: number; oldest_due_seconds: number }>(
    await db.execute(sql`
      select name,
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'pending' and run_at <= now())::int as due,
        count(*) filter (where status = 'running')::int as running,
        count(*) filter (where status = 'failed')::int as failed,
        coalesce(extract(epoch from now() - min(run_at) filter (where status = 'pending' and run_at <= now())), 0)::float8 as oldest_due_seconds
      from background_jobs where status <> 'done' group by name`),
  );
  const [o] = rowsOf<{ pending: number; sending: number; failed: number }>(
    await db.execute(sql`
      select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'sending')::int as sending,
        count(*) filter (where status = 'failed')::int as failed
      from email_outbox where status in ('pending', 'sending', 'failed')`),
  );
  const [w] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from webhook_deliveries where status = 'failed'`));
  return {
    queue: queue.map((q) => ({
      name: q.name,
      pending: q.pending,
      due: q.due,
      running: q.running,
      failed: q.failed,
      oldestDueSeconds: Number(q.oldest_due_seconds),
    })),
    outbox: { pending: o?.pending ?? 0, sending: o?.sending ?? 0, failed: o?.failed ?? 0 },
    webhooksFailed: w?.n ?? 0,
  };
}
