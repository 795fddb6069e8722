import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { jobsPage } from '../modules/catalog/catalog-lists.queries.ts';
import { searchAll } from '../modules/catalog/search.queries.ts';
import { listTopics } from '../modules/forum/forum.queries.ts';
import { useTestApp } from '../test/test-app.ts';
import { jobOrders, topicOrders } from '../test/list-orders.ts';

// The typo fallback of the jobs list and the forum (docs/decisions/2455): when the text as typed matches no row, the
// second pass tests near spellings of the title alone, which gives the rows the text-or-near-spelling test gives.
// Every word here is made up, so the rows are this file's own. Most descriptions hold the typo's trigrams ('handiwork'
// for 'hand'-like texts), so a second pass that tested the text as typed again would recheck most of the table.
const t = useTestApp();

beforeAll(async () => {
  await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, salary_min, salary_max, location_city, status, created_at)
    select (case when g % 20 = 0 then 'Quorvantis Lead ' else 'Analyst ' end) || (array['Alpha','Bravo','Charlie'])[1 + g % 3] || ' ' || g,
           'Quorvant handiwork, ' || (case when g % 3 = 0 then 'QUORVANTIZ tools.' else 'other tasks.' end),
           current_date - (g % 41), case when g % 7 = 0 then null else 1000 + (g * 37) % 5000 end,
           case when g % 11 = 0 then null else 7000 + (g * 53) % 9000 end,
           case when g % 2 = 0 then 'Oslo' else 'Lima' end,
           case when g % 13 = 0 then 'closed' else 'active' end, now() - g * interval '1 minute'
    from generate_series(1, 1200) g`);
  await t.deps.db.execute(sql`insert into forum_topics (title, content, tags, upvotes, reply_count, created_at)
    select (case when g % 10 = 0 then 'Quorvantis setup ' else 'Topic ' end) || g, 'Quorvant handiwork ' || g, array['misc'],
           (g * 31) % 50, (g * 17) % 9, now() - g * interval '1 minute'
    from generate_series(1, 600) g`);
  await t.deps.db.execute(
    sql`insert into vendors (id, name, description) values ('typo-vendor-1', 'Quorvantis Labs', 'Quorvant handiwork.'), ('typo-vendor-2', 'Other Labs', 'Quorvant handiwork.')`,
  );
  await t.deps.db.execute(sql`analyze jobs`);
  await t.deps.db.execute(sql`analyze forum_topics`);
});

/** The jobs list's whole match as plain SQL: the text as typed (words, contains, the vendor's name) or a near spelling of the title. */
const jobsMatching = (text: string, extra = '') =>
  `select id from jobs j where j.status = 'active' ${extra} and (j.search_tsv @@ to_tsquery('english', '''${text}'':*')
    or j.job_title ilike '%${text}%' or j.job_description ilike '%${text}%' or j.job_title %> '${text}'
    or j.vendor_id in (select v.id from vendors v where v.name ilike '%${text}%'))`;
const idsWhere = async (query: string) => rowsOf<{ id: string }>(await t.deps.db.execute(sql.raw(query))).map((r) => r.id);

/** Every id of a list, page by page, as a visitor walks it. */
async function allPages(path: string, pageSize: number) {
  const ids: string[] = [];
  let totals: { total: number; totalCapped?: boolean } | undefined;
  for (let page = 1; page < 100; page++) {
    const res = await t.json('GET', `${path}&pageSize=${pageSize}&page=${page}`);
    expect(res.status).toBe(200);
    totals ??= res.body;
    ids.push(...res.body.items.map((i: { id: string }) => i.id));
    if (res.body.items.length < pageSize) break;
  }
  return { ids, totals };
}

/** A list's first page (the typo fallback answers the first page only, as before) and its total. */
async function firstPage(path: string, pageSize: number) {
  const res = await t.json('GET', `${path}&pageSize=${pageSize}&page=1`);
  expect(res.status).toBe(200);
  return { ids: res.body.items.map((i: { id: string }) => i.id) as string[], totals: res.body as { total: number } };
}

/** The test app's database, keeping the text of each statement sent through it. */
function recordingDb() {
  const texts: string[] = [];
  const db = t.deps.db;
  const dialect = new PgDialect();
  // Named statements (db/client.ts executeNamed) go through the session's prepareQuery.
  const session = (db as unknown as { session: { prepareQuery: (q: { sql: string }, ...rest: unknown[]) => unknown } }).session;
  const recordingSession = new Proxy(session, {
    get: (target, key) =>
      key === 'prepareQuery'
        ? (q: { sql: string }, ...rest: unknown[]) => {
            texts.push(q.sql);
            return target.prepareQuery(q, ...rest);
          }
        : Reflect.get(target, key),
  });
  const recorded = new Proxy(db, {
    get: (target, key) =>
      key === 'execute'
        ? (q: SQL) => {
            texts.push(dialect.sqlToQuery(q).sql);
            return target.execute(q);
          }
        : key === 'session'
          ? recordingSession
          : Reflect.get(target, key),
  });
  return { db: recorded, texts };
}

describe('typo fallback: near spellings alone when the text as typed matched nothing', () => {
  it('jobs: the first page and total of a near spelling in each sort, and with a filter, equals the plain text-or-near-spelling match', async () => {
    const asTyped = await idsWhere(`select id from jobs j where j.search_tsv @@ to_tsquery('english', '''quorvantsi'':*')
      or j.job_title ilike '%quorvantsi%' or j.job_description ilike '%quorvantsi%'`);
    expect(asTyped).toEqual([]);
    for (const [sort, order] of Object.entries(jobOrders)) {
      const expected = await idsWhere(`${jobsMatching('quorvantsi')} order by ${order}`);
      expect(expected.length).toBeGreaterThan(20);
      const { ids, totals } = await firstPage(`/api/jobs?search=quorvantsi&sort=${sort}`, 12);
      expect(ids, sort).toEqual(expected.slice(0, 12));
      expect(totals).toMatchObject({ total: expected.length });
    }
    const expected = await idsWhere(`${jobsMatching('quorvantsi', `and j.location_city = 'Oslo'`)} order by ${jobOrders.newest}`);
    const { ids, totals } = await firstPage('/api/jobs?search=quorvantsi&location=Oslo', 12);
    expect(ids).toEqual(expected.slice(0, 12));
    expect(totals).toMatchObject({ total: expected.length });
  });

  it('jobs: a text found as typed (in a tenth of the descriptions, another case) keeps its rows, no near spellings added', async () => {
    const expected = await idsWhere(
      `select id from jobs j where j.status = 'active' and (j.search_tsv @@ to_tsquery('english', '''quorvantiz'':*') or j.job_title ilike '%quorvantiz%'
        or j.job_description ilike '%quorvantiz%') order by ${jobOrders.title_asc}`,
    );
    expect(expected.length).toBeGreaterThan(20);
    const { ids } = await allPages('/api/jobs?search=quorvantiz&sort=title_asc', 12);
    expect(ids).toEqual(expected);
  });

  it("jobs and forum: the second pass's statements test near spellings only (no text as typed)", async () => {
    const jobs = recordingDb();
    const page = await jobsPage(jobs.db, { search: 'quorvantsi', experience: [], jobType: [] }, 'newest', { limit: 12, offset: 0 });
    expect(page.rows.length).toBe(12);
    const second = jobs.texts.filter((s) => s.includes('%>'));
    expect(second.length).toBeGreaterThan(0);
    for (const s of second) expect(s).not.toMatch(/\bi?like\b|@@/i);
    const forum = recordingDb();
    const topics = await listTopics(forum.db, { search: 'quorvantsi', sort: 'newest', limit: 20, offset: 0 });
    expect(topics.items.length).toBe(20);
    const forumSecond = forum.texts.filter((s) => s.includes('%>'));
    expect(forumSecond.length).toBeGreaterThan(0);
    for (const s of forumSecond) expect(s).not.toMatch(/\bi?like\b|@@/i);
  });

  it('forum: the first page and total of a near spelling in each sort equals the plain text-or-near-spelling match', async () => {
    for (const [sort, order] of Object.entries(topicOrders)) {
      const expected = await idsWhere(
        `select id from forum_topics t where t.search_tsv @@ to_tsquery('english', '''quorvantsi'':*') or t.title ilike '%quorvantsi%'
          or t.content ilike '%quorvantsi%' or t.title %> 'quorvantsi' order by ${order}`,
      );
      expect(expected.length).toBeGreaterThan(20);
      const { ids, totals } = await firstPage(`/api/forum/topics?search=quorvantsi&sort=${sort}`, 20);
      expect(ids, sort).toEqual(expected.slice(0, 20));
      expect(totals).toMatchObject({ total: expected.length });
    }
  });
});

describe('global search typo pass: near spellings of titles alone when the text as typed found nothing', () => {
  // The plain SQL of the typo pass's answer when nothing matches as typed: every type's rows whose title is a near spelling,
  // all in tier 2, ranked by title length, ts_rank, date, title, id (search.queries.ts searchAll).
  const plain = (w: string) => `select type, id from (
      select 'job' as type, j.id::text as id, j.job_title as title, j.posted_date::timestamptz as at, ts_rank(j.search_tsv, to_tsquery('english', '''${w}'':*')) as score
        from jobs j where j.status = 'active' and j.job_title %> '${w}'
      union all select 'webinar', x.id::text, x.title, x.start_time, ts_rank(x.search_tsv, to_tsquery('english', '''${w}'':*')) from webinars x where x.title %> '${w}'
      union all select 'vendor', x.id::text, x.name, x.created_at, ts_rank(x.search_tsv, to_tsquery('english', '''${w}'':*')) from vendors x where x.name %> '${w}'
      union all select 'certification', x.id::text, x.name, x.created_at, ts_rank(x.search_tsv, to_tsquery('english', '''${w}'':*')) from certifications x where x.name %> '${w}'
      union all select 'ai_course', x.id::text, x.name, x.created_at, ts_rank(x.search_tsv, to_tsquery('english', '''${w}'':*')) from ai_courses x where x.name %> '${w}'
      union all select 'product_update', x.id::text, x.product_name || ' ' || x.version, x.release_date::timestamptz, ts_rank(x.search_tsv, to_tsquery('english', '''${w}'':*'))
        from product_updates x where (x.product_name || ' ' || x.version) %> '${w}'
      union all select 'product_trial', x.id::text, x.product_name, x.created_at, ts_rank(x.search_tsv, to_tsquery('english', '''${w}'':*')) from product_trials x where x.product_name %> '${w}'
    ) h order by length(h.title), h.score desc, h.at desc nulls last, h.title, h.id`;

  it('the first page and the total equal the plain near-spelling ranking (jobs and a vendor)', async () => {
    const expected = rowsOf<{ type: string; id: string }>(await t.deps.db.execute(sql.raw(plain('quorvantsi'))));
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.some((r) => r.type === 'vendor')).toBe(true);
    for (const pageSize of [20, 50]) {
      const res = await t.json('GET', `/api/search?q=quorvantsi&pageSize=${pageSize}`);
      expect(res.status).toBe(200);
      expect(res.body.items.map((i: { type: string; id: string }) => ({ type: i.type, id: i.id }))).toEqual(expected.slice(0, pageSize));
      expect(res.body.total).toBe(expected.length);
    }
  });

  it("the typo pass's statement tests no description of the tables that grow", async () => {
    const db = recordingDb();
    const found = await searchAll(db.db, 'quorvantsi', 20, 0, true);
    expect(found.rows.length).toBe(20);
    expect(db.texts.length).toBeGreaterThan(0);
    for (const s of db.texts) expect(s).not.toMatch(/job_description(_lower)? i?like|webinar_body_matches|jobs_body/i);
  });
});
