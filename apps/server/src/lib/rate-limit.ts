import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/accounts.ts';

/** Counts events in the database (not in memory), so every server process sees the same limit. */
export async function countRecent(db: Db, bucket: string, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.n ?? 0;
}

export async function recordEvent(db: Db, bucket: string, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket, key });
}

export async function clearEvents(db: Db, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}

/** True when the limit is reached; otherwise records this event. */
export async function hitLimit(db: Db, bucket: string, key: string, max: number, windowSeconds: number): Promise<boolean> {
  if ((await countRecent(db, bucket, key, windowSeconds)) >= max) return true;
  await recordEvent(db, bucket, key);
  return false;
}

export async function purgeOldEvents(db: Db, olderThanSeconds = 86_400): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
