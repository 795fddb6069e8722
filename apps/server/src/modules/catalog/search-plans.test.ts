import { TOTAL_CAP } from '@portal/shared/api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { searchAll } from './search.queries.ts';

// Global search's body-only webinar matches (migration 0025, docs/decisions/2401 amendment c): collected through the
// search indexes or by a scan, chosen by the word's density among the table's first rows. Whatever the choice, the
// candidates must be the straightforward SQL's first TOTAL_CAP + 1 body-only matches in physical order, so the page
// and the total do not depend on the plan. Made-up words, one per density; 1,500 webinars in one insert (block order =
// insert order).
const t = useTestApp();
const N = 1500;
/** word -> which webinars say it in the description (g = 1..N). */
const words = {
  zentrofy: 'g % 500 = 7', // rare: 3 rows
  quibblent: 'g % 10 = 3', // a tenth: 150 rows
  morvanic: 'g % 20 <> 0', // most: 1,425 rows, more than the cap
} as const;

beforeAll(async () => {
  const said = Object.entries(words)
    .map(([w, cond]) => `(case when ${cond} then ' ${w} reviewed.' else '' end)`)
    .join(' || ');
  // A few titles say the words too: title matches are not body-only ones (they rank above, collected apart).
  await t.deps.db.execute(
    sql.raw(`insert into webinars (title, description, start_time)
      select (case when g % 250 = 3 then 'Quibblent clinic ' when g % 300 = 1 then 'Morvanic night ' else 'Session ' end) || (g % 37),
             'Talk ' || g || '.' || ${said}, now() + (g % 90) * interval '1 day'
      from generate_series(1, ${N}) g`),
  );
  await t.deps.db.execute(sql`analyze webinars`);
});

const q = (w: string) => sql`to_tsquery('english', ${`${w}:*`})`;
const qa = (w: string) => sql`to_tsquery('english', ${`${w}:*A`})`;
/** The straightforward body-only match of global search (search.queries.ts: `matches(b) and not titleHit(b)`). */
const bodyOnly = (w: string) =>
  sql`(w.search_tsv @@ ${q(w)} or w.title ilike ${`%${w}%`} or w.description ilike ${`%${w}%`}) and not coalesce(w.title ilike ${`%${w}%`} or w.search_tsv @@ ${qa(w)}, false)`;
const tids = async (query: ReturnType<typeof sql>) => rowsOf<{ a: string }>(await t.deps.db.execute(sql`select (${query})::text as a`))[0]?.a;

describe('global search: body-only webinar matches by either plan', () => {
  it('each function gives the first TOTAL_CAP + 1 body-only matches in block order, for a rare word, a word in a tenth and one in most rows', async () => {
    for (const w of Object.keys(words)) {
      const expected = await tids(sql`array(select w.ctid from webinars w where ${bodyOnly(w)} order by w.ctid limit ${TOTAL_CAP + 1})`);
      const args = sql`${q(w)}, ${qa(w)}, ${`%${w}%`}, null::text, ${TOTAL_CAP + 1}`;
      expect(expected?.length, w).toBeGreaterThan(2);
      expect(await tids(sql`webinar_body_indexed(${args})`), `${w} indexed`).toBe(expected);
      expect(await tids(sql`webinar_body_scanned(${args})`), `${w} scanned`).toBe(expected);
      expect(await tids(sql`webinar_body_matches(${args})`), `${w} chosen`).toBe(expected);
    }
  });

  it('the search pages and totals are the straightforward SQL ranking of those candidates (title matches first)', async () => {
    for (const w of Object.keys(words)) {
      // Candidates: every title match (fewer than the cap here), then the first TOTAL_CAP + 1 body-only ones in block order.
      const p = `%${w}%`;
      const expected = rowsOf<{ id: string; n: number }>(
        await t.deps.db.execute(sql`with c as (
            select w.*, (case when w.title ilike ${`${w}%`} then 3 else 2 end) as tier from webinars w
             where w.title ilike ${p} or to_tsvector('english', coalesce(w.title, '')) @@ ${q(w)}
            union all
            select * from (select w.*, 1 from webinars w where ${bodyOnly(w)} order by w.ctid limit ${TOTAL_CAP + 1}) b)
          select c.id::text as id, count(*) over ()::int as n from c
           order by c.tier desc, length(c.title), ts_rank(c.search_tsv, ${q(w)}) desc, c.start_time desc nulls last, c.title, c.id`),
      );
      const total = Math.min(expected[0]?.n ?? 0, TOTAL_CAP);
      for (const page of [1, 2, 4]) {
        const res = await t.json('GET', `/api/search?q=${w}&pageSize=20&page=${page}`);
        expect(res.status).toBe(200);
        expect(
          res.body.items.map((h: { id: string }) => h.id),
          `${w} p${page}`,
        ).toEqual(expected.slice((page - 1) * 20, page * 20).map((r) => r.id));
        expect(res.body.total, w).toBe(total);
        expect(!!res.body.totalCapped, w).toBe((expected[0]?.n ?? 0) > TOTAL_CAP);
      }
    }
  });
});

