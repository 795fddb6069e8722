import type { Db } from '../db/client.ts';
import { type CacheDeps, currentVersions, Store } from './versioned-cache.ts';

/*
 * Search windows (docs/decisions/2450): a query-result cache one level under the URL cache, as Solr's queryResultCache.
 * A search answered once keeps its first `size` ranked rows (or ids) and its total, keyed by what decides the set and the
 * order (the search, never the page) and by the cache versions of the areas whose writes can change them. Another page of
 * the same search within the window is cut from it; a page past it is answered by the SQL as before. Each process keeps
 * its own windows, checked against the versions every request reads (lib/versioned-cache.ts), so a write served by any
 * process is seen as the public cache sees it. One Store per database: capped by entries and bytes, oldest first out,
 * and concurrent misses of one key compute it once.
 */

/** A ranked window: its first rows and the total of the whole search (capped at TOTAL_CAP, as the SQL answers it). */
export type Ranked<T> = { rows: T[]; total: { total: number; capped: boolean } };

const MAX_ENTRIES = 2000;
const MAX_BYTES = 8 * 1024 * 1024;
/** Versions decide freshness; the TTL only lets windows of words nobody asks again leave. */
const TTL_MS = 5 * 60_000;

const stores = new WeakMap<Db, Store<Ranked<unknown> & { bytes: number }>>();
let limits = { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES, ttlMs: TTL_MS };

function storeOf(db: Db) {
  let s = stores.get(db);
  if (!s) {
    s = new Store(limits, (v) => v.bytes);
    stores.set(db, s);
  }
  return s;
}

/**
 * The page `offset`/`limit` of the search `key` from its window, made by `make` (its first `size` rows) when this process has
 * none for the current versions of `areas`; null when the page ends past the window (or `make` declined: null), and
 * the caller answers by the SQL. `bytesOf` sizes a window for the byte cap.
 */
export async function fromWindow<T>(
  deps: CacheDeps,
  o: { key: string; areas: string[]; size: number; offset: number; limit: number },
  make: (size: number) => Promise<Ranked<T> | null>,
  bytesOf: (w: Ranked<T>) => number,
): Promise<Ranked<T> | null> {
  if (o.offset + o.limit > o.size) return null;
  const versions = await currentVersions(deps);
  const at = o.areas.map((a) => versions[a] ?? 0).join('.');
  const w = await storeOf(deps.db).getOrMake(`${at}|${o.key}`, async () => {
    const made = await make(o.size);
    return made && { ...made, bytes: bytesOf(made) + o.key.length * 2 + 64 };
  });
  // Within the window: a search with fewer rows than the window holds them all (its total is exact), so a page past its
  // end is cut empty with the same total, as the SQL answers it.
  return w && { rows: (w.rows as T[]).slice(o.offset, o.offset + o.limit), total: w.total };
}

/** Tests: the windows held for a database (entries and bytes). */
export function windowsHeld(db: Db) {
  const s = storeOf(db);
  return { entries: s.size, bytes: s.bytes };
}

/** Tests: other caps for the stores made from now on (this database's windows forgotten); no argument: the defaults. */
export function setWindowLimits(db: Db, l: Partial<typeof limits> = {}) {
  limits = { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES, ttlMs: TTL_MS, ...l };
  stores.delete(db);
}
