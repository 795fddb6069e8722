import { sourceContent, type SourceKind } from '@portal/shared/sources';
import type { Deps } from '../../lib/context.ts';
import type { Env } from '../../lib/env.ts';
import { type FetchMapRequest, fetchAndMap, hashOf } from './fetch-map.ts';
import { type Mapped, type Pace, paced, SourceFormatError, slices } from './mapped.ts';
import { SourceFetchError } from './source-fetch.ts';
import { fetchAndMapInThread, syncSourceInThread } from './sources.thread.ts';
import * as q from './sources.queries.ts';
import { databaseUrlOf } from '../../db/client.ts';
import { bumpCacheVersion, deferCacheBump } from '../../lib/public-cache.queries.ts';
import { closeItems, submitItems, titleOf, updateItems, type ValuesOf, withdrawPending } from './sources.write.ts';

/** A worker holds a source this long at most (a crashed worker's claim expires). */
export const SYNC_LEASE_SECONDS = 10 * 60;
/**
 * Rows written per transaction (a handful of multi-row statements): the database connection, which on
 * PGlite is the only one, is never held long, and the sync yields between chunks so public reads interleave.
 */
const CHUNK = 100;

/** Where a source is read. Tokens are path segments, encoded. */
export function sourceUrl(env: Env, s: { kind: SourceKind; ref: string }): string {
  const base = (u: string) => u.replace(/\/+$/, '');
  const seg = encodeURIComponent(s.ref);
  switch (s.kind) {
    case 'greenhouse':
      return `${base(env.GREENHOUSE_API_URL)}/${seg}/jobs?content=true`;
    case 'lever':
      return `${base(env.LEVER_API_URL)}/${seg}?mode=json`;
    case 'ashby':
      return `${base(env.ASHBY_API_URL)}/${seg}?includeCompensation=true`;
    default:
      return s.ref;
  }
}

const what: Record<SourceKind, string> = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby', feed: 'The feed', ical: 'The calendar' };
const accept: Record<SourceKind, string> = {
  greenhouse: 'application/json',
  lever: 'application/json',
  ashby: 'application/json',
  feed: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
  ical: 'text/calendar, */*;q=0.1',
};

/** Exponential back-off after consecutive failures: 15 min, 30 min, 1 h, 2 h… at most a day. */
export function backoffSeconds(failures: number): number {
  return Math.min(15 * 60 * 2 ** Math.max(0, failures - 1), 24 * 3600);
}

/** Publishes a source's committed changes to the public cache (one version bump); a tick may coalesce them. */
export type Bump = () => Promise<void>;

/**
 * The scheduled tick's bump: at most one every `everyMs` while sources finish, and a last one when the tick
 * is done (`flush`), so a tick of many sources does not invalidate the public cache after each of them.
 */
export function coalescedBump(deps: Deps, everyMs: number) {
  let last = 0;
  let owed = false;
  const now = async () => {
    owed = false;
    last = Date.now();
    await bumpCacheVersion(deps.db, 'catalog-sync');
  };
  const bump: Bump = async () => {
    if (Date.now() - last >= everyMs) await now();
    else owed = true;
  };
  return { bump, flush: async () => (owed ? now() : undefined) };
}

export type Counts = { added: number; updated: number; closed: number; skipped: number; pending: number };

type Pending<T extends q.ItemType> = { externalId: string; values: ValuesOf[T]; hash: string };

/**
 * Writes what the source says: a new external id is submitted (live at once for a trusted vendor, else
 * pending review), a live item the source changed (by hash of the mapped values) is updated in place, an
 * unchanged one costs nothing, and one no longer in the source is closed. Writes go in chunks, each its
 * own short transaction of a few multi-row statements with the links it makes, and the sync yields
 * between them, so public reads never wait behind one long write. The chunks leave the public cache's
 * version alone; it is bumped once when the source is done, if anything public changed (docs/decisions/2202).
 */