// Jobs (migration 0025): the title and body-only matches by a scan stopping at the bound when a probe of the table's
// first 300 rows finds the word dense (d^2 * n >= 4 * bound), else through the indexes. 6,000 jobs (the table's only
// ones, so the probe reads this file's rows), so a word in most rows takes the scan and the others the indexes; each is checked against the straightforward SQL, by function and by page.
const JOBS = 6000;
const jobWords = {
  plomberic: { title: 'g % 1000 = 11', body: 'g % 700 = 5' }, // rare: titles and bodies
  frastile: { title: 'g % 50 = 7', body: 'g % 10 = 4' }, // 100 titles, a tenth of the bodies
  velquine: { title: 'g % 20 <> 0', body: 'false' }, // most titles (5,700): more than the cap, the scan
  dromasque: { title: 'false', body: 'g % 25 <> 0' }, // most bodies (5,760), no title: the scan
} as const;

describe('global search: jobs collected by a scan or through the indexes', () => {
  beforeAll(async () => {
    await t.truncate('jobs');
    const part = (k: 'title' | 'body') =>
      Object.entries(jobWords)
        .map(([w, c]) => `(case when ${c[k]} then ' ${w}' else '' end)`)
        .join(' || ');
    await t.deps.db.execute(
      sql.raw(`insert into jobs (job_title, job_description, posted_date, status, created_at)
        select 'Role' || ${part('title')} || ' ' || (g % 41), 'Work ' || g || '.' || ${part('body')}, current_date - (g % 60),
               case when g % 17 = 0 then 'closed' else 'active' end, now()
        from generate_series(1, ${JOBS}) g`),
    );
    await t.deps.db.execute(sql`analyze jobs`);
  });

  const titleHit = (w: string) =>
    sql`(j.status = 'active') is true and (j.job_title ilike ${`%${w}%`} or to_tsvector('english', coalesce(j.job_title, '')) @@ ${q(w)})`;
  const jobBody = (w: string) =>
    sql`(j.status = 'active') is true and (j.search_tsv @@ ${q(w)} or j.job_title ilike ${`%${w}%`} or j.job_description ilike ${`%${w}%`}
      or j.vendor_id = any(array(select vv.id from vendors vv where vv.name ilike ${`%${w}%`})))
      and not coalesce(j.job_title ilike ${`%${w}%`} or j.search_tsv @@ ${qa(w)}, false)`;
  const dense = async (part: string, w: string) =>
    rowsOf<{ d: boolean }>(await t.deps.db.execute(sql`select jobs_dense(${part}, ${q(w)}, ${qa(w)}, ${`%${w}%`}, ${TOTAL_CAP + 1}) as d`))[0]?.d;

  it('the probe takes the scan for a word in most rows only; either function gives the straightforward first TOTAL_CAP + 1 in block order', async () => {
    expect(await dense('title', 'velquine')).toBe(true);
    expect(await dense('body', 'dromasque')).toBe(true);
    for (const w of ['plomberic', 'frastile']) {
      expect(await dense('title', w), w).toBe(false);
      expect(await dense('body', w), w).toBe(false);
    }
    for (const w of Object.keys(jobWords)) {
      const title = await tids(sql`array(select j.ctid from jobs j where ${titleHit(w)} order by j.ctid limit ${TOTAL_CAP + 1})`);
      const body = await tids(sql`array(select j.ctid from jobs j where ${jobBody(w)} order by j.ctid limit ${TOTAL_CAP + 1})`);
      expect(await tids(sql`jobs_title_scanned(${qa(w)}, ${`%${w}%`}, ${TOTAL_CAP + 1})`), `${w} title`).toBe(title);
      expect(await tids(sql`jobs_body_scanned(${q(w)}, ${qa(w)}, ${`%${w}%`}, ${TOTAL_CAP + 1})`), `${w} body`).toBe(body);
      // The indexed collections (decision 2434: functions, out of the statement's cost estimate) give the same rows.
      expect(await tids(sql`jobs_title_indexed(${q(w)}, ${`%${w}%`}, ${TOTAL_CAP + 1})`), `${w} title indexed`).toBe(title);
      expect(await tids(sql`jobs_body_indexed(${q(w)}, ${qa(w)}, ${`%${w}%`}, ${TOTAL_CAP + 1})`), `${w} body indexed`).toBe(body);
    }
  });

  it('pages and totals are the straightforward SQL ranking of the candidates, whichever plan collected them', async () => {
    for (const w of Object.keys(jobWords)) {
      const expected = rowsOf<{ id: string; n: number }>(
        await t.deps.db.execute(sql`with t as (select j.*, (case when j.job_title ilike ${`${w}%`} then 3 else 2 end) as tier from jobs j
              where ${titleHit(w)} order by j.ctid limit ${TOTAL_CAP + 1}),
            b as (select j.*, 1 as tier from jobs j where ${jobBody(w)} and (select count(*) from t) <= ${TOTAL_CAP} order by j.ctid limit ${TOTAL_CAP + 1}),
            c as (select * from t union all select * from b)
          select c.id::text as id, count(*) over ()::int as n from c
           order by c.tier desc, length(c.job_title), ts_rank(c.search_tsv, ${q(w)}) desc, c.posted_date::timestamptz desc nulls last, c.job_title, c.id`),
      );
      expect(expected.length, w).toBeGreaterThan(2);
      for (const page of [1, 3]) {
        const res = await t.json('GET', `/api/search?q=${w}&pageSize=20&page=${page}`);
        expect(
          res.body.items.map((h: { id: string }) => h.id),
          `${w} p${page}`,
        ).toEqual(expected.slice((page - 1) * 20, page * 20).map((r) => r.id));
        expect(res.body.total, w).toBe(Math.min(expected[0]?.n ?? 0, TOTAL_CAP));
      }
    }
  });
});

