import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv, Deps } from './context.ts';
import { layCounts } from './counters.ts';
import { type Encoded, encode, encodedBytes, pickEncoding, setEncodingHeaders } from './encoding.ts';
import { accessLog } from './logger.ts';
import { cacheLookup } from './metrics.ts';
import {
  backgroundVersion,
  type CacheArea,
  type CacheDeps,
  currentVersions,
  ENTRY_TTL_MS,
  etagOf,
  forgetVersions,
  freshVersions,
  markCacheable,
  matchesEtag,
  pollMs,
  STALE_WHILE_SYNC_MS,
  Store,
  versionKey,
} from './versioned-cache.ts';

export { currentVersions, ENTRY_TTL_MS, versioned } from './versioned-cache.ts';

/**
 * Visitors' answers of the cached areas, the same for every visitor, kept per process (lib/versioned-cache.ts,
 * docs/decisions/1302 and 2002) and sent to browsers and CDNs with a short public lifetime.
 *
 * - Only requests without an Authorization header are cached, so per-member fields (liked by me, registered,
 *   my vote) never reach a shared answer. Members' answers keep a private ETag (304 on a match, the handler runs).
 * - Two stores per process: `contents`, the handler's answer per content version of the area and URL (path plus
 *   sorted query), and `answers`, that answer with the current counters laid over it (lib/counters.ts) per content
 *   and counts version, each compressed variant made on its first use (encoding.ts). A like bumps only the counts version: the next visitor's
 *   answer is the stored content with one counts query laid over it, without running the handler.
 * - `latest`: the newest answer per URL, for the fast path (servePublicFast) that runs before the app.
 * - Both stores are also keyed by the area's background version (the sources' sync). When only that version moved,
 *   one request recomputes the answer and the others get the latest one meanwhile, if it was made for the same
 *   content and counts versions less than STALE_WHILE_SYNC_MS ago (`staleWhileSync`, docs/decisions/2205).
 */
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;
const PUBLIC_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=5';

/** A stored answer: its body with compressed variants (made as clients ask for them); `at` is when the handler made it. */
type Entry = {
  body: Encoded;
  etag: string;
  headers: [string, string][];
  cacheControl: string;
  at: number;
  json: boolean;
  area: CacheArea;
  /** The versions it was made for (versionKey). */
  versions: string;
  /** The background version it was made for (backgroundVersion). */
  background: number;
  url: string;
};
type Cache = { contents: Store<Entry>; answers: Store<Entry>; latest: Map<string, Entry> };

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const limits = { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES, ttlMs: ENTRY_TTL_MS };
    const size = (e: Entry) => encodedBytes(e.body);
    const latest = new Map<string, Entry>();
    const forget = (_key: string, e: Entry) => {
      if (latest.get(e.url) === e) latest.delete(e.url);
    };
    cache = { contents: new Store(limits, size, undefined, (e) => e.at), answers: new Store(limits, size, forget, (e) => e.at), latest };
    caches.set(db, cache);
  }
  return cache;
}

