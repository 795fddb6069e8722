import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Deps } from './context.ts';
import { readCacheState } from './public-cache.queries.ts';

/**
 * The one versioned cache (docs/decisions/1302, 2002): what every visitor shares, kept per process and correct
 * across processes.
 *
 * - `cache_versions` holds a version per area, bumped in the writing transaction by statement triggers on the
 *   content tables ('catalog', 'forum'), and a counts version per area ('catalog-counts', 'forum-counts') bumped
 *   by the counter tables (likes, helpful votes, forum votes and views). A process reads them at most every
 *   CACHE_VERSION_POLL_MS (one query shared by the requests in flight), and at once after a write it served.
 * - `Store`: the one map kind. Capped by count and bytes (oldest first out), an entry older than its TTL is a
 *   miss, and concurrent misses of one key wait for one computation (`make`).
 * - `etagOf`: the one ETag (a hash of the body); `markCacheable`/`isCacheable`: the explicit mark on an answer
 *   served from the versioned cache, which the page cache (modules/ssr) needs to store a page made of answers.
 */
export type CacheArea = 'catalog' | 'forum';
export type Versions = Record<string, number>;
export type CacheDeps = Pick<Deps, 'db' | 'env'>;

const VERSION_POLL_MS = 500;
/** Answers derived from the clock (webinar status, trial activatable) are recomputed at least this often. */
export const ENTRY_TTL_MS = 10_000;

export const pollMs = (env: Deps['env']) => env.CACHE_VERSION_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : VERSION_POLL_MS);
export const countsArea = (area: CacheArea) => `${area}-counts`;
/** The content version and the counts version of an area, as one key part (`12.40`). */
export const versionKey = (v: Versions, area: CacheArea) => `${v[area] ?? 0}.${v[countsArea(area)] ?? 0}`;
/**
 * The background version of an area ('catalog-sync'): bumped by background writers (the connected sources' sync),
 * never by a member's or an admin's write. An answer stored under an older background version may be served while
 * ONE request recomputes it, for at most STALE_WHILE_SYNC_MS after it was made (docs/decisions/2205).
 */
export const backgroundArea = (area: CacheArea) => `${area}-sync`;
export const backgroundVersion = (v: Versions, area: CacheArea) => v[backgroundArea(area)] ?? 0;
export const STALE_WHILE_SYNC_MS = ENTRY_TTL_MS;

type Held<V> = { value: V; bytes: number; at: number };

/** A map capped by entries and bytes (oldest first out), with a TTL per entry and one computation per missing key. */
export class Store<V> {
  private entries = new Map<string, Held<V>>();
  private pending = new Map<string, Promise<V | null>>();
  private held = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; ttlMs: number },
    private readonly sizeOf: (v: V) => number = () => 0,
    /** Called for each entry pushed out by the caps (not for replaced or expired ones). */
    private readonly onEvict: (key: string, v: V) => void = () => undefined,
    /** When a value was made (its TTL runs from then); by default when it is stored. */
    private readonly madeAt: (v: V) => number = () => Date.now(),
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.held;
  }

  /** The value and when it was stored, unless older than the TTL. */
  entry(key: string, now = Date.now()): { value: V; at: number } | undefined {
    const e = this.entries.get(key);
    return e && now - e.at <= this.limits.ttlMs ? e : undefined;
  }

  get(key: string, now = Date.now()): V | undefined {
    return this.entry(key, now)?.value;
  }

  set(key: string, value: V, at = this.madeAt(value)) {
    this.delete(key);
    const bytes = this.sizeOf(value);
    this.entries.set(key, { value, bytes, at });
    this.held += bytes;
    while (this.entries.size > this.limits.maxEntries || this.held > this.limits.maxBytes) {
      const first = this.entries.keys().next();
      if (first.done) break;
      const victim = this.entries.get(first.value) as Held<V>;
      this.delete(first.value);
      this.onEvict(first.value, victim.value);
    }
  }

  /** Whether a computation of this key (getOrMake) is running. */
  making(key: string) {
    return this.pending.has(key);
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (old) this.held -= old.bytes;
    this.entries.delete(key);
  }

  /**
   * The stored value, or the one `make` returns (stored unless null). Callers that miss while `make` runs wait for
   * it; a failed `make` stores nothing and fails every waiter.
   */
  async getOrMake(key: string, make: () => Promise<V | null>): Promise<V | null> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const made = make().then((v) => {
      if (v !== null) this.set(key, v);
      return v;
    });
    this.pending.set(key, made);
    try {
      return await made;
    } finally {
      this.pending.delete(key);
    }
  }
}

type State = {
  versions: Versions;
  readAt: number;
  inflight: Promise<Versions> | null;
  /** Bumped by forgetVersions: a read started before a local write must not be trusted after it. */
  generation: number;
  /** Per member who wrote since this process started: the last version seen (a transaction id, docs/decisions/2410). */
  members: Map<string, number>;
  /** The xmin of the newest read applied: the next read asks for the member rows at least this (null: none read yet). */
  since: number | null;
  /** Bumped when `members` is emptied at its cap: every member tag made before is then different. */
  epoch: number;
  /** Reads started, and the newest of them whose member rows were applied (an older read finishing later is not). */
  started: number;
  applied: number;
};

