import type { ForumSort } from '@portal/shared/forum';
import { type SQL, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { type JobSort, jobsPage } from '../modules/catalog/catalog-lists.queries.ts';
import { listTopics } from '../modules/forum/forum.queries.ts';
import { useTestApp } from '../test/test-app.ts';
import { anchorAt, anchorsRead, setAnchorSpacing } from './list-anchors.ts';
import { jobOrders, topicOrders } from '../test/list-orders.ts';

// Deep list pages read from anchors (lib/list-anchors.ts, docs/decisions/2430-list-anchors.md) must be the plain
// ORDER BY … OFFSET answer in every sort, at the start, the middle and the end, and stay so after writes (the
// anchors' versions are checked in the page's own statement). Anchors every 50 rows here, so ~2,300 active jobs and
// 1,200 topics have many; the data has nulls, and ties in every sort's leading terms (the id decides).
const t = useTestApp();
const SPACING = 50;

beforeAll(async () => {
  setAnchorSpacing(t.deps.db, SPACING, 0);
  await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, salary_min, salary_max, status, created_at)
    select (array['Alpha','bravo','Charlie','delta','Echo'])[1 + g % 5] || ' tester', 'Anchored list job.',
           case when g % 9 = 0 then null else date '2026-01-01' + (g % 40) end,
           case when g % 7 = 0 then null else 1000 * (g % 6) end,
           case when g % 5 = 0 then null else 8000 + 1000 * (g % 4) end,
           case when g % 13 = 0 then 'closed' else 'active' end,
           timestamptz '2026-01-01' + (g % 300) * interval '1 minute'
    from generate_series(1, 2500) g`);
  await t.deps.db.execute(sql`insert into forum_topics (title, content, upvotes, reply_count, created_at)
    select 'Anchored topic ' || g, 'Question ' || g, g % 7, g % 3, timestamptz '2026-01-01' + (g % 200) * interval '1 minute'
    from generate_series(1, 1200) g`);
});

const ids = async (query: string) => rowsOf<{ id: string }>(await t.deps.db.execute(sql.raw(query))).map((r) => r.id);
const noFilter = { experience: [], jobType: [] };
const activeJobs = async () => ids(`select id from jobs where status = 'active'`);

/**
 * Counts the statements of pages sent through the test database from now on (the anchors' own reads apart), and those
 * read from anchors (they compare the lists' order versions). A spy, not a wrapper: anchors are kept per database object.
 */
function watch() {
  const db = t.deps.db;
  const dialect = (db as unknown as { dialect: { sqlToQuery: (q: SQL) => { sql: string } } }).dialect;
  const original = db.execute.bind(db);
  let anchored = 0;
  let statements = 0;
  let reads = 0;
  const spy = vi.spyOn(db, 'execute').mockImplementation(((q: SQL) => {
    const text = dialect.sqlToQuery(q).sql;
    if (text.includes('list_anchors(')) reads++;
    else {
      statements++;
      if (text.includes('cache_versions cv')) anchored++;
    }
    return original(q);
  }) as typeof db.execute);
  return { anchored: () => anchored, statements: () => statements, reads: () => reads, stop: () => spy.mockRestore() };
}

/** Offsets near the start (around the first anchors), in the middle and at the end (last page, past it) of n rows. */
const offsetsOf = (n: number) => [0, 1, SPACING - 1, SPACING, SPACING + 1, 2 * SPACING + 7, Math.floor(n / 2), n - 13, n - 5, n - 1, n, n + 40];

describe('anchors behind page numbers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('every jobs sort: pages at the start, middle and end, and the whole list page by page, equal the plain OFFSET answer', async () => {
    const n = (await activeJobs()).length;
    for (const sort of Object.keys(jobOrders) as JobSort[]) {
      const all = await ids(`select id from jobs where status = 'active' order by ${jobOrders[sort]}`);
      // The first deep page reads the anchors.
      await jobsPage(t.deps.db, noFilter, sort, { limit: 12, offset: 600 });
      await anchorsRead();
      expect(anchorAt(t.deps.db, `jobs:${sort}`, 600), sort).not.toBeNull();
      const w = watch();
      for (const offset of offsetsOf(n)) {
        for (const limit of [1, 60]) {
          const page = await jobsPage(t.deps.db, noFilter, sort, { limit, offset });
          expect(
            page.rows.map((r) => r.id),
            `${sort} ${offset}+${limit}`,
          ).toEqual(all.slice(offset, offset + limit));
          expect(page.capped || page.total === n, `${sort} total at ${offset}`).toBe(true);
        }
      }
      for (let offset = 0; offset < n + 60; offset += 211) {
        const page = await jobsPage(t.deps.db, noFilter, sort, { limit: 211, offset });
        expect(
          page.rows.map((r) => r.id),
          `${sort} page at ${offset}`,
        ).toEqual(all.slice(offset, offset + 211));
      }
      // Every page from the first anchor on was read from one, in one statement, and nothing was read again.
      const walked = Array.from({ length: Math.ceil((n + 60) / 211) }, (_, i) => i * 211);
      const deep = offsetsOf(n).filter((o) => o >= SPACING).length * 2 + walked.filter((o) => o >= SPACING).length;
      expect([w.statements(), w.anchored(), w.reads()], sort).toEqual([offsetsOf(n).length * 2 + walked.length, deep, 0]);
      w.stop();
    }
  }, 120_000);

  it('forum: every sort, start, middle and end, equals the plain OFFSET answer', async () => {
    const n = 1200;
    for (const sort of Object.keys(topicOrders) as ForumSort[]) {
      const all = await ids(`select id from forum_topics order by ${topicOrders[sort]}`);
      expect(all.length).toBe(n);
      await listTopics(t.deps.db, { sort, limit: 20, offset: 300 });
      await anchorsRead();
      const w = watch();
      for (const offset of offsetsOf(n)) {
        for (const limit of [1, 20]) {
          const page = await listTopics(t.deps.db, { sort, limit, offset });
          expect(
            page.items.map((r) => r.id),
            `${sort} ${offset}+${limit}`,
          ).toEqual(all.slice(offset, offset + limit));
        }
      }
      expect([w.statements(), w.anchored(), w.reads()], sort).toEqual([offsetsOf(n).length * 2, offsetsOf(n).filter((o) => o >= SPACING).length * 2, 0]);
      w.stop();
    }
  });

  it('a write that moves rows makes the anchors stale: the page is still the OFFSET answer, then new anchors are read', async () => {
    const sort = 'newest';
    const deep = { limit: 12, offset: 1000 };
    const expected = async () => (await ids(`select id from jobs where status = 'active' order by ${jobOrders[sort]}`)).slice(1000, 1012);
    await jobsPage(t.deps.db, noFilter, sort, deep);
    await anchorsRead();
    /** The deep page's ids, and its [statements, read from anchors]. */
    const page = async () => {
      const w = watch();
      const rows = (await jobsPage(t.deps.db, noFilter, sort, deep)).rows.map((r) => r.id);
      w.stop();
      return { rows, sent: [w.statements(), w.anchored(), w.reads()] };
    };
    // A new job at the top shifts every page by one: the anchored statement finds them stale (no row), they are read
    // again and the page is read from the new ones.
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, status) values ('Newest job', 'x', date '2027-01-01', 'active')`);
    expect(await page()).toEqual({ rows: await expected(), sent: [2, 2, 1] });
    expect(await page()).toEqual({ rows: await expected(), sent: [1, 1, 0] });
    // A write whose public cache bump is deferred (the connected sources' sync) makes them stale too.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('portal.defer_cache_bump', 'on', true)`);
      await tx.execute(
        sql`update jobs set status = 'closed' where id in (select id from jobs where status = 'active' order by ${sql.raw(jobOrders[sort])} limit 3)`,
      );
    });
    expect(await page()).toEqual({ rows: await expected(), sent: [2, 2, 1] });
    expect(await page()).toEqual({ rows: await expected(), sent: [1, 1, 0] });
    // Anchors read too recently are not read again: OFFSET, one statement.
    setAnchorSpacing(t.deps.db, SPACING, 1e9);
    await page();
    await t.deps.db.execute(sql`update jobs set posted_date = date '2027-02-01' where id = (select id from jobs where status = 'active' order by id limit 1)`);
    expect(await page()).toEqual({ rows: await expected(), sent: [2, 1, 0] });
    setAnchorSpacing(t.deps.db, SPACING, 0);
  });

  it('forum: an upvote makes most popular stale and leaves newest valid; a view leaves both valid', async () => {
    const deep = { limit: 20, offset: 700 };
    const expected = async (sort: ForumSort) => (await ids(`select id from forum_topics order by ${topicOrders[sort]}`)).slice(700, 720);
    const page = async (sort: ForumSort) => {
      const w = watch();
      const rows = (await listTopics(t.deps.db, { sort, ...deep })).items.map((r) => r.id);
      w.stop();
      return { rows, sent: [w.statements(), w.anchored(), w.reads()] };
    };
    for (const sort of ['newest', 'most_popular'] as const) {
      await page(sort);
      await anchorsRead();
    }
    const [last] = await ids(`select id from forum_topics order by upvotes, created_at, id limit 1`);
    await t.deps.db.execute(sql`update forum_topics set upvotes = upvotes + 50 where id = ${last}::uuid`);
    await t.deps.db.execute(sql`update forum_topics set views = views + 1`);
    expect(await page('newest')).toEqual({ rows: await expected('newest'), sent: [1, 1, 0] });
    expect(await page('most_popular')).toEqual({ rows: await expected('most_popular'), sent: [2, 2, 1] });
  });

  it('a failed anchor read is logged with its list, and the deep page is still the OFFSET answer (by OFFSET)', async () => {
    setAnchorSpacing(t.deps.db, SPACING, 0);
    const warn = vi.spyOn(t.deps.log, 'warn');
    const execute = t.deps.db.execute.bind(t.deps.db);
    const dialect = (t.deps.db as unknown as { dialect: { sqlToQuery: (q: SQL) => { sql: string } } }).dialect;
    const failing = vi
      .spyOn(t.deps.db, 'execute')
      .mockImplementation(((q: SQL) =>
        dialect.sqlToQuery(q).sql.includes('list_anchors(') ? Promise.reject(new Error('anchor read failed')) : execute(q)) as typeof t.deps.db.execute);
    try {
      const { body: jobs } = await t.json('GET', '/api/jobs?sort=oldest&page=80&pageSize=12');
      await anchorsRead();
      expect(jobs.items.map((j: { id: string }) => j.id)).toEqual(
        (await ids(`select id from jobs where status = 'active' order by ${jobOrders.oldest}`)).slice(79 * 12, 80 * 12),
      );
      const { body: forum } = await t.json('GET', '/api/forum/topics?sort=most_replies&page=40&pageSize=20');
      await anchorsRead();
      expect(forum.items.map((r: { id: string }) => r.id)).toEqual(
        (await ids(`select id from forum_topics order by ${topicOrders.most_replies}`)).slice(780, 800),
      );
      const logged = warn.mock.calls.filter(([o]) => typeof o === 'object' && o !== null && 'list' in o).map(([o]) => (o as { list: string }).list);
      expect(logged).toEqual(['jobs', 'forum']);
    } finally {
      failing.mockRestore();
      warn.mockRestore();
      setAnchorSpacing(t.deps.db, SPACING, 0);
    }
  });
});
