import { TOTAL_CAP } from '@portal/shared/api';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { GLOBAL_WINDOW, search } from '../modules/catalog/search.service.ts';
import { searchAll } from '../modules/catalog/search.queries.ts';
import { secondInstance, useTestApp } from '../test/test-app.ts';
import { bumpCacheVersion } from './public-cache.queries.ts';
import { setWindowLimits, windowsHeld } from './search-windows.ts';

// Search windows (lib/search-windows.ts, docs/decisions/2450): a page of a global search already ranked is cut from the
// stored window of its first GLOBAL_WINDOW hits; it must be the SQL's page byte for byte, and every write that changes the
// SQL's answer must change the window's. Every word here is made up, so the rows are this file's own.
const t = useTestApp();

beforeAll(async () => {
  const { db } = t.deps;
  // 'zorbulate': 40 job titles, 50 job bodies, 10 webinar titles (100 hits: past the window). 'kevrantic': 1,010 job
  // titles (capped). 'plomwise': 7 jobs (the window holds all of them).
  await db.execute(sql`insert into jobs (job_title, job_description, posted_date, status, created_at)
    select (case when g <= 40 then 'Zorbulate engineer ' || g else 'Analyst ' || g end),
           (case when g > 40 and g <= 90 then 'Knows zorbulate well. ' else 'General work. ' end) || repeat('Filler text. ', g % 30),
           current_date - (g % 31), 'active', now() - g * interval '1 minute'
    from generate_series(1, 120) g`);
  await db.execute(sql`insert into webinars (title, description, start_time)
    select 'Zorbulate night ' || g, 'An evening.', now() + g * interval '1 day' from generate_series(1, 10) g`);
  await db.execute(sql`insert into jobs (job_title, job_description, status)
    select 'Kevrantic tester ' || g, 'Tests.', 'active' from generate_series(1, ${TOTAL_CAP + 10}) g`);
  await db.execute(sql`insert into jobs (job_title, job_description, status)
    select 'Plomwise lead ' || g, 'Leads.', 'active' from generate_series(1, 7) g`);
  await db.execute(sql`analyze jobs`);
});

afterEach(() => setWindowLimits(t.deps.db));

/** The SQL's page, as the service answered it before windows: one statement for this page (and the typo fallback). */
async function sqlPage(q: string, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  let found = await searchAll(t.deps.db, q, pageSize, offset);
  if (found.rows.length === 0 && offset === 0 && q.length >= 4) found = await searchAll(t.deps.db, q, pageSize, offset, true);
  return { hits: found.rows.map((r) => `${r.type}:${r.id}:${r.rank}:${r.title}`), total: found.total.total, capped: !!found.total.capped };
}

async function windowPage(q: string, page: number, pageSize: number) {
  const a = await search(t.deps, { q, page, pageSize });
  return { hits: a.items.map((h) => `${h.type}:${h.id}:${h.rank}:${h.title}`), total: a.total, capped: !!a.totalCapped };
}

async function expectSamePages(q: string, pages: [number, number][]) {
  for (const [page, pageSize] of pages)
    expect(await windowPage(q, page, pageSize), `${q} page ${page} of ${pageSize}`).toEqual(await sqlPage(q, page, pageSize));
}

const everyPage = (pageSize: number, last: number) => Array.from({ length: last }, (_, i) => [i + 1, pageSize] as [number, number]);

