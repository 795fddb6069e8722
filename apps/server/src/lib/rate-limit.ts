import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { insertEvent, insertEventUnderLimit, lockCounter, recentEvents } from './rate-limit.queries.ts';

/*
 * Rate limits are rows in rate_limit_events (shared by every server process). Each decision is made in
 * one short transaction: a transaction-scoped advisory lock on the (bucket, key) pair serialises the
 * deciders of that key on every process, then count-and-insert runs as one statement (its snapshot is
 * taken after the lock is held, so it sees every event committed before). N parallel requests admit
 * exactly the limit.
 */

/** Takes one slot of `max` per `windowSeconds`; when none is left, says how many seconds until one frees up. */
export async function takeSlot(
  db: Db,
  bucket: string,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  return db.transaction(async (tx) => {
    await lockCounter(tx, bucket, key);
    const row = await insertEventUnderLimit(tx, bucket, key, max, windowSeconds);
    return row?.inserted ? { ok: true as const } : { ok: false as const, retryAfter: Math.max(1, row?.retryAfter ?? 1) };
  });
}

/** Takes a slot or throws 429 with Retry-After. */
export async function enforceLimit(db: Db, bucket: string, key: string, max: number, windowSeconds: number, message: string): Promise<void> {
  const r = await takeSlot(db, bucket, key, max, windowSeconds);
  if (!r.ok) throw new AppError('rate_limited', message, undefined, r.retryAfter);
}

/**
 * Growing delays (sign-in throttling): after `free` events in the window, the next attempt must wait
 * `baseSeconds * 2^(events - free)` (at most `capSeconds`) after the latest event.
 */
export type Backoff = { bucket: string; key: string; free: number; windowSeconds: number; baseSeconds: number; capSeconds: number };

export function backoffWait(events: number, b: Pick<Backoff, 'free' | 'baseSeconds' | 'capSeconds'>): number {
  if (events < b.free) return 0;
  return Math.min(b.capSeconds, b.baseSeconds * 2 ** Math.min(30, events - b.free));
}

/**
 * Decides an attempt against several back-off counters at once, under their advisory locks (taken in a
 * fixed order so two deciders never deadlock). Admitted: one event is recorded on every counter before
 * the caller does the work (so parallel attempts see each other), and their ids are returned so a
 * success can take them back. Throttled: nothing is recorded; `retryAfter` is the longest wait.
 */
export async function admitAttempt(
  db: Db,
  counters: Backoff[],
): Promise<{ ok: true; eventIds: string[] } | { ok: false; retryAfter: number; throttled: Backoff[] }> {
  const sorted = [...counters].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  return db.transaction(async (tx) => {
    for (const c of sorted) await lockCounter(tx, c.bucket, c.key);
    let retryAfter = 0;
    const throttled: Backoff[] = [];
    for (const c of sorted) {
      const s = await recentEvents(tx, c.bucket, c.key, c.windowSeconds);
      const wait = backoffWait(s.n, c);
      const left = wait - (s.since ?? Number.POSITIVE_INFINITY);
      if (wait > 0 && left > 0) {
        throttled.push(c);
        retryAfter = Math.max(retryAfter, Math.ceil(left));
      }
    }
    if (throttled.length) return { ok: false as const, retryAfter, throttled };
    const ids: string[] = [];
    for (const c of sorted) {
      const id = await insertEvent(tx, c.bucket, c.key);
      if (id) ids.push(id);
    }
    return { ok: true as const, eventIds: ids };
  });
}
