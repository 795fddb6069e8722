import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createNodeServer } from '../server.ts';
import { createLogger } from './logger.ts';
import { useTestApp } from '../test/test-app.ts';

// The fast path for cached visitor answers (servePublicFast, run by the HTTP server before the app): same answer
// and headers as the app's, only for visitors, only while the version it was stored under is current.
const t = useTestApp();
const POLL_MS = 2000; // long enough that a slow machine never lets the versions go stale between two requests of one test
let base = '';
let server: ReturnType<typeof createNodeServer>;
const fastLog = vi.fn();
let member = '';

beforeAll(async () => {
  const deps = { ...t.deps, env: { ...t.deps.env, CACHE_VERSION_POLL_MS: POLL_MS } };
  // The access lines, as the server writes them: those of the fast path say `cached: true`.
  const lines = new Writable({
    write(chunk, _enc, done) {
      const line = JSON.parse(String(chunk)) as { cached?: boolean; msg?: string };
      if (line.cached) fastLog(line, line.msg);
      done();
    },
  });
  const log = createLogger('info', false, lines);
  server = createNodeServer(createApp({ ...deps, log }), { ...deps, log });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const u = await t.createUser();
  member = await t.loginAs(u.email);
  await t.deps.db.execute(
    sql`insert into jobs (job_title, job_description, status, posted_date) values ('Fastpath gecko tester', 'x', 'active', current_date)`,
  );
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const served = () => fastLog.mock.calls.length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fast path for cached visitor answers', () => {
  it('answers the second visitor from the cache with the same body and headers as the app', async () => {
    const first = await get('/api/jobs?search=gecko');
    const before = served();
    const second = await get('/api/jobs?search=gecko');
    expect(served()).toBe(before + 1);
    expect(await second.text()).toBe(await first.text());
    for (const h of [
      'content-type',
      'etag',
      'cache-control',
      'vary',
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(second.headers.get(h), h).toBe(first.headers.get(h));
    }
    expect(second.headers.get('x-request-id')).toBeTruthy();
    // Query order does not matter; a conditional request gets 304 there too.
    const reordered = await get('/api/jobs?page=1&search=gecko');
    const again = await get('/api/jobs?search=gecko&page=1', { 'if-none-match': reordered.headers.get('etag') as string });
    expect(again.status).toBe(304);
    expect(fastLog.mock.calls.at(-1)?.[0]).toMatchObject({ status: 304, path: '/api/jobs', cached: true });
  });

  it("writes a miss's answer from its bytes: the app's answer is not read back from a web stream", async () => {
    // Through node:http, not fetch, whose own reading of the answer uses web streams in this process.
    const raw = (path: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        request(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
          .on('error', reject)
          .end();
      });
    const reads = vi.spyOn(ReadableStream.prototype, 'getReader');
    try {
      const miss = await raw('/api/jobs?search=gecko&sort=oldest');
      expect(miss.status).toBe(200);
      expect(reads).not.toHaveBeenCalled();
      const before = served();
      const hit = await raw('/api/jobs?search=gecko&sort=oldest');
      expect(served()).toBe(before + 1);
      expect(miss.body).toBe(hit.body);
      expect(JSON.parse(miss.body)).toMatchObject({ items: [{ jobTitle: 'Fastpath gecko tester' }] });
      const { date: _d, 'x-request-id': _m, ...missHeaders } = miss.headers;
      const { date: _e, 'x-request-id': _h, ...hitHeaders } = hit.headers;
      expect(missHeaders).toEqual(hitHeaders);
      expect(missHeaders['content-length']).toBe(String(Buffer.byteLength(miss.body)));
    } finally {
      reads.mockRestore();
    }
  });

  it("answers a visitor's GET without building the web Request behind the adapter's lightweight one", async () => {
    // The Node adapter makes the full Request (and its AbortController) only when something asks for the body or the
    // signal; route()'s body limit did so on every GET.
    const made = vi.fn();
    const Original = globalThis.AbortController;
    globalThis.AbortController = class extends Original {
      constructor() {
        super();
        made();
      }
    };
    try {
      const res = await new Promise<number>((resolve, reject) => {
        request(`${base}/api/jobs?search=gecko&sort=title_asc`, (r) => {
          r.resume();
          r.on('end', () => resolve(r.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
      expect(res).toBe(200);
      expect(made).not.toHaveBeenCalled();
    } finally {
      globalThis.AbortController = Original;
    }
  });

  it('never serves a signed-in member from it', async () => {
    await get('/api/jobs?search=gecko');
    const before = served();
    const mine = await get('/api/jobs?search=gecko', { authorization: `Bearer ${member}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(served()).toBe(before);
  });

  it("gives a member's feed a private ETag, the answer's own public lifetime not copied over it", async () => {
    const auth = { authorization: `Bearer ${member}` };
    const mine = await get('/rss/jobs.xml', auth);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('vary')).toBe('Authorization');
    const tag = mine.headers.get('etag') as string;
    expect(tag).toMatch(/^W\//);
    expect((await mine.text()).startsWith('<?xml')).toBe(true);
    expect((await get('/rss/jobs.xml', { ...auth, 'if-none-match': tag })).status).toBe(304);
  });

  it('shows a write from outside this process once the version is read again (within the poll interval)', async () => {
    await get('/api/jobs?search=gecko');
    await t.deps.db.execute(sql`update jobs set job_title = 'Fastpath gecko lead' where job_title = 'Fastpath gecko tester'`);
    await sleep(POLL_MS + 50);
    const after = (await (await get('/api/jobs?search=gecko')).json()) as { items: { jobTitle: string }[] };
    expect(after.items.map((i) => i.jobTitle)).toEqual(['Fastpath gecko lead']);
  });

  it("shows this process's own write on the very next request", async () => {
    const path = '/api/forum/topics';
    await get(path);
    await get(path);
    const created = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Fastpath gecko topic', content: 'Body', tags: [] }),
    });
    expect(created.status).toBe(201);
    const list = (await (await get(path)).json()) as { items: { title: string }[] };
    expect(list.items.map((i) => i.title)).toContain('Fastpath gecko topic');
  });
});
