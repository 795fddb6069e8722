import { cacheLookup } from './metrics.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { type Encoded, encode, encodedBytes, pickEncoding, setEncodingHeaders } from './encoding.ts';
import type { AppEnv, Deps } from './context.ts';
import { etagOf, matchesEtag } from './answer.ts';
import { accessLog } from './logger.ts';
import { readCacheVersions } from './public-cache.queries.ts';

/**
 * Answers that are the same for every visitor, cached per process and by browsers/CDNs, and
 * correct across processes (docs/decisions/1302-search-counts-and-shared-caching.md).
 *
 * - `cache_versions` holds one version per area; statement triggers on every content table bump it
 *   in the writing transaction, so no write path can forget to invalidate.
 * - A process reads the versions at most every VERSION_POLL_MS (one primary-key query shared by the
 *   requests in flight) and at once after any write request it served itself.
 * - Cached answers are keyed by area version + path + sorted query; only requests without an
 *   Authorization header are cached, so per-member fields (liked by me, registered, my vote) never
 *   reach a shared answer. Members' answers keep a private ETag (304 on a match, the handler runs).
 */
type CacheArea = 'catalog' | 'forum';

const VERSION_POLL_MS = 500;

type CacheDeps = Pick<Deps, 'db' | 'env'>;
const pollMs = (env: Deps['env']) => env.CACHE_VERSION_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : VERSION_POLL_MS);
/** Answers derived from the clock (webinar status, trial activatable) are recomputed at least this often. */
export const ENTRY_TTL_MS = 10_000;
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;
const PUBLIC_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=5';

/** A stored answer: its body with compressed variants (encoding.ts), made once when stored. */
type Entry = { body: Encoded; etag: string; headers: [string, string][]; cacheControl: string; at: number };
type State = {
  versions: Record<string, number>;
  readAt: number;
  inflight: Promise<Record<string, number>> | null;
  /** Bumped by forgetVersions: a read started before a local write must not be trusted after it. */
  generation: number;
  entries: Map<string, Entry>;
  bytes: number;
  memo: Map<string, { version: number; at: number; value: Promise<unknown> }>;
  /** Misses being computed: concurrent visitors of one URL wait for one computation. */
  pending: Map<string, Promise<Entry | null>>;
  /** The newest stored answer per normalised URL, for the fast path (servePublicFast) that runs before the app. */
  byUrl: Map<string, { area: CacheArea; version: number; entry: Entry }>;
};

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    s = { versions: {}, readAt: 0, inflight: null, generation: 0, entries: new Map(), bytes: 0, memo: new Map(), pending: new Map(), byUrl: new Map() };
    states.set(db, s);
  }
  return s;
}

/** The current version of every area, read from the database at most every CACHE_VERSION_POLL_MS (default VERSION_POLL_MS). */
export async function currentVersions({ db, env }: CacheDeps): Promise<Record<string, number>> {
  const s = stateOf(db);
  const poll = pollMs(env);
  const read = () => readCacheVersions(db);
  // Strict mode: every answer sees every write committed before its request arrived.
  if (poll === 0) return read();
  if (Date.now() - s.readAt < poll) return s.versions;
  if (!s.inflight) {
    const started = Date.now();
    const generation = s.generation;
    const p = read()
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
  }
  return s.inflight;
}

/** After a write served by this process: the next read asks the database again (read-your-writes). */
function forgetVersions(db: Db) {
  const s = stateOf(db);
  s.readAt = 0;
  s.inflight = null;
  s.generation++;
}

