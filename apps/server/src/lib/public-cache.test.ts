import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { later, usePolledCacheTest } from '../test/cache-test-app.ts';
import { readCacheVersions } from './public-cache.queries.ts';
import { ENTRY_TTL_MS } from './versioned-cache.ts';

// The visitors' cache with the version poll ON (as in production; the other test files run it at 0): one handler
// run for concurrent misses, TTL, eviction past the cap, the poll interval, and counters laid over stored content.
const POLL_MS = 2000;
const { t, job, tinyApp: cacheApp } = usePolledCacheTest('Pollcache tester', POLL_MS);

const tinyApp = cacheApp;

describe('versioned public cache with the poll on', () => {
  it('runs the handler once for concurrent visitors of one URL, and they all get its answer', async () => {
    const app = tinyApp();
    const open = app.hold();
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
    await t.deps.db.execute(sql`update jobs set job_title = 'Pollcache tester II' where id = ${job.id}::uuid`);
    expect((await app.get('/t/poll')).body.run).toBe(1);
    later(POLL_MS + 10);
    expect((await app.get('/t/poll')).body.run).toBe(2);
  });

  it('lays a new like count over the stored content without running the handler, and the catalogue version stays', async () => {
    const app = tinyApp();
    expect((await app.get('/t/liked')).body.items[0]?.likeCount).toBe(0);
    const before = await readCacheVersions(t.deps.db);
    const member = await t.createUser();
    await t.deps.db.execute(sql`insert into user_likes (user_id, content_type, content_id) values (${member.id}::uuid, 'job', ${job.id}::uuid)`);
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
