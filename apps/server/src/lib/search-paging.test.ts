import { TOTAL_CAP } from '@portal/shared/api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { jobsPage } from '../modules/catalog/catalog-lists.queries.ts';
import { useTestApp } from '../test/test-app.ts';
import { jobOrders, topicOrders } from '../test/list-orders.ts';

// The bounded list and search queries (lib/search.queries.ts pageOf, docs/decisions/2401): a search walks the sort's
// index and falls back to collecting the matches when they are sparse; counts are exact below the cap and capped
// above it, estimated when the walk shows the matches are dense. Every word here is made up, so the rows are this
// file's own. 3,000 jobs: more than one walk reads, so the first pages come from the walk and the deep ones from the
// fallback, and the pages must join up.
const t = useTestApp();
const JOBS = 3000;

beforeAll(async () => {
  // Every 10th job says 'velkorine' (a tenth of the rows), one in two says 'mabrotax' in its title, all say 'plindor'
  // in the description; titles, dates and salaries vary so every sort has work to do.
  await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, salary_min, salary_max, status, created_at)
    select (case when g % 2 = 0 then 'Mabrotax ' else 'Analyst ' end) || (array['Alpha','Bravo','Charlie','Delta','Echo'])[1 + g % 5] || ' ' || g,
           'Plindor team. ' || (case when g % 10 = 0 then 'Knows velkorine well.' else 'General work.' end),
           current_date - (g % 97), case when g % 7 = 0 then null else 1000 + (g * 37) % 5000 end,
           case when g % 11 = 0 then null else 7000 + (g * 53) % 9000 end,
           case when g % 13 = 0 then 'closed' else 'active' end, now() - g * interval '1 minute'
    from generate_series(1, ${JOBS}) g`);
  await t.deps.db.execute(sql`insert into forum_topics (title, content, tags, upvotes, reply_count, created_at)
    select 'Topic ' || g || (case when g % 10 = 0 then ' about velkorine' else '' end), 'Plindor question ' || g, array['misc'],
           (g * 31) % 50, (g * 17) % 9, now() - g * interval '1 minute'
    from generate_series(1, 1500) g`);
  await t.deps.db.execute(sql`analyze jobs`);
  await t.deps.db.execute(sql`analyze forum_topics`);
});

/** Every id of a list, page by page, as a visitor walks it. */
async function allPages(path: string, pageSize: number) {
  const ids: string[] = [];
  let totals: { total: number; totalCapped?: boolean } | undefined;
  for (let page = 1; page < 400; page++) {
    const res = await t.json('GET', `${path}&pageSize=${pageSize}&page=${page}`);
    expect(res.status).toBe(200);
    totals ??= res.body;
    ids.push(...res.body.items.map((i: { id: string }) => i.id));
    if (res.body.items.length < pageSize) break;
  }
  return { ids, totals };
}

/** The test app's database, counting the statements sent through it. */
function countingDb() {
  let n = 0;
  const db = t.deps.db;
  const counted = new Proxy(db, {
    get: (target, key) =>
      key === 'execute'
        ? (...args: Parameters<typeof db.execute>) => {
            n++;
            return target.execute(...args);
          }
        : Reflect.get(target, key),
  });
  return { db: counted, statements: () => n };
}

const idsWhere = async (query: string) => rowsOf<{ id: string }>(await t.deps.db.execute(sql.raw(query))).map((r) => r.id);

describe('search over many rows', () => {
  it('a common word (a tenth of the rows): every page in the sort, none repeated or skipped, in each of the six sorts', async () => {
    for (const [sort, order] of Object.entries(jobOrders)) {
      const expected = await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%velkorine%' order by ${order}`);
      const { ids, totals } = await allPages(`/api/jobs?search=velkorine&sort=${sort}`, 12);
      expect(ids, sort).toEqual(expected);
      expect(totals).toMatchObject({ total: expected.length });
      expect(totals?.totalCapped).toBeUndefined();
    }
  });

  it('pages of a plain list join up deep into it (the id-only page query), with the count capped', async () => {
    const expected = await idsWhere(`select id from jobs where status = 'active' order by ${jobOrders.salary_asc}`);
    const { ids, totals } = await allPages('/api/jobs?sort=salary_asc', 60);
    expect(ids).toEqual(expected);
    expect(totals).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
  });

  it(`answers ${TOTAL_CAP} capped ('1,000+') for a word in half or all of the rows, and exact counts below the cap`, async () => {
    for (const word of ['mabrotax', 'plindor']) {
      const res = await t.json('GET', `/api/jobs?search=${word}&sort=title_desc`);
      expect(res.body, word).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
      expect(res.body.items).toHaveLength(12);
      expect(res.body.items.every((i: { jobTitle: string; jobDescription: string }) => `${i.jobTitle} ${i.jobDescription}`.toLowerCase().includes(word))).toBe(
        true,
      );
    }
    // A page past the end of a sparse word still tells the exact total.
    const past = await t.json('GET', '/api/jobs?search=velkorine&page=200');
    expect(past.body.items).toHaveLength(0);
    expect(past.body.total).toBe((await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%velkorine%'`)).length);
  });

  it('a common word answers in one statement: the walk carries the table estimate that caps the total (no count, no second read)', async () => {
    // 'plindor' is in every job: the walk fills each page from its first rows, and that density over the table's estimate
    // (pg_class.reltuples, 3,000 after analyze) reaches three times the cap, so the total is capped without counting.
    const expected = await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%plindor%' order by ${jobOrders.newest}`);
    for (const page of [1, 3]) {
      const counted = countingDb();
      const got = await jobsPage(counted.db, { search: 'plindor', experience: [], jobType: [] }, 'newest', { limit: 12, offset: (page - 1) * 12 });
      expect(
        got.rows.map((r) => r.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 12, page * 12));
      expect(got, `page ${page}`).toMatchObject({ total: TOTAL_CAP, capped: true });
      expect(counted.statements(), `page ${page}`).toBe(1);
    }
  });

  it('keeps the search rules on the walked pages: prefix while typing, stemming, typo fallback', async () => {
    const prefix = await t.json('GET', '/api/jobs?search=velkori&sort=oldest');
    expect(prefix.body.items.length).toBe(12);
    const typo = await t.json('GET', '/api/jobs?search=mabrotex');
    expect(typo.body.items.length).toBeGreaterThan(0);
    expect(typo.body.items[0].jobTitle.toLowerCase()).toContain('mabrotax');
  });

  it('a filtered plain list counts in its page statement: exact on a full page, a short last page and a page past the end', async () => {
    // 25 active jobs in a city of their own (the list's location filter): 10 a page.
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, location_city, posted_date, status, created_at)
      select 'Townie ' || g, 'Local work.', 'Zyxville', current_date - g, 'active', now() - g * interval '1 minute' from generate_series(1, 25) g`);
    const expected = await idsWhere(`select id from jobs where status = 'active' and location_city = 'Zyxville' order by ${jobOrders.newest}`);
    for (const [page, items] of [
      [1, 10],
      [3, 5],
      [5, 0],
    ] as const) {
      const res = await t.json('GET', `/api/jobs?location=Zyxville&pageSize=10&page=${page}`);
      expect(
        res.body.items.map((i: { id: string }) => i.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 10, (page - 1) * 10 + items));
      expect(res.body, `page ${page}`).toMatchObject({ total: 25 });
      expect(res.body.totalCapped, `page ${page}`).toBeUndefined();
    }
    // Past the end of the whole list: the capped total still comes with the empty page.
    const past = await t.json('GET', '/api/jobs?page=5000');
    expect(past.body).toMatchObject({ items: [], total: TOTAL_CAP, totalCapped: true });
  });

  it('forum: a common word pages consistently in each sort, with the exact total', async () => {
    for (const [sort, order] of Object.entries(topicOrders)) {
      const expected = await idsWhere(`select id from forum_topics where title ilike '%velkorine%' order by ${order}`);
      const { ids, totals } = await allPages(`/api/forum/topics?search=velkorine&sort=${sort}`, 20);
      expect(ids, sort).toEqual(expected);
      expect(totals).toMatchObject({ total: expected.length });
    }
  });

  it('global search counts its candidates in the same statement, capped, and pages past the end keep the total', async () => {
    const many = await t.json('GET', '/api/search?q=plindor');
    expect(many.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    const few = await t.json('GET', '/api/search?q=velkorine');
    const expected = (await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%velkorine%'`)).length;
    expect(few.body.total).toBe(expected);
    const past = await t.json('GET', '/api/search?q=velkorine&page=500');
    expect(past.body).toMatchObject({ items: [], total: expected });
  });

  it('a rare word far down the list, and a word in more than the cap of rows none of which is near the top: exact pages in every sort', async () => {
    // Added last (the other cases count the rows above): 5 old jobs say 'zorbique'; 1,200 even older ones say 'quendrel'.
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, salary_min, status, created_at)
      select 'Archive ' || g, case when g <= 5 then 'Zorbique ' else 'Quendrel ' end || 'work ' || g,
             current_date - 300 - g % 50, 500 + g % 300, 'active', now() - interval '400 days' - g * interval '1 minute'
      from generate_series(1, 1205) g`);
    await t.deps.db.execute(sql`analyze jobs`);
    for (const [sort, order] of Object.entries(jobOrders)) {
      const rare = await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%zorbique%' order by ${order}`);
      expect(rare).toHaveLength(5);
      const got = await allPages(`/api/jobs?search=zorbique&sort=${sort}`, 2);
      expect(got.ids, sort).toEqual(rare);
      expect(got.totals).toMatchObject({ total: 5 });
    }
    for (const sort of ['newest', 'salary_desc'] as const) {
      const expected = await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%quendrel%' order by ${jobOrders[sort]}`);
      expect(expected).toHaveLength(1200);
      for (const page of [1, 2, 50, 100]) {
        const res = await t.json('GET', `/api/jobs?search=quendrel&sort=${sort}&pageSize=12&page=${page}`);
        expect(
          res.body.items.map((i: { id: string }) => i.id),
          `${sort} p${page}`,
        ).toEqual(expected.slice((page - 1) * 12, page * 12));
        expect(res.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
      }
    }
  });
  it('more matches than the cap, a few at the top: the rate the short walk saw skips a long walk that cannot fill the page', async () => {
    // After the case above: 1,200 old jobs say 'quendrel'; 3 new ones now say it too, at the top of the newest sort. A page
    // of 60 from a short walk of 300 rows that met 3 would need ~9,000 rows walked, far more than the matches: the matches
    // are collected and sorted at once (short walk, bounded collection, full collection: 3 statements, the long walk skipped).
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, status, created_at)
      select 'Fresh ' || g, 'Quendrel today ' || g, current_date + 1, 'active', now() + g * interval '1 minute' from generate_series(1, 3) g`);
    await t.deps.db.execute(sql`analyze jobs`);
    const expected = await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%quendrel%' order by ${jobOrders.newest}`);
    expect(expected).toHaveLength(1203);
    for (const page of [1, 2, 20]) {
      const counted = countingDb();
      const got = await jobsPage(counted.db, { search: 'quendrel', experience: [], jobType: [] }, 'newest', { limit: 60, offset: (page - 1) * 60 });
      expect(
        got.rows.map((r) => r.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 60, page * 60));
      expect(got, `page ${page}`).toMatchObject({ total: TOTAL_CAP, capped: true });
      if (page === 1) expect(counted.statements()).toBe(3);
    }
    // Through the API, small pages in another sort join up with the plain SQL's order.
    const bySalary = await idsWhere(`select id from jobs where status = 'active' and job_description ilike '%quendrel%' order by ${jobOrders.salary_desc}`);
    for (const page of [1, 7]) {
      const res = await t.json('GET', `/api/jobs?search=quendrel&sort=salary_desc&pageSize=50&page=${page}`);
      expect(
        res.body.items.map((i: { id: string }) => i.id),
        `salary p${page}`,
      ).toEqual(bySalary.slice((page - 1) * 50, page * 50));
    }
  });

  it('global search: title matches rank above body matches at the cap, and the total is capped or exact by the candidates', async () => {
    // 1,005 jobs say 'trevalune' only in the description and are stored first; 3 jobs stored after them have it in the
    // title. Every title match must still come first (the title matches are collected before the cap takes body rows).
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, status, created_at)
      select 'Role ' || g, 'Trevalune ' || (case when g <= 500 then 'gorvandish ' else '' end) || 'work ' || g, current_date, 'active', now()
      from generate_series(1, 1005) g`);
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, status, created_at)
      select (array['Trevalune lead', 'Senior trevalune', 'Gorvandish trevalune expert'])[g], 'Plain work.', current_date, 'active', now()
      from generate_series(1, 3) g`);
    await t.deps.db.execute(sql`analyze jobs`);
    const first = await t.json('GET', '/api/search?q=trevalune&pageSize=5');
    expect(first.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    const hits = first.body.items as { title: string; rank: number }[];
    // Tier 3 (the title starts with the text), then tier 2 (elsewhere in the title), shorter titles first; then bodies.
    expect(hits.map((h) => [h.title, h.rank])).toEqual([
      ['Trevalune lead', 3],
      ['Senior trevalune', 2],
      ['Gorvandish trevalune expert', 2],
      expect.arrayContaining([1]),
      expect.arrayContaining([1]),
    ]);
    // Pages up to the cap join up: no row twice, titles only on the first page.
    const ids = new Set<string>();
    for (let page = 1; page <= 20; page++) {
      const res = await t.json('GET', `/api/search?q=trevalune&pageSize=50&page=${page}`);
      expect(res.body.items, `page ${page}`).toHaveLength(50);
      for (const h of res.body.items as { id: string; rank: number }[]) {
        expect(ids.has(h.id)).toBe(false);
        ids.add(h.id);
        if (page > 1) expect(h.rank).toBe(1);
      }
      expect(res.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    }
    // Below the cap the total is exact: 500 bodies and 1 title say both words (the last word is a prefix).
    const both = await t.json('GET', '/api/search?q=trevalune%20gorvandish&pageSize=5');
    expect(both.body).toMatchObject({ total: 501 });
    expect(both.body.totalCapped).toBeUndefined();
    expect(both.body.items[0]).toMatchObject({ title: 'Gorvandish trevalune expert', rank: 2 });
    expect(both.body.items.slice(1).every((h: { rank: number }) => h.rank === 1)).toBe(true);
    // More title matches than the cap ('mabrotax' titles half the jobs): capped, and no body match on the first pages.
    const titles = await t.json('GET', '/api/search?q=mabrotax&pageSize=50&page=3');
    expect(titles.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(titles.body.items).toHaveLength(50);
    expect(titles.body.items.every((h: { rank: number; title: string }) => h.rank >= 2 && h.title.toLowerCase().includes('mabrotax'))).toBe(true);
  });

  it('global search: when title matches fill the page, body matches are read only up to the cap, and the total stays exact below it', async () => {
    // 30 titles and 970 bodies say 'ostrevan': 1,000 in all, exact. The first page (20) is titles only, so the bodies are
    // only counted, up to TOTAL_CAP + 1 - 30 of them (decision 2434); one body more makes the total '1,000+'.
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, status, created_at)
      select case when g <= 30 then 'Ostrevan analyst ' || g else 'Role ' || g end,
             case when g <= 30 then 'Plain work.' else 'Ostrevan work ' || g end, current_date, 'active', now()
      from generate_series(1, 1000) g`);
    await t.deps.db.execute(sql`analyze jobs`);
    const first = await t.json('GET', '/api/search?q=ostrevan&pageSize=20');
    expect(first.body).toMatchObject({ total: TOTAL_CAP });
    expect(first.body.totalCapped).toBeUndefined();
    expect(first.body.items.every((h: { rank: number }) => h.rank >= 2)).toBe(true);
    // Page 2 (rows 21-40) needs 10 body rows: they are the first bodies of the plain order, as on a page of bodies only.
    const second = await t.json('GET', '/api/search?q=ostrevan&pageSize=20&page=2');
    expect(second.body).toMatchObject({ total: TOTAL_CAP });
    const ranks = second.body.items.map((h: { rank: number }) => h.rank);
    expect(ranks.filter((r: number) => r >= 2)).toHaveLength(10);
    const bodies = await idsWhere(
      `select id from jobs where status = 'active' and job_description ilike '%ostrevan%' and job_title not ilike '%ostrevan%'
        order by length(job_title), ts_rank(search_tsv, to_tsquery('english', 'ostrevan:*')) desc, posted_date desc, job_title, id limit 10`,
    );
    expect(second.body.items.slice(10).map((h: { id: string }) => h.id)).toEqual(bodies);
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, status, created_at)
      values ('Role extra', 'Ostrevan work extra', current_date, 'active', now())`);
    const over = await t.json('GET', '/api/search?q=ostrevan&pageSize=20');
    expect(over.body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
  });
});