/** Path plus the query parameters sorted (so `?b=1&a=2` and `?a=2&b=1` share an entry). */
function normalisedUrl(url: string): string {
  const u = new URL(url);
  const params = [...u.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${u.pathname}?${new URLSearchParams(params).toString()}`;
}

const cacheableType = (type: string) => type.includes('json') || type.includes('xml') || type.includes('calendar');

/** The stored content with the current counters laid over it; the content's own encoding when nothing changed. */
async function withCounts(db: Db, content: Entry, versions: string): Promise<Entry> {
  if (!content.json) return { ...content, versions };
  const text = Buffer.from(content.body.body).toString();
  const laid = JSON.stringify(await layCounts(db, content.area, JSON.parse(text)));
  if (laid === text) return { ...content, versions };
  const body = Buffer.from(laid);
  return { ...content, versions, body: encode(body), etag: etagOf(body) };
}

/**
 * The latest answer of a URL, if it may be served while `key` (the answer for the current versions) is computed:
 * same content and counts versions, only an older background version (a sync's bump, never a member's write),
 * and made less than STALE_WHILE_SYNC_MS ago.
 */
function staleWhileSync(cache: Cache, url: string, key: string, versions: string, background: number, now: number): Entry | undefined {
  const prev = cache.latest.get(url);
  if (!prev || prev.versions !== versions || prev.background >= background || now - prev.at > STALE_WHILE_SYNC_MS) return undefined;
  return cache.answers.making(key) ? prev : undefined;
}

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
      if (c.get('json') !== undefined || c.res.status !== 200 || !cacheableType(c.res.headers.get('content-type') ?? '')) return;
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      const tag = etagOf(body);
      const headers = new Headers(c.res.headers);
      headers.set('ETag', tag);
      headers.set('Cache-Control', 'private, no-cache');
      headers.set('Vary', 'Authorization');
      c.res = undefined; // replaced, not wrapped (below): its headers are copied above
      c.res = matchesEtag(c.req.header('if-none-match'), tag) ? new Response(null, { status: 304, headers }) : new Response(body, { status: 200, headers });
      return;
    }
    c.set('answer', 'shared');
    const all = await currentVersions(deps);
    const versions = versionKey(all, area);
    const background = backgroundVersion(all, area);
    const url = normalisedUrl(c.req.url);
    const cache = cacheOf(deps.db);
    const run: { made: 'content' | 'counts' | null } = { made: null };
    const make = async (): Promise<Entry | null> => {
      const contentKey = `${area}:${all[area] ?? 0}.${background}:${url}`;
      const content = cache.contents.get(contentKey);
      if (content) {
        run.made = 'counts';
        return withCounts(deps.db, content, versions);
      }
      run.made = 'content';
      await next();
      if (c.res.status !== 200 || !cacheableType(c.res.headers.get('content-type') ?? '')) return null;
      const text = c.get('json');
      const body = text === undefined ? new Uint8Array(await c.res.arrayBuffer()) : Buffer.from(text);
      const keep: [string, string][] = [];
      for (const name of ['content-type', 'content-disposition']) {
        const v = c.res.headers.get(name);
        if (v) keep.push([name, v]);
      }
      // A public answer's own lifetime (feeds, sitemaps and calendars: 5 minutes for CDNs and pollers) is kept.
      const own = c.res.headers.get('cache-control');
      const cacheControl = own?.startsWith('public') ? own : PUBLIC_CACHE_CONTROL;
      const entry: Entry = {
        body: encode(body),
        etag: etagOf(body),
        headers: keep,
        cacheControl,
        at: Date.now(),
        json: text !== undefined,
        area,
        versions,
        background,
        url,
      };
      // The handler read the counters itself: its answer is the content and the answer for these versions.
      cache.contents.set(contentKey, entry);
      return entry;
    };
    const key = `${area}:${versions}:${background}:${url}`;
    let entry: Entry | null = cache.answers.get(key) ?? null;
    const stale = entry ? undefined : staleWhileSync(cache, url, key, versions, background, Date.now());
    if (stale) entry = stale;
    else {
      try {
        entry = await cache.answers.getOrMake(key, make);
      } catch (err) {
        if (run.made) throw err;
        entry = null; // another request's computation failed: this one runs its own
      }
    }
    cacheLookup(run.made === 'content' ? 'app-miss' : 'app-hit');
    if (entry) {
      if (!stale) cache.latest.set(url, entry);
    } else {
      // Not cacheable (an error, a redirect, another type): the handler's own answer, run here if another request made it.
      if (!run.made) await next();
      return;
    }
    const headers = new Headers(entry.headers);
    headers.set('ETag', entry.etag);
    headers.set('Cache-Control', entry.cacheControl);
    headers.set('Vary', 'Authorization');
    const sent = pickEncoding(entry.body, c.req.header('accept-encoding'));
    setEncodingHeaders(headers, sent.encoding, entry.body);
    // On a miss c.res holds the handler's answer, which this one replaces: cleared first, since Hono's setter would
    // otherwise wrap the new answer in a Response made from its body as a web stream (and copy the old headers over
    // it), which the Node adapter then reads back chunk by chunk instead of writing the bytes (docs/decisions/2440).
    c.res = undefined;
    c.res = matchesEtag(c.req.header('if-none-match'), entry.etag)
      ? new Response(null, { status: 304, headers })
      : new Response(sent.body, { status: 200, headers });
    // Marked once set: Hono's c.res setter makes a new Response when one was there.
    markCacheable(c.res);
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
    // The variant's length too: a first use's fast variant is replaced by the stored level's on the next use (encoding.ts).
    const kind = `${status}:${sent.encoding}:${sent.body.byteLength}:${feed}`;
    let wire = byKind.get(kind);
    if (!wire) {
      const h: Record<string, string> = { ...(feed ? pageFixed : fixed), ETag: entry.etag, 'Cache-Control': entry.cacheControl, Vary: 'Authorization' };
      for (const [name, value] of entry.headers) h[name] = value;
      if (sent.encoding) h['Content-Encoding'] = sent.encoding;
      if (entry.body.compressible) h.Vary = 'Authorization, Accept-Encoding';
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
    const now = Date.now();
    const versions = freshVersions(deps, now);
    const cache = caches.get(deps.db);
    if (!versions || !cache) return false;
    const q = raw.indexOf('?');
    const url = q < 0 ? `${raw}?` : normalise(raw);
    const entry = cache.latest.get(url);
    if (!entry || now - entry.at > ENTRY_TTL_MS) return false;
    const current = versionKey(versions, entry.area);
    const background = backgroundVersion(versions, entry.area);
    if (current !== entry.versions) return false;
    // Only the sync moved on: served while the app recomputes it (staleWhileSync), else the app does.
    if (background !== entry.background && !staleWhileSync(cache, url, `${entry.area}:${current}:${background}:${url}`, current, background, now)) return false;
    const started = performance.now();
    const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
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

/**
 * A visitor's stored answer to `path` (an /api GET) for the current versions of its area, as a Response with the
 * stored headers and the identity body; null when none is stored (the caller runs the route). The server renderer
 * reads its page data through this first (modules/ssr), so a page made of stored answers does not enter the app.
 */
export async function storedAnswer(deps: CacheDeps, path: string): Promise<Response | null> {
  const cache = caches.get(deps.db);
  if (!cache) return null;
  const entry = cache.latest.get(normalisedUrl(`http://x${path}`));
  if (!entry || Date.now() - entry.at > ENTRY_TTL_MS) return null;
  if (versionKey(await currentVersions(deps), entry.area) !== entry.versions) return null;
  const headers = new Headers(entry.headers);
  headers.set('ETag', entry.etag);
  headers.set('Cache-Control', entry.cacheControl);
  return new Response(entry.body.body, { status: 200, headers });
}
