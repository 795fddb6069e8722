import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** What Admin › System shows of the queue, the outbox and the webhook log (docs/decisions/2502); lists capped at 50. */
const iso = (col: ReturnType<typeof sql>) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function schedules(db: Db) {
  // A tick sets next = last + the job's period, so the period is read from the row.
  return rowsOf<{ name: string; everySeconds: number | null; lastRunAt: string | null; nextRunAt: string | null }>(
    await db.execute(sql`
      select name, extract(epoch from next_run_at - last_run_at)::int as "everySeconds",
        ${iso(sql`last_run_at`)} as "lastRunAt", ${iso(sql`next_run_at`)} as "nextRunAt"
      from job_schedules order by name`),
  );
}

export async function queueDepth(db: Db) {
  return rowsOf<{ name: string; pending: number; running: number; failed: number; oldestPendingAt: string | null }>(
    await db.execute(sql`
      select name, count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'running')::int as running,
        count(*) filter (where status = 'failed')::int as failed, ${iso(sql`min(run_at) filter (where status = 'pending')`)} as "oldestPendingAt"
      from background_jobs where status <> 'done' group by name order by name`),
  );
}

export async function failedJobs(db: Db) {
  return rowsOf<{ id: string; name: string; attempts: number; lastError: string | null; updatedAt: string }>(
    await db.execute(sql`
      select id, name, attempts, last_error as "lastError", ${iso(sql`updated_at`)} as "updatedAt"
      from background_jobs where status = 'failed' order by updated_at desc limit 50`),
  );
}

export async function backupRuns(db: Db, name: string) {
  return rowsOf<{ id: string; status: string; attempts: number; lastError: string | null; createdAt: string; updatedAt: string }>(
    await db.execute(sql`
      select id, status, attempts, last_error as "lastError", ${iso(sql`created_at`)} as "createdAt", ${iso(sql`updated_at`)} as "updatedAt"
      from background_jobs where name = ${name} order by created_at desc limit 10`),
  );
}

export async function failedEmails(db: Db) {
  return rowsOf<{ id: string; toAddress: string; subject: string; attempts: number; lastError: string | null; createdAt: string }>(
    await db.execute(sql`
      select id, to_address as "toAddress", subject, attempts, last_error as "lastError", ${iso(sql`created_at`)} as "createdAt"
      from email_outbox where status = 'failed' order by created_at desc limit 50`),
  );
}

export async function failedWebhooks(db: Db) {
  return rowsOf<{
    id: string;
    vendorName: string;
    url: string;
    event: string;
    attempts: number;
    lastStatusCode: number | null;
    lastError: string | null;
    updatedAt: string;
  }>(
    await db.execute(sql`
      select d.id, v.name as "vendorName", d.url, d.event, d.attempts, d.last_status_code as "lastStatusCode", d.last_error as "lastError",
        ${iso(sql`d.updated_at`)} as "updatedAt"
      from webhook_deliveries d join vendors v on v.id = d.vendor_id
      where d.status = 'failed' order by d.updated_at desc limit 50`),
  );
}

/** A failed job goes back to the queue with fresh attempts; returns its name, or null when it is not a failed job. */
export async function retryJob(db: Db, id: string) {
  const [r] = rowsOf<{ name: string; lastError: string | null }>(
    await db.execute(sql`
      update background_jobs j set status = 'pending', attempts = 0, run_at = now(), locked_at = null, locked_by = null, updated_at = now()
      from (select id, last_error from background_jobs where id = ${id} and status = 'failed' for update) old
      where j.id = old.id returning j.name, old.last_error as "lastError"`),
  );
  return r ?? null;
}

/** A failed e-mail is tried again from its first attempt; returns its address and subject, or null. */
export async function retryEmail(db: Db, id: string) {
  const [r] = rowsOf<{ toAddress: string; subject: string; lastError: string | null }>(
    await db.execute(sql`
      update email_outbox set status = 'pending', attempts = 0, next_attempt_at = now(), locked_at = null, locked_by = null
      where id = ${id} and status = 'failed' returning to_address as "toAddress", subject, last_error as "lastError"`),
  );
  return r ?? null;
}

/** A failed e-mail is removed from the outbox (the audit entry keeps its address, subject and error). */
export async function discardEmail(db: Db, id: string) {
  const [r] = rowsOf<{ toAddress: string; subject: string; lastError: string | null }>(
    await db.execute(sql`
      delete from email_outbox where id = ${id} and status = 'failed' returning to_address as "toAddress", subject, last_error as "lastError"`),
  );
  return r ?? null;
}
