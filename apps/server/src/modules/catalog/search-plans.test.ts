import { TOTAL_CAP } from '@portal/shared/api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';

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
