import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/accounts.ts';

/*
 * The statements of rate-limit.ts (which holds the transactions and the decisions). An event is one
 * row of rate_limit_events; a counter is a (bucket, key) pair.
 */

/** Serialises the deciders of one counter on every process until the transaction ends. */
export async function lockCounter(db: Db, bucket: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`);
}

/**
 * Count-and-insert in one statement: records an event when fewer than `max` fall within the window.
 * `retryAfter` is how many seconds until the oldest event in the window leaves it (at least 1 when nothing is recorded).
 */
export async function insertEventUnderLimit(db: Db, bucket: string, key: string, max: number, windowSeconds: number) {
  const [row] = rowsOf<{ inserted: boolean; retryAfter: number }>(
    await db.execute(sql`
      with recent as (
        select created_at from rate_limit_events
        where bucket = ${bucket} and key = ${key} and created_at > now() - make_interval(secs => ${windowSeconds})
      ), ins as (
        insert into rate_limit_events (bucket, key)
        select ${bucket}, ${key} where (select count(*) from recent) < ${max}
        returning id
      )
      select exists (select 1 from ins) as inserted,
        coalesce(ceil(extract(epoch from (select min(created_at) from recent) + make_interval(secs => ${windowSeconds}) - now())), 1)::int as "retryAfter"`),
  );
  return row ?? null;
}

/** How many events the counter has within the window, and the seconds since its latest (null when none). */
export async function recentEvents(db: Db, bucket: string, key: string, windowSeconds: number): Promise<{ n: number; since: number | null }> {
  const [s] = rowsOf<{ n: number; since: number | null }>(
    await db.execute(sql`
      select count(*)::int as n, extract(epoch from now() - max(created_at))::float8 as since
      from rate_limit_events
      where bucket = ${bucket} and key = ${key} and created_at > now() - make_interval(secs => ${windowSeconds})`),
  );
  return s ?? { n: 0, since: null };
}

export async function insertEvent(db: Db, bucket: string, key: string): Promise<string | null> {
  const [r] = await db.insert(rateLimitEvents).values({ bucket, key }).returning({ id: rateLimitEvents.id });
  return r?.id ?? null;
}

export async function deleteEvents(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

export async function clearEvents(db: Db, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}

export async function purgeOldEvents(db: Db, olderThanSeconds = 86_400): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