export async function applyItems<T extends q.ItemType>(
  deps: Pick<Deps, 'db'>,
  source: { id: string; vendorId: string; createdBy: string | null },
  type: T,
  mapped: Mapped<ValuesOf[T]> & { items: { hash?: string }[] },
  bump: Bump = () => bumpCacheVersion(deps.db, 'catalog-sync'),
  next: Pace = slices(),
): Promise<Counts> {
  const existing = new Map((await q.itemsOf(deps.db, source.id)).map((r) => [r.externalId, r]));
  const submit: Pending<T>[] = [];
  const changed: (Pending<T> & { contentId: string })[] = [];
  const seen = new Set<string>();
  for (const item of mapped.items) {
    // A source that lists one id twice: the first entry counts.
    if (seen.has(item.externalId)) continue;
    seen.add(item.externalId);
    await next();
    // Hashed where it was mapped (the source thread), or here.
    const hash = item.hash ?? hashOf(item.values);
    const old = existing.get(item.externalId);
    if (old && old.hash === hash && !old.closed) continue;
    if (old?.contentId) changed.push({ ...item, hash, contentId: old.contentId });
    // A webinar the calendar already cancels is not worth submitting.
    else if (type === 'webinar' && (item.values as ValuesOf['webinar']).status === 'cancelled') continue;
    else submit.push({ ...item, hash });
  }
  const gone = [...existing.values()].filter((r) => !seen.has(r.externalId) && !r.closed);
  const counts: Counts = { added: 0, updated: 0, closed: 0, skipped: mapped.warnings.length, pending: 0 };
  const warnings = mapped.warnings;
  const needsActor = submit.length > 0 || gone.some((g) => !g.contentId && g.submissionState === 'pending');
  const actor = needsActor ? await q.syncActor(deps.db, source) : null;
  if (needsActor && !actor)
    throw new SourceFormatError('Nobody can submit this source’s items: the person who connected it has no account any more. Connect it again.');
  try {
    for (let i = 0; i < submit.length; i += CHUNK) {
      const part = submit.slice(i, i + CHUNK);
      // Counted once the chunk is committed: a chunk that fails publishes nothing, so it owes no bump.
      const chunk = { added: 0, pending: 0, skipped: 0 };
      await deps.db.transaction(async (tx) => {
        await deferCacheBump(tx);
        const results = await submitItems(tx, {
          type,
          vendorId: source.vendorId,
          sourceId: source.id,
          items: part,
          actor: actor as { id: string; email: string },
        });
        const links: q.Link[] = [];
        for (const [k, r] of results.entries()) {
          const p = part[k] as Pending<T>;
          if ('refused' in r) {
            warnings.push(`Skipped '${titleOf(type, p.values)}': ${r.refused}`);
            chunk.skipped++;
            continue;
          }
          links.push({ externalId: p.externalId, contentId: r.contentId, submissionId: r.submissionId, hash: p.hash });
          if (r.contentId) chunk.added++;
          else chunk.pending++;
        }
        await q.saveLinks(tx, source.id, type, links);
      });
      counts.added += chunk.added;
      counts.pending += chunk.pending;
      counts.skipped += chunk.skipped;
      await next();
    }
    for (let i = 0; i < changed.length; i += CHUNK) {
      const part = changed.slice(i, i + CHUNK);
      counts.updated += await deps.db.transaction(async (tx) => {
        await deferCacheBump(tx);
        const updated = await updateItems(
          tx,
          type,
          part.map((p) => ({ ...p.values, id: p.contentId })),
        );
        // An item an admin deleted stays deleted: its link just follows the source.
        await q.saveLinks(
          tx,
          source.id,
          type,
          part.map((p) => ({ externalId: p.externalId, contentId: p.contentId, submissionId: null, hash: p.hash })),
        );
        return updated;
      });
      await next();
    }
    if (gone.length) {
      counts.closed = await deps.db.transaction(async (tx) => {
        await deferCacheBump(tx);
        const closed = (
          await closeItems(
            tx,
            type,
            gone.flatMap((g) => (g.contentId ? [g.contentId] : [])),
          )
        ).length;
        await q.closeLinks(
          tx,
          source.id,
          gone.map((g) => g.externalId),
        );
        return closed;
      });
      const pendingGone = gone.flatMap((g) => (!g.contentId && g.submissionId && g.submissionState === 'pending' ? [g.submissionId] : []));
      if (actor && pendingGone.length) await withdrawPending(deps, actor, source.vendorId, pendingGone);
    }
  } finally {
    // Once per source, also when a chunk failed after others were committed.
    if (counts.added || counts.updated || counts.closed) await bump();
  }
  return counts;
}

/** What a sync needs: the source thread has these of its own (docs/decisions/2207). */
export type SyncDeps = Pick<Deps, 'db' | 'env' | 'log'>;

const FAILED_ON_OUR_SIDE = 'The sync failed on our side; it will be tried again';
/** The counts of a sync that wrote nothing (a failure, a 304). */
const NO_CHANGES = { added: 0, updated: 0, closed: 0, skipped: 0, pending: 0 };

/** The outcome of a failed sync: the source keeps its validators, the back-off grows. */
function failedOutcome(source: q.SourceRow, message: string): q.SyncOutcome {
  const failures = source.failures + 1;
  return {
    ok: false,
    etag: source.etag,
    lastModified: source.lastModified,
    nextInSeconds: backoffSeconds(failures),
    error: message.slice(0, 500),
    warnings: [],
    ...NO_CHANGES,
  };
}

/**
 * Syncs one claimed source and records the outcome; never throws for the source's own faults (they are its state).
 * On PostgreSQL with the source thread on, the whole sync runs in that thread, its writes through the thread's own
 * connection, and only the cache bump comes back here (docs/decisions/2207); otherwise `syncHere`.
 */