/** A value computed once per area version (e.g. the jobs list's location and vendor options). */
export async function versioned<T>(deps: CacheDeps, area: CacheArea, key: string, compute: () => Promise<T>): Promise<T> {
  const s = stateOf(deps.db);
  const version = (await currentVersions(deps))[area] ?? 0;
  const hit = s.memo.get(key);
  if (hit && hit.version === version && Date.now() - hit.at < ENTRY_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  s.memo.delete(key);
  s.memo.set(key, { version, at: Date.now(), value });
  // Keyed by more than the route (e.g. per follow set): the oldest go first past the cap.
  while (s.memo.size > MAX_ENTRIES) s.memo.delete(s.memo.keys().next().value as string);
  value.catch(() => s.memo.delete(key));
  return value;
}

/** Path plus the query parameters sorted (so `?b=1&a=2` and `?a=2&b=1` share an entry). */
function normalisedUrl(url: string): string {
  const u = new URL(url);
  const params = [...u.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${u.pathname}?${new URLSearchParams(params).toString()}`;
}

function store(s: State, key: string, e: Entry, fast: { url: string; area: CacheArea; version: number }) {
  s.byUrl.set(fast.url, { area: fast.area, version: fast.version, entry: e });
  const old = s.entries.get(key);
  if (old) s.bytes -= encodedBytes(old.body);
  s.entries.delete(key);
  s.entries.set(key, e);
  s.bytes += encodedBytes(e.body);
  while (s.entries.size > MAX_ENTRIES || s.bytes > MAX_BYTES) {
    const first = s.entries.keys().next();
    if (first.done) break;
    const victim = s.entries.get(first.value);
    s.bytes -= victim ? encodedBytes(victim.body) : 0;
    s.entries.delete(first.value);
    const url = first.value.slice(first.value.indexOf(':', first.value.indexOf(':') + 1) + 1);
    if (s.byUrl.get(url)?.entry === victim) s.byUrl.delete(url);
  }
}

const cacheable = (type: string) => type.includes('json') || type.includes('xml') || type.includes('calendar');
const hash = (body: Uint8Array) => createHash('sha1').update(body).digest('base64url').slice(0, 22);

const handled = new WeakSet<Request>();

/** Cached public GETs of `area`; see the module comment. */
export function publicCache(area: CacheArea): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Hono's '/x/*' also matches '/x': a request passes here once.
    if (c.req.method !== 'GET' || handled.has(c.req.raw)) return next();
    handled.add(c.req.raw);
    const deps = c.get('deps');
    if (c.req.header('authorization')) {
      // route() answers with a private ETag (lib/answer.ts); other bodies (CSV, calendars) get theirs here.
      c.set('answer', 'private');
      await next();
      if (c.get('json') !== undefined || c.res.status !== 200 || !cacheable(c.res.headers.get('content-type') ?? '')) return;
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      const tag = etagOf(body);
      const headers = new Headers(c.res.headers);
      headers.set('ETag', tag);
      headers.set('Cache-Control', 'private, no-cache');
      headers.set('Vary', 'Authorization');
      c.res = matchesEtag(c.req.header('if-none-match'), tag) ? new Response(null, { status: 304, headers }) : new Response(body, { status: 200, headers });
      return;
    }
    c.set('answer', 'shared');
    const version = (await currentVersions(deps))[area] ?? 0;
    const url = normalisedUrl(c.req.url);
    const key = `${area}:${version}:${url}`;
    const s = stateOf(deps.db);
    let entry = s.entries.get(key);
    if (entry && Date.now() - entry.at > ENTRY_TTL_MS) entry = undefined;
    if (!entry) {
      const waiting = s.pending.get(key);
      if (waiting) entry = (await waiting) ?? undefined;
    }
    cacheLookup(entry ? 'app-hit' : 'app-miss');
    if (!entry) {
      let done: (e: Entry | null) => void = () => undefined;
      s.pending.set(key, new Promise<Entry | null>((resolve) => (done = resolve)));
      try {
        await next();
        if (c.res.status !== 200 || !cacheable(c.res.headers.get('content-type') ?? '')) return done(null);
        const made = c.get('json');
        const body = made === undefined ? new Uint8Array(await c.res.arrayBuffer()) : Buffer.from(made);
        const keep: [string, string][] = [];
        for (const name of ['content-type', 'content-disposition']) {
          const v = c.res.headers.get(name);
          if (v) keep.push([name, v]);
        }
        // A public answer's own lifetime (feeds, sitemaps and calendars: 5 minutes for CDNs and pollers) is kept.
        const own = c.res.headers.get('cache-control');
        const cacheControl = own?.startsWith('public') ? own : PUBLIC_CACHE_CONTROL;
        entry = { body: encode(body), etag: `W/"${area[0]}${version}-${hash(body)}"`, headers: keep, cacheControl, at: Date.now() };
        store(s, key, entry, { url, area, version });
        done(entry);
      } catch (err) {
        done(null);
        throw err;
      } finally {
        s.pending.delete(key);
      }
    }
    const headers = new Headers(entry.headers);
    headers.set('ETag', entry.etag);
    headers.set('Cache-Control', entry.cacheControl);
    headers.set('Vary', 'Authorization');
    const sent = pickEncoding(entry.body, c.req.header('accept-encoding'));
    setEncodingHeaders(headers, sent.encoding, entry.body);
    c.res = matchesEtag(c.req.header('if-none-match'), entry.etag)
      ? new Response(null, { status: 304, headers })
      : new Response(sent.body, { status: 200, headers });
  };
}

/** Feeds, sitemaps and calendars: public answers outside /api (they carry the pages' security headers). */
const isFeed = (url: string) => url.startsWith('/rss/') || url.startsWith('/sitemap') || url.startsWith('/calendar/');

/** Registered once for /api/*: a write served by this process makes the next read check the versions. */
export const forgetAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') forgetVersions(c.get('deps').db);
};

/**
 * The fast path, called by the HTTP server before the app (server.ts): a visitor's GET whose answer is stored
 * for the current version of its area is written straight to the socket, without building a web Request or
 * running the middleware chain, which is most of the cost of a cached answer (docs/benchmarks/1301-scale-measurements.md, Session
 * 2026-11-24). The answer is the one the app stored, with the same headers the app adds (`baseHeaders`).
 * Everything else (members, writes, misses, stale versions, conditional answers the app would build) returns
 * false and goes to the app, which refreshes the versions and stores the answer for the next visitor.
 */
export function servePublicFast(
  deps: CacheDeps & Pick<Deps, 'log'>,
  baseHeaders: (requestId: string) => Record<string, string>,
  pageHeaders: (requestId: string) => Record<string, string> = baseHeaders,
) {
  const poll = pollMs(deps.env);
  const { 'X-Request-Id': _perRequest, ...fixed } = baseHeaders('');
  const { 'X-Request-Id': _perPage, ...pageFixed } = pageHeaders('');
  /** An entry's headers for one encoding and status, as a flat [name, value, ...] list, built on its first use. */
  const wires = new WeakMap<Entry, Map<string, string[]>>();
  const wireHeaders = (entry: Entry, sent: { body: Uint8Array; encoding: string | null }, status: number, feed: boolean): string[] => {
    let byKind = wires.get(entry);
    if (!byKind) {
      byKind = new Map();
      wires.set(entry, byKind);
    }
    const kind = `${status}:${sent.encoding}:${feed}`;
    let wire = byKind.get(kind);
    if (!wire) {
      const h: Record<string, string> = { ...(feed ? pageFixed : fixed), ETag: entry.etag, 'Cache-Control': entry.cacheControl, Vary: 'Authorization' };
      for (const [name, value] of entry.headers) h[name] = value;
      if (sent.encoding) h['Content-Encoding'] = sent.encoding;
      if (entry.body.br || entry.body.gzip) h.Vary = 'Authorization, Accept-Encoding';
      if (status === 200) h['Content-Length'] = String(sent.body.byteLength);
      wire = Object.entries(h).flat();
      byKind.set(kind, wire);
    }
    return wire;
  };
  /**
   * Raw query URLs seen lately and their normalised form. With the prebuilt headers: a cached answer to a query URL
   * went from ~38 to ~31 µs of server CPU (docs/benchmarks/1301-scale-measurements.md, Session 2026-11-24).
   */
  const normalised = new Map<string, string>();
  const normalise = (raw: string) => {
    let url = normalised.get(raw);
    if (url === undefined) {
      url = normalisedUrl(`http://x${raw}`);
      if (normalised.size >= MAX_ENTRIES) normalised.clear();
      normalised.set(raw, url);
    }
    return url;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || poll === 0 || req.headers.authorization) return false;
    const raw = req.url ?? '';
    const feed = isFeed(raw);
    if (!feed && !raw.startsWith('/api/')) return false;
    const s = states.get(deps.db);
    if (!s) return false;
    const now = Date.now();
    if (now - s.readAt >= poll) return false;
    const q = raw.indexOf('?');
    const url = q < 0 ? `${raw}?` : normalise(raw);
    const hit = s.byUrl.get(url);
    if (!hit || s.versions[hit.area] !== hit.version || now - hit.entry.at > ENTRY_TTL_MS) return false;
    const started = performance.now();
    const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
    const { entry } = hit;
    const sent = pickEncoding(entry.body, req.headers['accept-encoding']);
    const status = matchesEtag(req.headers['if-none-match'], entry.etag) ? 304 : 200;
    const headers = wireHeaders(entry, sent, status, feed).slice();
    headers.push('X-Request-Id', requestId);
    res.writeHead(status, headers);
    res.end(status === 200 ? sent.body : undefined);
    accessLog(deps.log).info(
      { requestId, method: 'GET', path: raw.slice(0, q < 0 ? undefined : q), status, ms: Math.round(performance.now() - started), cached: true },
      'request',
    );
    return true;
  };
}
