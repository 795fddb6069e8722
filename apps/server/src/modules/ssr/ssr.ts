/**
 * Server rendering of the public pages (docs/decisions/1501-server-rendering.md): the web app's own
 * SSR bundle (apps/web/dist-ssr, built by `vite build --ssr`) renders the page with the same routes and
 * queries as the browser; its API calls are answered in-process by this app, as a visitor. The HTML,
 * the page's head (title, description, canonical, Open Graph, Twitter, JSON-LD) and the query cache
 * (a JSON data block, never an executable script: the CSP stays strict) go into dist/index.html.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { type Encoded, encode, encodedBytes, pickEncoding, setEncodingHeaders, withBestBrotli } from '../../lib/encoding.ts';
import { storedAnswer } from '../../lib/public-cache.ts';
import {
  type CacheDeps,
  currentVersions,
  ENTRY_TTL_MS,
  etagOf,
  freshVersions,
  isCacheable,
  markCacheable,
  matchesEtag,
  type Versions,
  Store,
} from '../../lib/versioned-cache.ts';

type Head = {
  title: string;
  description?: string;
  image?: string | null;
  type?: string;
  jsonLd?: Record<string, unknown>;
  /** The page's RSS feed (`<link rel="alternate">`). */
  feed?: { href: string; title: string };
};

/** The site's default link-preview image (apps/web/public/og-image.png), for pages without their own. */
const DEFAULT_OG_IMAGE = '/og-image.png';
type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: Head; state: unknown };
type Entry = {
  render: (input: { url: string; fetch: (path: string, init: RequestInit) => Promise<Response> }) => Promise<RenderResult>;
  fullTitle: (title: string | undefined) => string;
};