export async function syncSource(deps: SyncDeps, source: q.SourceRow, bump?: Bump): Promise<q.SyncOutcome> {
  const databaseUrl = deps.env.SOURCE_SYNC_THREAD && deps.env.SOURCE_SYNC_THREAD_WRITES ? databaseUrlOf(deps.db) : undefined;
  if (!databaseUrl) return syncHere(deps, source, bump);
  const publish = bump ?? (() => bumpCacheVersion(deps.db, 'catalog-sync'));
  let outcome: q.SyncOutcome | null;
  try {
    outcome = await syncSourceInThread(deps.log, { source, env: deps.env, databaseUrl }, publish);
  } catch (err) {
    // The thread stopped (or lost its connection) before it recorded the outcome: recorded here, and whatever chunks
    // it had committed are published.
    deps.log.error({ err, sourceId: source.id }, 'source sync failed in the source thread');
    outcome = failedOutcome(source, FAILED_ON_OUR_SIDE);
    await q.finishSync(deps.db, source.id, outcome);
    await publish();
    return outcome;
  }
  // Null: the thread cannot start in this process, so the source is synced here.
  return outcome ?? syncHere(deps, source, bump);
}

/**
 * The sync on this thread: fetch and map (in the source thread when SOURCE_SYNC_THREAD, else here, paced by `mapDuty`,
 * default SOURCE_SYNC_DUTY), then the writes, paced by SOURCE_SYNC_DUTY, and the outcome recorded.
 */
export async function syncHere(deps: SyncDeps, source: q.SourceRow, bump?: Bump, mapDuty?: number): Promise<q.SyncOutcome> {
  const interval = deps.env.SOURCE_SYNC_MINUTES * 60;
  const type = sourceContent[source.kind];
  let outcome: q.SyncOutcome;
  try {
    const req: FetchMapRequest = {
      kind: source.kind,
      url: sourceUrl(deps.env, source),
      what: what[source.kind],
      fetch: {
        etag: source.etag,
        lastModified: source.lastModified,
        timeoutMs: deps.env.SOURCE_TIMEOUT_MS,
        maxBytes: deps.env.SOURCE_MAX_BYTES,
        allowLoopback: deps.env.WEBHOOK_ALLOW_LOOPBACK,
        userAgent: `AITestingHub-SourceSync/1 (+${deps.env.APP_URL})`,
        accept: accept[source.kind],
      },
    };
    // Mapping and writing are paced to SOURCE_SYNC_DUTY of the time, so public reads keep the machine (docs/decisions/2202);
    // the fetch, parse, sanitising and hashing run in the source thread unless it is turned off (docs/decisions/2206).
    const pace = paced(deps.env.SOURCE_SYNC_DUTY);
    const res = deps.env.SOURCE_SYNC_THREAD
      ? await fetchAndMapInThread(deps.log, req, deps.env.SOURCE_SYNC_DUTY, pace)
      : await fetchAndMap(req, mapDuty === undefined ? pace : paced(mapDuty));
    if (res.notModified) {
      outcome = {
        ok: true,
        etag: res.etag,
        lastModified: res.lastModified,
        nextInSeconds: interval,
        error: null,
        warnings: [],
        ...NO_CHANGES,
      };
    } else {
      const mapped = res.mapped as Mapped<ValuesOf[typeof type]> & { items: { hash: string }[] };
      const counts = await applyItems(deps, source, type, mapped, bump, pace);
      outcome = {
        ok: true,
        etag: res.etag,
        lastModified: res.lastModified,
        nextInSeconds: interval,
        error: null,
        warnings: mapped.warnings.slice(0, 5),
        ...counts,
      };
    }
  } catch (err) {
    if (!(err instanceof SourceFetchError) && !(err instanceof SourceFormatError)) deps.log.error({ err, sourceId: source.id }, 'source sync failed');
    const known = err instanceof SourceFetchError || err instanceof SourceFormatError;
    outcome = failedOutcome(source, known ? (err as Error).message : FAILED_ON_OUR_SIDE);
  }
  await q.finishSync(deps.db, source.id, outcome);
  if (outcome.added || outcome.updated || outcome.closed)
    deps.log.info({ sourceId: source.id, kind: source.kind, ...outcome, warnings: undefined }, 'source synced');
  return outcome;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

export const SYNC_CONCURRENCY = 4;
const TICK_LIMIT = 500;

/** A tick's sources publish their changes to the public cache at most this often (docs/decisions/2202). */
const TICK_BUMP_MS = 5_000;

/**
 * The recurring tick: every due source (up to 500 per tick), a few at once. The public cache's version is
 * bumped at most every TICK_BUMP_MS while sources finish, and once more at the end if one is owed. Returns what it did.
 */
export async function syncDueSources(deps: Deps) {
  const due = await q.claimDue(deps.db, TICK_LIMIT, SYNC_LEASE_SECONDS);
  const totals = { sources: due.length, failed: 0, added: 0, updated: 0, closed: 0 };
  const bumps = coalescedBump(deps, TICK_BUMP_MS);
  try {
    await pool(due, SYNC_CONCURRENCY, async (s) => {
      const o = await syncSource(deps, s, bumps.bump);
      if (!o.ok) totals.failed++;
      totals.added += o.added;
      totals.updated += o.updated;
      totals.closed += o.closed;
    });
  } finally {
    await bumps.flush();
  }
  return totals;
}

/** 'Sync now' (a queued job): the one source, unless another worker is syncing it already. */
export async function syncOneNow(deps: Deps, sourceId: string) {
  const s = await q.claimOne(deps.db, sourceId, SYNC_LEASE_SECONDS);
  if (!s) return null;
  return syncSource(deps, s);
}
