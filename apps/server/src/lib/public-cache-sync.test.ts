import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { later, usePolledCacheTest } from '../test/cache-test-app.ts';
import { bumpCacheVersion } from './public-cache.queries.ts';
import { forgetVersions, STALE_WHILE_SYNC_MS } from './versioned-cache.ts';

// Reads while the sources sync (docs/decisions/2205), with the version poll ON as in production: a sync's bump
// (the background version) lets visitors keep the stored answer while ONE request recomputes it; a content write
// (a member's or an admin's, bumping 'catalog') never does.
const POLL_MS = 2000;
const { t, job, tinyApp: cacheApp } = usePolledCacheTest('Syncstale tester', POLL_MS);

const tinyApp = () => {
  const app = cacheApp();
  return { ...app, get: app.run };
};
const tick = () => new Promise((r) => setTimeout(r, 30));

describe('public reads while the sources sync', () => {
  it('a sync’s bump: one request recomputes, the others get the stored answer meanwhile, then the new one', async () => {
    const app = tinyApp();
    expect(await app.get('/t/sync')).toBe(1);
    await bumpCacheVersion(t.deps.db, 'catalog-sync');
    later(POLL_MS + 10); // the next read sees the sync's version
    const open = app.hold();
    const recomputing = app.get('/t/sync');
    // The recomputation has started (it waits behind hold()); on a loaded machine that takes more than a tick.
    await vi.waitFor(() => expect(app.runs('sync')).toBe(2));
    // Readers during the recomputation do not wait for it: they answer from the stored answer at once.
    const during = await Promise.all([app.get('/t/sync'), app.get('/t/sync'), app.get('/t/sync')]);
    expect(during).toEqual([1, 1, 1]);
    expect(app.runs('sync')).toBe(2);
    open();
    expect(await recomputing).toBe(2);
    // The sync's change is in every answer from then on.
    expect(await app.get('/t/sync')).toBe(2);
    expect(app.runs('sync')).toBe(2);
  });

  it(`the stored answer is not served once it is older than STALE_WHILE_SYNC_MS (${STALE_WHILE_SYNC_MS} ms)`, async () => {
    const app = tinyApp();
    expect(await app.get('/t/old')).toBe(1);
    await bumpCacheVersion(t.deps.db, 'catalog-sync');
    later(STALE_WHILE_SYNC_MS + 10);
    const open = app.hold();
    const first = app.get('/t/old');
    const second = app.get('/t/old');
    await tick();
    open();
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(app.runs('old')).toBe(2);
  });

  it('a content write is never served stale: readers during the recomputation wait for the new answer', async () => {
    const app = tinyApp();
    expect(await app.get('/t/write')).toBe(1);
    await t.deps.db.execute(sql`update jobs set job_title = 'Syncstale tester II' where id = ${job.id}::uuid`);
    forgetVersions(t.deps.db); // as after a write served by this process (forgetAfterWrites)
    const open = app.hold();
    const first = app.get('/t/write');
    await tick();
    const second = app.get('/t/write');
    await tick();
    open();
    expect(await Promise.all([first, second])).toEqual([2, 2]);
  });
});
