import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

export type AlertRow = {
  id: string;
  user_id: string | null;
  email: string;
  criteria: Record<string, unknown>;
  frequency: 'instant' | 'daily' | 'weekly';
  confirmed_at: Date | string | null;
  /** Text, full microsecond precision (a Date would round it). */
  cursor_at: string;
  last_sent_at: Date | string | null;
  created_at: Date | string;
};

const cols = sql`a.id, a.user_id, a.email, a.criteria, a.frequency, a.confirmed_at, a.cursor_at::text as cursor_at, a.last_sent_at, a.created_at`;

/**
 * Inserts an alert unless the address already has `max` of them: one statement under a transaction-scoped
 * advisory lock on the address, so parallel requests (on any process) cannot pass the cap together.
 */
export async function insertAlert(
  db: Db,
  a: {
    userId: string | null;
    email: string;
    criteria: unknown;
    frequency: string;
    confirmed: boolean;
    tokenHash: string | null;
    /** Confirmed alerts per address. */
    max: number;
    /** Unconfirmed alerts per address (when inserting one). */
    maxPending?: number;
    /** Seconds until it is first due (JOB_ALERT_FIRST_DUE_SECONDS, 60 by default). */
    firstDueSeconds: number;
  },
): Promise<AlertRow | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${a.email}`}))`);
    const [row] = rowsOf<AlertRow>(
      await tx.execute(sql`
        insert into job_alerts as a (user_id, email, criteria, frequency, confirmed_at, confirm_token_hash, next_run_at)
        select ${a.userId}::uuid, ${a.email}, ${JSON.stringify(a.criteria)}::jsonb, ${a.frequency},
          ${a.confirmed ? sql`now()` : sql`null`}, ${a.tokenHash}, now() + make_interval(secs => ${a.firstDueSeconds})
        where (select count(*) from job_alerts where email = ${a.email} and confirmed_at is not null) < ${a.max}
          ${a.confirmed ? sql`` : sql`and (select count(*) from job_alerts where email = ${a.email} and confirmed_at is null and created_at > now() - interval '7 days') < ${a.maxPending ?? a.max}`}
        returning ${cols}`),
    );
    return row ?? null;
  });
}

/**
 * Confirms a visitor's alert by its token (within 7 days); new jobs are counted from the confirmation on.
 * 'full' when the address already has `max` confirmed alerts (the link stays valid until it expires).
 */
export async function confirmByTokenHash(db: Db, tokenHash: string, max: number): Promise<AlertRow | 'full' | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [pending] = rowsOf<{ email: string }>(
      await tx.execute(sql`select email from job_alerts where confirm_token_hash = ${tokenHash} and created_at > now() - interval '7 days'`),
    );
    if (!pending) return null;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${pending.email}`}))`);
    const [row] = rowsOf<AlertRow>(
      await tx.execute(sql`
        update job_alerts a set confirmed_at = now(), confirm_token_hash = null, cursor_at = now(), updated_at = now()
        where a.confirm_token_hash = ${tokenHash} and a.created_at > now() - interval '7 days'
          and (select count(*) from job_alerts where email = a.email and confirmed_at is not null) < ${max}
        returning ${cols}`),
    );
    return row ?? 'full';
  });
}

export async function deleteAlert(db: Db, id: string, userId: string | null): Promise<AlertRow | null> {
  const [row] = rowsOf<AlertRow>(
    await db.execute(sql`delete from job_alerts a where a.id = ${id} ${userId ? sql`and a.user_id = ${userId}` : sql``} returning ${cols}`),
  );
  return row ?? null;
}

export async function updateFrequency(db: Db, id: string, userId: string, frequency: string): Promise<AlertRow | null> {
  const [row] = rowsOf<AlertRow>(
    await db.execute(sql`
      update job_alerts a set frequency = ${frequency}, next_run_at = least(a.next_run_at, now() + make_interval(secs => 300)), updated_at = now()
      where a.id = ${id} and a.user_id = ${userId}
      returning ${cols}`),
  );
  return row ?? null;
}

export async function listOwn(db: Db, userId: string): Promise<AlertRow[]> {
  return rowsOf<AlertRow>(await db.execute(sql`select ${cols} from job_alerts a where a.user_id = ${userId} order by a.created_at desc, a.id limit 50`));
}

/**
 * Claims up to `limit` confirmed alerts that are due and moves their next run one period on, in one
 * statement with SKIP LOCKED: two processes never take the same alert in the same round.
 */
export async function claimDue(db: Db, limit: number): Promise<AlertRow[]> {
  return rowsOf<AlertRow>(
    await db.execute(sql`
      update job_alerts a set next_run_at = now() + case a.frequency when 'instant' then interval '5 minutes' when 'daily' then interval '1 day' else interval '7 days' end
      where a.id in (
        select id from job_alerts where confirmed_at is not null and next_run_at <= now()
        order by next_run_at limit ${limit} for update skip locked)
      returning ${cols}`),
  );
}

/**
 * After a send: later runs only look at jobs created after the newest one sent. The time is taken in SQL
 * from the jobs themselves (microseconds; a JavaScript Date would round it down and repeat the job).
 */
export async function advanceCursor(db: Db, id: string, jobIds: string[], sent: boolean) {
  await db.execute(sql`
    update job_alerts set cursor_at = greatest(cursor_at, (select max(created_at) from jobs where id in (${sql.join(
      jobIds.map((j) => sql`${j}::uuid`),
      sql`, `,
    )})))
      ${sent ? sql`, last_sent_at = now()` : sql``}
    where id = ${id}`);
}

/** Unconfirmed visitor alerts older than 7 days are dropped (housekeeping). */
export async function purgeUnconfirmed(db: Db): Promise<number> {
  return rowsOf(await db.execute(sql`delete from job_alerts where confirmed_at is null and created_at < now() - interval '7 days' returning id`)).length;
}
