import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/*
 * The statements of the job definitions that are not a module's (the definitions hold the
 * transactions and pass `tx` in).
 */

/** Active or cancelled subscriptions that ended by `at` become expired; returns their members' ids (one per subscription). */
export async function expireEndedSubscriptions(db: Db, at: Date): Promise<string[]> {
  const rows = rowsOf<{ userId: string }>(
    await db.execute(sql`
      update user_subscriptions set status = 'expired', updated_at = now()
      where status in ('active', 'cancelled') and end_date <= ${at.toISOString()}::timestamptz
      returning user_id as "userId"`),
  );
  return rows.map((r) => r.userId);
}

/** Clears is_pro for these members unless another subscription of theirs is still live at `at`. */
export async function clearProWithoutLiveSubscription(db: Db, userIds: string[], at: Date): Promise<void> {
  if (!userIds.length) return;
  await db.execute(sql`
    update profiles p set is_pro = false, updated_at = now()
    where p.id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and not exists (
        select 1 from user_subscriptions s
        where s.user_id = p.id and s.status in ('active', 'cancelled') and s.end_date > ${at.toISOString()}::timestamptz)`);
}

/**
 * Keeps the stored webinar status right (decisions.md): cancelled never changes; upcoming becomes
 * live at start_time; live or upcoming becomes completed at end_time (start + duration when absent).
 * Returns how many webinars changed.
 */
export async function updateWebinarStatuses(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const r = await db.execute(sql`
    update webinars set status = case
        when coalesce(end_time, start_time + make_interval(mins => duration_minutes)) <= ${at}::timestamptz then 'completed'
        else 'live' end,
      updated_at = now()
    where status in ('upcoming', 'live') and start_time is not null
      and (
        (status = 'upcoming' and start_time <= ${at}::timestamptz)
        or coalesce(end_time, start_time + make_interval(mins => duration_minutes)) <= ${at}::timestamptz
      )
    returning id`);
  return rowsOf(r).length;
}

/** Housekeeping: e-mail tokens a week past expiry, sessions a day past expiry, jobs done a week ago. */
export async function purgeExpiredTokensSessionsAndJobs(db: Db): Promise<void> {
  await db.execute(sql`delete from email_tokens where expires_at < now() - interval '7 days'`);
  await db.execute(sql`delete from refresh_sessions where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from background_jobs where status = 'done' and updated_at < now() - interval '7 days'`);
}

/**
 * Claims the due tick of a recurring job (one process wins it) and sets the next one `everySeconds` on.
 * Returns the tick's claim time (the database's clock, in ms: unique per tick), or null when not won.
 */
export async function claimTick(db: Db, name: string, everySeconds: number): Promise<number | null> {
  await db.execute(sql`insert into job_schedules (name, next_run_at) values (${name}, now()) on conflict (name) do nothing`);
  const [won] = rowsOf<{ at: string }>(
    await db.execute(sql`
      update job_schedules set next_run_at = now() + make_interval(secs => ${everySeconds}), last_run_at = now()
      where name = ${name} and next_run_at <= now() returning (extract(epoch from last_run_at) * 1000)::bigint::text as at`),
  );
  return won ? Number(won.at) : null;
}
