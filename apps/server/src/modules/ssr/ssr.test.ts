import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../app.ts';
import { createNodeServer } from '../../server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { encode, withBestBrotli } from '../../lib/encoding.ts';
import { fillTemplate, HOT_PAGE_HITS, headTags } from './ssr.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default description" />
    <title>AI Testing Hub</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A web dist with a stand-in SSR bundle: it renders what the in-process API answers, so these tests
 * prove the server's part (statuses, head tags, escaping, the shell, in-process API calls) without a
 * Vite build. The real bundle is covered end to end (apps/web/e2e/public/ssr.spec.ts).
 */
function fakeDist(entrySource: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(path.join(dir, 'dist/index.html'), template);
  writeFileSync(path.join(dir, 'dist-ssr/entry-server.js'), entrySource);
  return path.join(dir, 'dist');
}

const entry = `
export const fullTitle = (t) => (t ? t + ' · AI Testing Hub' : 'AI Testing Hub');
export async function render({ url, fetch }) {
  const u = new URL(url);
  if (u.pathname === '/dashboard') return { kind: 'shell' };
  if (u.pathname === '/boom') throw new Error('render failed');
  if (u.pathname === '/health-page') {
    const res = await fetch('/api/health', { method: 'GET', headers: { Accept: 'application/json' } });
    const body = await res.json();
    return { kind: 'page', status: 200, html: '<p>api says ' + res.status + ' ' + Object.keys(body).length + '</p>', head: { title: 'Health' }, state: { queries: [], mutations: [] } };
  }
  if (u.pathname === '/counted' || u.pathname === '/uncached') {
    const res = await fetch(u.pathname === '/counted' ? '/api/jobs?search=ssrcache' : '/api/health', { method: 'GET', headers: { Accept: 'application/json' } });
    const body = await res.json();
    globalThis.ssrRenders = (globalThis.ssrRenders ?? 0) + 1;
    const html = '<p>render ' + globalThis.ssrRenders + ' jobs ' + (body.items ?? []).map((j) => j.jobTitle).join('|') + '</p>' + '<i>x</i>'.repeat(300);
    return { kind: 'page', status: 200, html, head: { title: 'Counted' }, state: { queries: [], mutations: [] } };
  }
  if (u.pathname === '/hot') {
    await fetch('/api/jobs?search=ssrhot', { method: 'GET', headers: { Accept: 'application/json' } });
    const items = Array.from({ length: 400 }, (_, i) => '<li class="item-' + (i % 7) + '">Job ' + ((i * 7919) % 1000) + ' ' + ['alpha', 'beta', 'gamma'][i % 3] + '</li>');
    return { kind: 'page', status: 200, html: '<ul>' + items.join('') + '</ul>', head: { title: 'Hot' }, state: { queries: [], mutations: [] } };
  }
  if (u.pathname === '/gone') return { kind: 'page', status: 410, html: '<h1>closed</h1>', head: { title: 'Closed' }, state: { queries: [], mutations: [] } };
  return {
    kind: 'page',
    status: 200,
    html: '<h1>Tom &amp; Jerry</h1>',
    head: { title: 'Tom & "Jerry"', description: 'A <b>bold</b> "quote"', image: '/logo.png', jsonLd: { '@type': 'Thing', name: '</script><script>alert(1)</script>' } },
    state: { queries: [{ queryKey: ['x'], state: { data: '</script><!--' } }], mutations: [] },
  };
}`;