describe('global search windows', () => {
  it("cuts pages across the window equal to the SQL's, and answers pages past it by the SQL", async () => {
    // 100 hits: pages 1-5 of 12 from the window, 6-9 past it; other page sizes cut the same window.
    await expectSamePages('zorbulate', [...everyPage(12, 9), ...everyPage(7, 15), [1, 60], [2, 60], [4, 15], [5, 15]]);
    await expectSamePages('kevrantic', [...everyPage(12, 6), [1, 60], [9, 7]]);
    await expectSamePages('plomwise', [...everyPage(12, 3), [4, 2], [1, 1], [30, 12]]);
    const sameText = windowsHeld(t.deps.db).entries;
    await windowPage('zorbulate', 3, 10);
    expect(windowsHeld(t.deps.db).entries).toBe(sameText);
  });

  it('keeps the typo fallback: nothing as typed answers near spellings on page 1, nothing on later pages', async () => {
    await expectSamePages('zorbulatte', [
      [1, 12],
      [2, 12],
    ]);
    await expectSamePages('qqxxzzyy', [
      [1, 12],
      [2, 12],
    ]);
    expect((await windowPage('zorbulatte', 1, 12)).hits.length).toBeGreaterThan(0);
  });

  it('a page asked again after a write is the new SQL answer: new job, edit, close, a sync bump', async () => {
    const { db } = t.deps;
    await windowPage('plomwise', 1, 12);
    const [added] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into jobs (job_title, job_description, status) values ('Plomwise architect', 'New.', 'active') returning id`),
    );
    let now = await windowPage('plomwise', 1, 12);
    expect(now.hits.some((h) => h.includes(added?.id as string))).toBe(true);
    expect(now).toEqual(await sqlPage('plomwise', 1, 12));

    await db.execute(sql`update jobs set job_title = 'Plomwise principal' where id = ${added?.id}`);
    now = await windowPage('plomwise', 1, 12);
    expect(now.hits.some((h) => h.endsWith('Plomwise principal'))).toBe(true);
    expect(now).toEqual(await sqlPage('plomwise', 1, 12));

    await db.execute(sql`update jobs set status = 'closed' where id = ${added?.id}`);
    now = await windowPage('plomwise', 1, 12);
    expect(now.total).toBe(7);
    expect(now).toEqual(await sqlPage('plomwise', 1, 12));

    // A sync's background bump alone: the window is made again (a sync's writes of jobs bump it).
    const before = windowsHeld(db).entries;
    await bumpCacheVersion(db, 'catalog-sync');
    expect(await windowPage('plomwise', 2, 3)).toEqual(await sqlPage('plomwise', 2, 3));
    expect(windowsHeld(db).entries).toBe(before + 1);
  });

  it('a second process on the same database sees a write served by neither', async () => {
    const other = await secondInstance(t);
    try {
      // Other page sizes each time: URLs the public cache has not answered, cut from the other process's window.
      const viaOther = async (pageSize: number) => (await other.request('GET', `/api/search?q=zorbulate&pageSize=${pageSize}&page=2`)).json();
      const first = (await viaOther(12)) as { items: { id: string }[]; total: number };
      expect(first.total).toBe(100);
      await t.deps.db.execute(sql`update jobs set job_title = 'Analyst moved' where job_title = 'Zorbulate engineer 1'`);
      await t.deps.db.execute(sql`update jobs set job_description = 'Nothing here.' where job_description like 'Knows zorbulate well.%'`);
      const after = (await viaOther(11)) as { items: { id: string; type: string; rank: number; title: string }[]; total: number };
      expect(after.total).toBe(49);
      expect(after.items.map((h) => `${h.type}:${h.id}:${h.rank}:${h.title}`)).toEqual((await sqlPage('zorbulate', 2, 11)).hits);
    } finally {
      await other.close();
    }
  });

  it('holds at most its caps of entries and bytes', async () => {
    setWindowLimits(t.deps.db, { maxEntries: 3 });
    for (const q of ['zorbulate', 'kevrantic', 'plomwise', 'zorbul', 'kevran']) await windowPage(q, 1, 12);
    expect(windowsHeld(t.deps.db).entries).toBe(3);
    setWindowLimits(t.deps.db, { maxBytes: 20_000 });
    for (const q of ['zorbulate', 'kevrantic', 'plomwise', 'zorbul', 'kevran']) await windowPage(q, 1, 12);
    expect(windowsHeld(t.deps.db).bytes).toBeLessThanOrEqual(20_000);
    expect(windowsHeld(t.deps.db).entries).toBeGreaterThan(0);
    expect(GLOBAL_WINDOW).toBe(60);
  });
});