/** At most this many members' versions are held; past it the map is emptied and the epoch bumped (all member answers miss once). */
const MAX_MEMBERS = 100_000;

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    s = { versions: {}, readAt: 0, inflight: null, generation: 0, members: new Map(), since: null, epoch: 0, started: 0, applied: 0 };
    states.set(db, s);
  }
  return s;
}

/** One read of the area versions and of the member versions written since the last read applied. */
async function readState(s: State, db: Db): Promise<Versions> {
  const n = ++s.started;
  const r = await readCacheState(db, s.since);
  if (n > s.applied) {
    s.applied = n;
    for (const [user, version] of r.members) s.members.set(user, version);
    if (s.members.size > MAX_MEMBERS) {
      s.members.clear();
      s.epoch++;
    }
    s.since = r.xmin;
  }
  return r.versions;
}

/** Starts one read of the versions (the requests in flight share it); its result counts from the moment it started. */
function startRead(s: State, db: Db): Promise<Versions> {
  if (s.inflight) return s.inflight;
  const started = Date.now();
  const generation = s.generation;
  const p = readState(s, db)
    .then((v) => {
      if (s.generation === generation) {
        s.versions = v;
        s.readAt = started;
      }
      return v;
    })
    .finally(() => {
      if (s.inflight === p) s.inflight = null;
    });
  s.inflight = p;
  // A read nobody waits for (started ahead, below) must not end the process when the database is away.
  p.catch(() => undefined);
  return p;
}

/**
 * The current version of every area, read from the database at most every CACHE_VERSION_POLL_MS (0: every call).
 * Read ahead: once the versions are half a poll old, the next request starts the next read and is answered with
 * the versions it has, which are still younger than the poll. So under steady traffic no request waits for the
 * read (under load it queues behind other statements: the p99 of cached answers was the read's time,
 * docs/benchmarks/sync.md 2026-11-27), and the rule stays exact: an answer never uses versions read longer than
 * one poll before its request.
 */
export async function currentVersions({ db, env }: CacheDeps): Promise<Versions> {
  const s = stateOf(db);
  const poll = pollMs(env);
  // Strict mode: every answer sees every write committed before its request arrived.
  if (poll === 0) return readState(s, db);
  const age = Date.now() - s.readAt;
  if (age < poll) {
    if (age >= poll / 2) startRead(s, db);
    return s.versions;
  }
  return startRead(s, db);
}

/** The versions read last, while younger than the poll interval (the fast path uses them without waiting; it reads ahead as above). */
export function freshVersions(deps: CacheDeps, now = Date.now()): Versions | null {
  const s = states.get(deps.db);
  const poll = pollMs(deps.env);
  if (!s || poll === 0 || now - s.readAt >= poll) return null;
  if (now - s.readAt >= poll / 2) startRead(s, deps.db);
  return s.versions;
}

/**
 * A member's version as of the versions last read (call after currentVersions): changes when a write of theirs that
 * signed-in answers or the session check read commits (their likes, registrations, activations, views, follows and
 * preferences, profile flags, sessions; the triggers of migration 0025), and for everyone when one of those tables is
 * truncated ('members' in cache_versions). Never older than one poll; at once after a write served by this process.
 */
export function memberVersion(db: Db, versions: Versions, userId: string): string {
  const s = stateOf(db);
  return `${versions.members ?? 0}.${s.epoch}.${s.members.get(userId) ?? 0}`;
}

/** After a write served by this process: the next read asks the database again (read-your-writes). */
export function forgetVersions(db: Db) {
  const s = stateOf(db);
  s.readAt = 0;
  s.inflight = null;
  s.generation++;
}

const MAX_VALUES = 2000;
const values = new WeakMap<Db, Store<{ version: string; value: Promise<unknown> }>>();

/**
 * A value computed once per content and background version of `area` (e.g. the jobs list's location options, the visitors' list a
 * member's flags are laid over). It does not change with the counts version: counts in it are laid over by the caller.
 */
export async function versioned<T>(deps: CacheDeps, area: CacheArea, key: string, compute: () => Promise<T>): Promise<T> {
  let store = values.get(deps.db);
  if (!store) {
    store = new Store({ maxEntries: MAX_VALUES, maxBytes: Number.POSITIVE_INFINITY, ttlMs: ENTRY_TTL_MS });
    values.set(deps.db, store);
  }
  const all = await currentVersions(deps);
  const version = `${all[area] ?? 0}.${backgroundVersion(all, area)}`;
  const full = `${area}:${key}`;
  const hit = store.get(full);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const value = compute();
  store.set(full, { version, value });
  value.catch(() => {
    if (store.get(full)?.value === value) store.delete(full);
  });
  return value;
}

/** The one ETag of the app: a hash of the body (the same body has the same tag whatever made it). */
export const etagOf = (body: string | Uint8Array) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
export const matchesEtag = (header: string | undefined, tag: string) => !!header?.split(',').some((t) => t.trim() === tag || t.trim() === '*');

const cacheableAnswers = new WeakSet<Response>();
/** Marks an answer as served from the versioned cache (same for every visitor at these versions). */
export const markCacheable = (res: Response) => {
  cacheableAnswers.add(res);
  return res;
};
export const isCacheable = (res: Response) => cacheableAnswers.has(res);