describe('server rendering', () => {
  const t = useTestApp();

  it('fills the template: title, description, canonical, social tags, JSON-LD and the state block, all escaped', async () => {
    const app = createApp(t.deps, { webDist: fakeDist(entry) });
    const res = await app.request('/vendor/x?tab=jobs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const appUrl = t.deps.env.APP_URL;
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; · AI Testing Hub</title>');
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;bold&lt;/b&gt; &quot;quote&quot;" />');
    expect(html).toContain(`<link rel="canonical" href="${appUrl}/vendor/x" />`);
    expect(html).toContain(`<meta property="og:url" content="${appUrl}/vendor/x" />`);
    expect(html).toContain(`<meta property="og:image" content="${appUrl}/logo.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"><h1>Tom &amp; Jerry</h1></div>');
    // Neither the JSON-LD nor the state block can close its script element early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld).name).toBe('</script><script>alert(1)</script>');
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state).queries[0].state.data).toBe('</script><!--');
    // The CSP stays strict: no inline executable script was added.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script>(?!alert)/);
  });

  it('answers with the status the page gave and calls the API in-process', async () => {
    const app = createApp(t.deps, { webDist: fakeDist(entry) });
    const gone = await app.request('/gone');
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('<title>Closed · AI Testing Hub</title>');
    const health = await app.request('/health-page');
    expect(await health.text()).toMatch(/api says 200 [1-9]/);
  });

  it('keeps a page made of versioned public answers, compressed once; a write shows on the next request', async () => {
    const app = createApp(t.deps, { webDist: fakeDist(entry) });
    const render = async (p: string, headers: Record<string, string> = {}) => {
      const res = await app.request(p, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      const html = (res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body) : body).toString();
      return { res, html, n: Number(/render (\d+)/.exec(html)?.[1]) };
    };
    const first = await render('/counted');
    const again = await render('/counted', { 'accept-encoding': 'gzip, br' });
    expect(again.n).toBe(first.n);
    expect(again.html).toBe(first.html);
    expect(again.res.headers.get('content-encoding')).toBe('br');
    expect(again.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(again.res.headers.get('cache-control')).toBe('no-cache');
    // The app's own answer (no fast path here) carries the page's ETag too, and a 304 when the browser holds it.
    const etag = again.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const held = await app.request('/counted', { headers: { 'if-none-match': etag } });
    expect(held.status).toBe(304);
    expect((await render('/counted')).n).toBe(first.n);
    // A like bumps only the counts version: the page is not rendered again (its counts may be up to 10 s old).
    const liker = await t.createUser();
    await t.deps.db.execute(sql`insert into user_likes (user_id, content_type, content_id) values (${liker.id}::uuid, 'job', gen_random_uuid())`);
    expect((await render('/counted')).n).toBe(first.n);
    // A write anywhere (here straight into the table) bumps the catalogue version: the page is rendered anew.
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, status, posted_date) values ('Ssrcache engineer', 'x', 'active', current_date)`);
    const after = await render('/counted');
    expect(after.n).toBeGreaterThan(first.n);
    expect(after.html).toContain('Ssrcache engineer');
    // A page that used an answer outside the versioned cache is rendered on every request.
    const u1 = await render('/uncached');
    const u2 = await render('/uncached');
    expect(u2.n).toBeGreaterThan(u1.n);
  });

  it('the HTTP server writes a stored page before the app (fast path), with the page headers; a write re-renders it', async () => {
    const deps = { ...t.deps, env: { ...t.deps.env, CACHE_VERSION_POLL_MS: 2000 } };
    const app = createApp(deps, { webDist: fakeDist(entry) });
    let entered = 0;
    const counting = Object.assign(Object.create(app) as typeof app, {
      fetch: (...args: Parameters<typeof app.fetch>) => {
        entered++;
        return app.fetch(...args);
      },
    });
    const server = createNodeServer(counting, deps);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const get = async (p: string) => {
        const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'br' } });
        const html = await res.text();
        return { res, html, n: Number(/render (\d+)/.exec(html)?.[1]) };
      };
      const first = await get('/counted?x=1');
      const enteredAfterFirst = entered;
      const again = await get('/counted?x=1');
      expect(entered).toBe(enteredAfterFirst); // not one request reached the app
      expect(again.n).toBe(first.n);
      expect(again.html).toBe(first.html);
      for (const h of [
        'content-type',
        'cache-control',
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
        'vary',
      ]) {
        expect(again.res.headers.get(h), h).toBe(first.res.headers.get(h));
      }
      expect(again.res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(again.res.headers.get('cache-control')).toBe('no-cache');
      expect(again.res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(again.res.headers.get('content-encoding')).toBe('br');
      expect(again.res.headers.get('x-request-id')).toBeTruthy();
      // The stored bytes as they are: the page's ETag, its brotli body's length; a browser holding it gets a 304.
      const etag = again.res.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
      expect(etag).toBe(first.res.headers.get('etag'));
      const raw = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/counted?x=1`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      expect(raw.headers['content-encoding']).toBe('br');
      expect(Number(raw.headers['content-length'])).toBe(raw.body.byteLength);
      expect(brotliDecompressSync(raw.body).toString()).toBe(first.html);
      const cached = await fetch(`${base}/counted?x=1`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(cached.status).toBe(304);
      expect(await cached.text()).toBe('');
      expect(cached.headers.get('etag')).toBe(etag);
      expect(cached.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(entered).toBe(enteredAfterFirst); // still not one request reached the app
      // A page asked for HOT_PAGE_HITS times gets its brotli variant at the best quality, made off the event loop.
      const getRaw = (p: string) =>
        new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
          http
            .get(`${base}${p}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            })
            .on('error', reject);
        });
      const hot = await getRaw('/hot');
      const html = brotliDecompressSync(hot.body);
      const best = (await withBestBrotli(encode(html))).br?.bytes as Uint8Array;
      expect(best.byteLength).toBeLessThan(hot.body.byteLength);
      for (let i = 0; i < HOT_PAGE_HITS; i++) await getRaw('/hot');
      await vi.waitFor(async () => expect((await getRaw('/hot')).body.byteLength).toBe(best.byteLength), { timeout: 10_000, interval: 50 });
      const improved = await getRaw('/hot');
      expect(improved.body.equals(Buffer.from(best))).toBe(true);
      expect(Number(improved.headers['content-length'])).toBe(best.byteLength);
      expect(improved.headers.etag).toBe(hot.headers.etag);
      expect(brotliDecompressSync(improved.body).equals(html)).toBe(true);
      // A page that used an answer outside the versioned cache never goes there.
      await get('/uncached');
      const beforeUncached = entered;
      await get('/uncached');
      expect(entered).toBe(beforeUncached + 1);
      // A content write served by this process: the next request goes to the app and is rendered anew.
      await t.deps.db.execute(
        sql`insert into jobs (job_title, job_description, status, posted_date) values ('Fastpage engineer', 'x', 'active', current_date)`,
      );
      // (any write this process serves makes it read the versions again at once; an invalid one will do)
      await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const beforeWrite = entered;
      const after = await get('/counted?x=1');
      expect(entered).toBe(beforeWrite + 1);
      expect(after.n).toBeGreaterThan(first.n);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('serves the shell for member screens, when rendering fails, and when no bundle is built', async () => {
    const app = createApp(t.deps, { webDist: fakeDist(entry) });
    for (const p of ['/dashboard', '/boom']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(html, p).toContain('<div id="root"></div>');
      expect(html, p).not.toContain('ssr-state');
    }
    const noBundle = mkdtempSync(path.join(tmpdir(), 'ssr-none-'));
    writeFileSync(path.join(noBundle, 'index.html'), template);
    const plain = await createApp(t.deps, { webDist: noBundle }).request('/webinars');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('<div id="root"></div>');
  });

  it('builds head tags without empty values; pages without an image of their own get the site image', () => {
    const tags = headTags({ title: 'X', description: undefined, image: undefined }, 'https://a.example/x', 'https://a.example', 'X · AI Testing Hub');
    expect(tags).not.toContain('og:description');
    expect(tags).toContain('<meta property="og:image" content="https://a.example/og-image.png" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('rel="alternate"');
    const withFeed = headTags({ title: 'Jobs', feed: { href: '/rss/jobs.xml', title: 'Jobs & more' } }, 'https://a.example/jobs', 'https://a.example', 'Jobs');
    expect(withFeed).toContain('<link rel="alternate" type="application/rss+xml" title="Jobs &amp; more" href="/rss/jobs.xml" />');
    expect(fillTemplate(template, { title: 'T', headTags: '', html: '', state: {} })).toContain('content="Default description"');
  });
});