// One named statement (docs/decisions/2426): the same text for every word and page, so a PostgreSQL connection parses it
// once and, after five runs planned for their values, runs a generic plan whenever its estimate is no higher than theirs.
// Its answers must not change with the plan.
describe('global search: one named statement, planned once', () => {
  it('answers every word and page on the generic plan as it did on the first plans; the connection holds one statement (PostgreSQL)', async () => {
    // Eight cases, each run twice: on PostgreSQL the sixth run on is offered the generic plan.
    const cases = ['velquine', 'dromasque', 'frastile', 'role'].flatMap((w) => [0, 20].map((offset) => [w, offset] as const));
    const first = [];
    for (const [w, offset] of cases) first.push(await searchAll(t.deps.db, w, 20, offset));
    expect(first.some((r) => r.rows.length === 20)).toBe(true);
    const again = [];
    for (const [w, offset] of cases) again.push(await searchAll(t.deps.db, w, 20, offset));
    expect(again).toEqual(first);
    if (t.database.kind !== 'postgres') return;
    // The pool hands sequential queries the same connection, whose prepared statements this lists.
    const held = rowsOf<{ n: number; generic: number; custom: number }>(
      await t.deps.db.execute(
        sql`select count(*)::int as n, coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
              from pg_prepared_statements where name like 'global\_search\_%'`,
      ),
    )[0];
    expect(held?.n).toBe(1);
    expect(held?.custom).toBeGreaterThanOrEqual(5);
    expect(held?.generic).toBeGreaterThan(0);
  }, 60_000);
});

