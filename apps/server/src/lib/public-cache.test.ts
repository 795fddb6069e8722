import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import type { AppEnv } from './context.ts';
import { publicCache } from './public-cache.ts';
import { readCacheVersions } from './public-cache.queries.ts';
import { ENTRY_TTL_MS, forgetVersions } from './versioned-cache.ts';

// The visitors' cache with the version poll ON (as in production; the other test files run it at 0): one handler
// run for concurrent misses, TTL, eviction past the cap, the poll interval, and counters laid over stored content.
const POLL_MS = 2000;
const t = useTestApp({ CACHE_VERSION_POLL_MS: String(POLL_MS) });
let jobId = '';

beforeAll(async () => {
  const [r] = (
    (await t.deps.db.execute(
      sql`insert into jobs (job_title, job_description, status, posted_date) values ('Pollcache tester', 'x', 'active', current_date) returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  jobId = r?.id as string;
});
afterEach(() => vi.restoreAllMocks());
// Each test starts with a fresh version read (a test that moved the clock leaves a read 'from the future').
beforeEach(() => forgetVersions(t.deps.db));

/** A small app: publicCache('catalog') in front of a handler that counts its runs and can be held. */
function tinyApp() {
  const app = new Hono<AppEnv>();
  const runs = new Map<string, number>();
  let hold: Promise<void> | null = null;
  app.use('*', async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  app.use('/t/*', publicCache('catalog'));
  app.get('/t/:x', async (c) => {
    const x = c.req.param('x');
    runs.set(x, (runs.get(x) ?? 0) + 1);
    if (hold) await hold;
    // As route() does: the JSON text is handed to the cache. Its like count is the handler's (0), never re-read here.
    const text = JSON.stringify({ x, run: runs.get(x), items: [{ id: jobId, likeCount: 0, likedByMe: false }] });
    c.set('json', text);
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  });
  return {
    get: async (path: string) => {
      const res = await app.request(path);
      return { res, body: (await res.json()) as { x: string; run: number; items: { likeCount: number }[] } };
    },
    runs: (x: string) => runs.get(x) ?? 0,
    holdWhile: (gate: Promise<void>) => {
      hold = gate;
    },
  };
}

const later = (ms: number) => {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
};

describe('versioned public cache with the poll on', () => {
  it('runs the handler once for concurrent visitors of one URL, and they all get its answer', async () => {
    const app = tinyApp();
    let open: () => void = () => undefined;
    app.holdWhile(new Promise<void>((r) => (open = r)));
    const answers = Array.from({ length: 8 }, () => app.get('/t/same?b=2&a=1'));
    await new Promise((r) => setTimeout(r, 50));
    open();
    const got = await Promise.all(answers);
    expect(app.runs('same')).toBe(1);
    expect(new Set(got.map((g) => g.res.headers.get('etag'))).size).toBe(1);
    expect(got.every((g) => g.res.status === 200 && g.body.run === 1)).toBe(true);
    // The same query in another order is the same entry.
    expect((await app.get('/t/same?a=1&b=2')).body.run).toBe(1);
    expect(app.runs('same')).toBe(1);
  });

  it(`computes an answer again once it is older than ENTRY_TTL_MS (${ENTRY_TTL_MS} ms), not before`, async () => {
    const app = tinyApp();
    await app.get('/t/ttl');
    later(ENTRY_TTL_MS - 100);
    expect((await app.get('/t/ttl')).body.run).toBe(1);
    vi.restoreAllMocks();
    later(ENTRY_TTL_MS + 100);
    expect((await app.get('/t/ttl')).body.run).toBe(2);
  });

  it('pushes the oldest answers out past 2000 entries', async () => {
    const app = tinyApp();
    await app.get('/t/first');
    for (let i = 0; i < 2000; i++) await app.get(`/t/filler-${i}`);
    expect(app.runs('filler-1999')).toBe(1);
    await app.get('/t/first');
    expect(app.runs('first')).toBe(2);
    await app.get('/t/filler-1999');
    expect(app.runs('filler-1999')).toBe(1);
  });

  it('keeps a version read for the poll interval: a write outside this process shows once it is read again', async () => {
    const app = tinyApp();
    await app.get('/t/poll');
    await t.deps.db.execute(sql`update jobs set job_title = 'Pollcache tester II' where id = ${jobId}::uuid`);
    expect((await app.get('/t/poll')).body.run).toBe(1);
    later(POLL_MS + 10);
    expect((await app.get('/t/poll')).body.run).toBe(2);
  });

  it('lays a new like count over the stored content without running the handler, and the catalogue version stays', async () => {
    const app = tinyApp();
    expect((await app.get('/t/liked')).body.items[0]?.likeCount).toBe(0);
    const before = await readCacheVersions(t.deps.db);
    const member = await t.createUser();
    await t.deps.db.execute(sql`insert into user_likes (user_id, content_type, content_id) values (${member.id}::uuid, 'job', ${jobId}::uuid)`);
    const after = await readCacheVersions(t.deps.db);
    expect(after.catalog).toBe(before.catalog);
    expect(after['catalog-counts']).toBe((before['catalog-counts'] ?? 0) + 1);
    later(POLL_MS + 10);
    const liked = await app.get('/t/liked');
    expect(liked.body.items[0]?.likeCount).toBe(1);
    expect(liked.body.run).toBe(1);
    expect(app.runs('liked')).toBe(1);
  });
});