export const SSR_STATE_ID = 'ssr-state';
const SITE_NAME = 'AI Testing Hub';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script> data block: `<` escaped so no `</script>` or `<!--` can end it early. */
const jsonBlock = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's head tags. */
export function headTags(head: Head, canonical: string, origin: string, fullTitle: string): string {
  const description = head.description?.trim();
  const image = new URL(head.image || DEFAULT_OG_IMAGE, origin).href;
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) => (value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '');
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    head.feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}" />` : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonBlock(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** dist/index.html with the rendered page: title, description, head tags, the HTML and the query cache. */
export function fillTemplate(template: string, page: { title: string; description?: string; headTags: string; html: string; state: unknown }) {
  let out = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    out = out.replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(page.description)}" />`);
  }
  out = out.replace('</head>', `  ${page.headTags}\n  </head>`);
  return out.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${jsonBlock(page.state)}</script>`,
  );
}

/**
 * The fallback for every non-API GET without a file extension: a server-rendered page when the SSR
 * bundle is built, else (or for member and admin screens) the page shell.
 */
export function createPageRenderer(app: Hono<AppEnv>, deps: Deps, opts: { template: string; entryPath: string; appUrl: string }) {
  let entry: Promise<Entry | null> | null = null;
  const defaultDescription = /<meta name="description" content="([^"]*)"/.exec(opts.template)?.[1];
  const load = () => {
    entry ??= existsSync(opts.entryPath) ? (import(pathToFileURL(opts.entryPath).href) as Promise<Entry>) : Promise.resolve(null);
    return entry;
  };
  const shell = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(opts.template);
  };
  // Rendered pages by content versions + path, capped by count and bytes (oldest first out), ENTRY_TTL_MS at most.
  const latest = new Map<string, Page>();
  const pages = new Store<Page>(
    { maxEntries: MAX_PAGES, maxBytes: 16 * 1024 * 1024, ttlMs: ENTRY_TTL_MS },
    (p) => encodedBytes(p.body),
    (_key, p) => {
      if (latest.get(p.url) === p) latest.delete(p.url);
    },
    (p) => p.at,
  );
  // The newest stored page per URL, for the HTTP server's fast path (servePagesFast).
  // (An app made without a database, as in the static-files test, has no fast path for pages.)
  if (deps.db) latestPages.set(deps.db, latest);
  const remember = (page: Page) => {
    if (latest.size >= MAX_PAGES * 2) latest.clear();
    latest.set(page.url, page);
  };

  return async (c: Context<AppEnv>) => {
    const mod = await load();
    if (!mod) return shell(c);
    const reqUrl = new URL(c.req.url);
    const url = `${opts.appUrl}${reqUrl.pathname}${reqUrl.search}`;
    // A rendered page is the same for every visitor (the renderer calls the API as a visitor): cached per
    // process under the content versions read before rendering. Not under the counts versions: a like does not
    // re-render pages, whose counts are at most ENTRY_TTL_MS old (docs/decisions/2002-counters-as-overlays.md).
    const versions = await currentVersions(deps);
    const pageUrl = `${reqUrl.pathname}${reqUrl.search}`;
    const key = `${pageVersions(versions)}:${pageUrl}`;
    const hit = pages.get(key);
    if (hit) {
      remember(hit);
      return sendPage(c, hit);
    }
    // API calls of the renderer: in-process and as a visitor (no credentials or cookies). A GET whose answer the
    // versioned public cache holds for the current versions is answered from it without entering the app; any
    // other is run by the app's own route (route(): validation, answer, cacheable mark) as an internal request,
    // which skips the per-request middleware (request id, access line, security headers): the page has its own.
    // The page is kept only when every answer it used was marked cacheable by the versioned public cache.
    let versioned = true;
    const fetchApi = async (path: string, init: RequestInit) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const stored = method === 'GET' ? await storedAnswer(deps, path) : null;
      let res: Response;
      if (stored) {
        res = stored;
        markCacheable(res);
      } else {
        const req = new Request(new URL(path, 'http://localhost'), { ...init, credentials: undefined });
        internalRequests.add(req);
        res = await app.request(req);
      }
      if (!isCacheable(res)) versioned = false;
      return res;
    };
    let result: RenderResult;
    try {
      result = await mod.render({ url, fetch: fetchApi });
    } catch (err) {
      // A rendering bug must not take the page down: the browser renders it as before.
      c.get('log').error({ err, path: reqUrl.pathname }, 'server rendering failed');
      return shell(c);
    }
    if (result.kind === 'shell') return shell(c);
    if (result.kind === 'redirect') return c.redirect(result.location, result.status as 302);
    const canonical = `${opts.appUrl}${reqUrl.pathname === '/' ? '/' : reqUrl.pathname.replace(/\/+$/, '')}`;
    const title = mod.fullTitle(result.head.title);
    const head = { ...result.head, description: result.head.description || defaultDescription };
    const html = fillTemplate(opts.template, {
      title,
      description: head.description,
      headTags: headTags(head, canonical, opts.appUrl, title),
      html: result.html,
      state: result.state,
    });
    const bytes = Buffer.from(html);
    const page: Page = {
      status: result.status,
      body: encode(bytes),
      etag: etagOf(bytes),
      at: Date.now(),
      versions: pageVersions(versions),
      url: pageUrl,
      hits: 0,
      best: false,
    };
    if (versioned) {
      pages.set(key, page);
      remember(page);
    }
    return sendPage(c, page);
  };
}

const MAX_PAGES = 500;
/**
 * A stored page: made under the content versions `versions` for `url` (path and query as requested); `etag` is the
 * hash of its HTML (the same for every visitor: the page has no per-request part, the CSP no nonce).
 */
type Page = {
  status: number;
  /** Replaced once by its best brotli variant when the page is hot (servePagesFast). */
  body: Encoded;
  etag: string;
  at: number;
  versions: string;
  url: string;
  /** Answers from the fast path, and whether its best brotli variant was asked for. */
  hits: number;
  best: boolean;
};

/**
 * A page answered this many times by the fast path gets its brotli variant at the best quality (encoding.ts,
 * withBestBrotli), made on the thread pool, one page at a time; later answers send it. A page lives ENTRY_TTL_MS, so
 * only pages asked for more than about twice a second pay for it.
 */
export const HOT_PAGE_HITS = 20;
/** Pages are kept under the content versions only (not the counts versions, docs/decisions/2002). */
const pageVersions = (v: Versions) => `${v.catalog ?? 0}:${v.forum ?? 0}`;
const latestPages = new WeakMap<Db, Map<string, Page>>();

/**
 * The renderer's own API requests (createPageRenderer): the app's first middleware lets them straight through to
 * the route, without a request id, an access line or security headers of their own (app.ts).
 */
export const internalRequests = new WeakSet<Request>();

/**
 * The fast path for pages, called by the HTTP server before the app (server.ts), like servePublicFast for API
 * answers: a stored page whose content versions are current and which is younger than ENTRY_TTL_MS is written
 * straight to the socket, precompressed, with the headers the app gives a page (`pageHeaders`, then Content-Type
 * and Cache-Control: no-cache). Pages are rendered as a visitor, the same for everyone; a request with an
 * Authorization header never comes here.
 */
export function servePagesFast(deps: CacheDeps, pageHeaders: (requestId: string) => Record<string, string>) {
  const { 'X-Request-Id': _perRequest, ...fixed } = pageHeaders('');
  /**
   * A page's headers for one status and encoding, as the flat [name, value, ...] list writeHead takes, built on the
   * page's first such answer: a hit then builds no Headers object and parses nothing but Accept-Encoding and
   * If-None-Match, as servePublicFast does for API answers (docs/benchmarks/2026-11-27-pages.md).
   */
  const wires = new WeakMap<Page, Map<string, string[]>>();
  const wireHeaders = (page: Page, status: number, sent: { body: Uint8Array; encoding: string | null }) => {
    let byKind = wires.get(page);
    if (!byKind) {
      byKind = new Map();
      wires.set(page, byKind);
    }
    // The length is part of the kind: a variant is made fast on its first use and again at the stored level (encoding.ts).
    const kind = `${status}:${sent.encoding}:${sent.body.byteLength}`;
    let wire = byKind.get(kind);
    if (!wire) {
      const h: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache', ...fixed, ETag: page.etag };
      if (sent.encoding) h['Content-Encoding'] = sent.encoding;
      if (page.body.compressible) h.Vary = 'Accept-Encoding';
      if (status !== 304) h['Content-Length'] = String(sent.body.byteLength);
      wire = Object.entries(h).flat();
      byKind.set(kind, wire);
    }
    return wire;
  };
  let improving = false;
  const improve = (page: Page) => {
    page.best = true;
    improving = true;
    withBestBrotli(page.body)
      .then((body) => {
        if (body === page.body) return;
        page.body = body;
        wires.delete(page); // its Content-Length changed
      })
      .catch(() => undefined) // the quality-5 variant stays
      .finally(() => {
        improving = false;
      });
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.headers.authorization) return false;
    const raw = req.url ?? '';
    if (raw.startsWith('/api/')) return false;
    const page = latestPages.get(deps.db)?.get(raw);
    if (!page) return false;
    const now = Date.now();
    const versions = freshVersions(deps, now);
    if (!versions || pageVersions(versions) !== page.versions || now - page.at > ENTRY_TTL_MS) return false;
    if (++page.hits >= HOT_PAGE_HITS && !page.best && !improving) improve(page);
    const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
    const sent = pickEncoding(page.body, req.headers['accept-encoding']);
    const status = notModified(page, req.headers['if-none-match']) ? 304 : page.status;
    const headers = wireHeaders(page, status, sent).slice();
    headers.push('X-Request-Id', requestId);
    res.writeHead(status, headers);
    res.end(status === 304 ? undefined : sent.body);
    return true;
  };
}

/** A browser that holds this page (If-None-Match with its ETag) gets a 304; only for a 200 page. */
const notModified = (page: Page, ifNoneMatch: string | undefined) => page.status === 200 && matchesEtag(ifNoneMatch, page.etag);

/** The page in the best encoding the browser accepts (each variant made on its first use, lib/encoding.ts). */
function sendPage(c: Context<AppEnv>, page: Page) {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache', ETag: page.etag });
  const sent = pickEncoding(page.body, c.req.header('accept-encoding'));
  setEncodingHeaders(headers, sent.encoding, page.body);
  if (notModified(page, c.req.header('if-none-match'))) return new Response(null, { status: 304, headers });
  return new Response(sent.body, { status: page.status, headers });
}