// The small tables (migration 0028, docs/decisions/2434): every match through the search indexes instead of a scan of every
// row. The rows must be the straightforward test's, in block order, for a rare word, a common one, a prefix being typed
// and a near spelling (the typo fallback). 1,200 certifications, 300 product updates, made-up words.
describe('global search: the small tables matched through their indexes', () => {
  const M = 1200;
  const certWords = { vorpalix: 'g % 400 = 9', drumbleton: 'g % 3 = 1' } as const; // rare (3 rows), a third (400)
  beforeAll(async () => {
    await t.deps.db.execute(
      sql.raw(`insert into certifications (name, description)
        select (case when g % 150 = 2 then 'Vorpalix practitioner ' when g % 9 = 5 then 'Drumbleton ' else 'Course ' end) || (g % 53),
               'Level ' || g || '.' || (case when ${certWords.vorpalix} then ' vorpalix' else '' end) || (case when ${certWords.drumbleton} then ' drumbleton works' else '' end)
        from generate_series(1, ${M}) g`),
    );
    await t.deps.db.execute(
      sql.raw(`insert into product_updates (product_name, version, features, release_date)
        select 'Quendrix ' || (g % 7), 'v' || g || '.0', array['Adds drumbleton support ' || g], current_date - g from generate_series(1, 300) g`),
    );
    await t.deps.db.execute(sql`analyze certifications`);
    await t.deps.db.execute(sql`analyze product_updates`);
  });

  /** The straightforward match of each small table (search.queries.ts `matches(b)`). */
  const plain = {
    vendors: (w: string, typo: string | null) =>
      sql`select x.ctid from vendors x where x.search_tsv @@ ${q(w)} or x.name ilike ${`%${w}%`} or x.description ilike ${`%${w}%`} or x.name %> ${typo}::text`,
    certifications: (w: string, typo: string | null) =>
      sql`select x.ctid from certifications x where x.search_tsv @@ ${q(w)} or x.name ilike ${`%${w}%`} or x.description ilike ${`%${w}%`} or x.name %> ${typo}::text`,
    ai_courses: (w: string, typo: string | null) =>
      sql`select x.ctid from ai_courses x where x.search_tsv @@ ${q(w)} or x.name ilike ${`%${w}%`} or x.description ilike ${`%${w}%`} or x.name %> ${typo}::text`,
    product_updates: (w: string, typo: string | null) =>
      sql`select x.ctid from product_updates x where x.search_tsv @@ ${q(w)} or x.product_name ilike ${`%${w}%`} or x.version ilike ${`%${w}%`}
            or features_text(x.features) ilike ${`%${w}%`} or (x.product_name || ' ' || x.version) %> ${typo}::text
            or x.vendor_id = any(array(select vv.id from vendors vv where vv.name ilike ${`%${w}%`}))`,
    product_trials: (w: string, typo: string | null) =>
      sql`select x.ctid from product_trials x where x.search_tsv @@ ${q(w)} or x.product_name ilike ${`%${w}%`} or x.description ilike ${`%${w}%`}
            or x.product_name %> ${typo}::text or x.vendor_id = any(array(select vv.id from vendors vv where vv.name ilike ${`%${w}%`}))`,
  } as const;

  it('each function gives the straightforward matches in block order (rare, common, prefix, typo)', async () => {
    const cases: [string, string | null][] = [
      ['vorpalix', null],
      ['drumbleton', null],
      ['drumb', null],
      ['quendrix', null],
      ['vorpalixx', 'vorpalixx'],
      ['quendrixs', 'quendrixs'],
    ];
    let nonEmpty = 0;
    for (const [table, query] of Object.entries(plain)) {
      for (const [w, typo] of cases) {
        const expected = await tids(sql`array(${query(w, typo)} order by x.ctid)`);
        const got = await tids(sql`${sql.raw(`${table}_matching`)}(${q(w)}, ${`%${w}%`}, ${typo}::text)`);
        expect(got, `${table} ${w}`).toBe(expected);
        if (expected !== '{}') nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(8); // the typos find their near spellings too
  });

  it('pages and totals equal the plain ranking of the matches, title matches first', async () => {
    for (const w of ['vorpalix', 'drumbleton', 'drumb']) {
      const expected = rowsOf<{ id: string; n: number }>(
        await t.deps.db.execute(sql`with c as (
            select x.id, x.name as title, x.search_tsv, x.created_at as at,
                   (case when x.name ilike ${`${w}%`} then 3 when x.name ilike ${`%${w}%`} or x.search_tsv @@ ${qa(w)} then 2 else 1 end) as tier
              from certifications x where x.search_tsv @@ ${q(w)} or x.name ilike ${`%${w}%`} or x.description ilike ${`%${w}%`}
            union all
            select x.id, x.product_name || ' ' || x.version, x.search_tsv, x.release_date::timestamptz,
                   (case when (x.product_name || ' ' || x.version) ilike ${`${w}%`} then 3
                         when (x.product_name || ' ' || x.version) ilike ${`%${w}%`} or x.search_tsv @@ ${qa(w)} then 2 else 1 end)
              from product_updates x where x.search_tsv @@ ${q(w)} or features_text(x.features) ilike ${`%${w}%`})
          select c.id::text as id, count(*) over ()::int as n from c
           order by c.tier desc, length(c.title), ts_rank(c.search_tsv, ${q(w)}) desc, c.at desc nulls last, c.title, c.id`),
      );
      expect(expected.length, w).toBeGreaterThan(2);
      for (const page of [1, 3]) {
        const res = await t.json('GET', `/api/search?q=${w}&pageSize=20&page=${page}`);
        expect(res.status).toBe(200);
        expect(
          res.body.items.map((h: { id: string }) => h.id),
          `${w} p${page}`,
        ).toEqual(expected.slice((page - 1) * 20, page * 20).map((r) => r.id));
        expect(res.body.total, w).toBe(Math.min(expected[0]?.n ?? 0, TOTAL_CAP));
      }
    }
  });
});
