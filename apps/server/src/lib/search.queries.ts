import { TOTAL_CAP } from '@portal/shared/api';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { anchorAt, anchorSpacing, dropAnchors, readAnchorsOnce } from './list-anchors.ts';
import { anchoredIds, type OrderKey } from './list-anchors.queries.ts';

/**
 * Rows matching `fromWhere` ("from ... where ..."), counted up to TOTAL_CAP: an exact count when it
 * is small, else TOTAL_CAP with capped = true. Skips the query when the page already tells the total.
 */
export async function cappedCount(db: Db, fromWhere: SQL, page?: { offset: number; limit: number; rows: number }) {
  if (page && page.rows < page.limit && (page.rows > 0 || page.offset === 0)) return { total: page.offset + page.rows, capped: false };
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${TOTAL_CAP + 1}) c`));
  const n = r?.n ?? 0;
  return n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false };
}

/** A list's page query (docs/decisions/2401). */
export type PageQuery = {
  /** The table, e.g. `jobs`; aliased `alias` in every part below. */
  table: string;
  alias: string;
  /** The list's filters, the text match excluded (it may be empty: `true`). */
  filters: SQL[];
  /** The search text's match (lib/search-match.queries.ts matchText), or null without a search. */
  match: SQL | null;
  /** The sort, a total order (ends with the id), spelled as one of the table's indexes. */
  order: SQL;
  limit: number;
  offset: number;
  /**
   * True when the filters are only the list's fixed ones (e.g. active jobs), so the table's row estimate bounds
   * the rows a search walks through; a count may then be estimated (below) instead of made.
   */
  estimable: boolean;
  /**
   * A plain list (no search) whose filters are its fixed ones may page from anchors (lib/list-anchors.ts): `name` keys
   * them, `keys` is `order` as terms, `areas` the cache_versions areas bumped by every write that can move a row in it.
   */
  anchors?: { name: string; keys: OrderKey[]; areas: string[] };
  /** Called with the error of an anchor read (the page is then answered by OFFSET). */
  onError?: (err: unknown) => void;
};

/** Rows of the list's top a search reads first (the page's rows three times over, if more). */
const SHORT_WALK = 300;
/** Rows walked in list order before a search falls back to collecting and sorting every match. */
const walkRows = (o: { limit: number; offset: number }) => Math.max(2000, (o.offset + o.limit) * 20);
/** The most rows a walk sized by the short walk's rate of matches reads (beyond it, the matches are collected). */
const MAX_WALK = 50_000;

/**
 * One page of a list, searched or not, as the ids of its rows (in `order`) and the total, capped at TOTAL_CAP.
 * `fetch` turns an id query (columns `id`, `walked`, `found`) into the page's rows; it LEFT joins the table again on the id
 * (a row with a null id carries only `found`) and sorts by `order` (the id query's order is lost in a join). On a walk's
 * rows `found` is the table's row estimate (pg_class.reltuples) when the list is estimable, so a page is one statement.
 *
 * Without a search the id query is the sort's index read from `offset` (index-only where the index covers the
 * sort), so a deep page skips index entries instead of fetching rows. With a search:
 * 1. the list's first SHORT_WALK rows are walked in list order through the sort's index, the match tested on each: a
 *    common word fills the page there and nothing else is read, whatever the table's size;
 * 2. when they hold too few matches, and did not show the matches to be many in all, the matches are collected
 *    through the search indexes (GIN full-text and trigram), at most TOTAL_CAP of them, and sorted: a rare word or a
 *    typo costs its few matches (docs/benchmarks/cache-miss.md, 2026-11-27);
 * 3. otherwise (many matches, few near the top) the long walk of walkRows rows, and when even that does not fill the
 *    page, every match collected and sorted.
 *
 * The total: exact up to TOTAL_CAP when counting is cheap; when the walk shows the matches are dense (the page's
 * rows were found among `walked` rows, and that density over the table's estimated rows is three times the cap),
 * the count is not made and the total is TOTAL_CAP, capped ('1,000+'): counting a common word's matches is the
 * scan this avoids.
 */
export async function pageOf<R extends { id?: unknown; walked?: number | string | null; found?: number | string | null }>(
  db: Db,
  o: PageQuery,
  fetch: (ids: SQL) => Promise<R[]>,
) {
  const a = sql.raw(o.alias);
  const t = sql.raw(o.table);
  const where = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
  const capped = (n: number) => (n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false });
  if (!o.match) {
    // The page's ids and its total in one statement (a second one for the count was a round trip on every full page):
    // the page tells the total when it is short (not past the end); otherwise the rows are counted up to TOTAL_CAP + 1,
    // in a sub-select the CASE runs only then. A page past the end answers one id-less row carrying the count (and, read
    // from anchors, -1 in `walked` when the anchors were stale: no row was read).
    const plainPage = (ids: SQL, fresh: SQL = sql`true`) =>
      fetch(
        sql`with pg as materialized (${ids}),
        k as (select count(*)::int as k from pg),
        n as (select (case when (select k from k) < ${o.limit} and ((select k from k) > 0 or ${o.offset}::int = 0) then ${o.offset}::int + (select k from k)
          else (select count(*)::int from (select 1 from ${t} ${a} where ${where(o.filters)} limit ${TOTAL_CAP + 1}) c) end) as found)
        select pg.id, null::int as walked, n.found from pg cross join n
        union all select null, (case when ${fresh} then null else -1 end)::int, n.found from n where not exists (select 1 from pg)`,
      );
    const answer = (rows: R[]) => ({ rows: rows.filter((r) => r.id != null), ...capped(Number(rows[0]?.found ?? 0)) });
    // A deep page: from the anchor at or before its offset, fewer than anchorSpacing() rows skipped (docs/decisions/2430).
    // No anchors yet, or stale ones: they are read (one cursor over the sort's index, about one OFFSET walk; concurrent
    // pages wait for the same read), unless the last read was too recent: then OFFSET.
    if (o.anchors && o.offset >= anchorSpacing()) {
      const { name } = o.anchors;
      const list = { table: o.table, alias: o.alias, filters: o.filters, keys: o.anchors.keys, areas: o.anchors.areas };
      for (let tries = 0; tries < 2; tries++) {
        const at = anchorAt(db, name, o.offset);
        if (at) {
          const q = anchoredIds(list, at.key, at.versions, o.offset - at.position, o.limit);
          const rows = await plainPage(q.ids, q.fresh);
          if (!rows.some((r) => r.id == null && Number(r.walked) === -1)) return answer(rows);
          dropAnchors(db, name);
        }
        if (tries > 0) break;
        const reading = readAnchorsOnce(db, name, list, o.onError ?? (() => {}));
        if (!reading) break;
        await reading;
      }
    }
    return answer(await plainPage(sql`select ${a}.id from ${t} ${a} where ${where(o.filters)} order by ${o.order} limit ${o.limit} offset ${o.offset}`));
  }
  const all = where([...o.filters, o.match]);
  // The matches collected apart (a materialised CTE is planned for all its rows: the search indexes when few match, a
  // scan that stops early when many do), never by walking the sort's index in hope of them. `bound`: at most that many
  // are collected, and `found` says whether they were all (≤ bound) or not (bound + 1).
  // The bound is applied to the CTE's rows, outside it: inside, a LIMIT would plan the CTE for its first rows (a scan
  // that stops early), which reads the whole table when the matches are few (a rare word: 400 ms, 9,600 buffers).
  // A page past the last match still answers one row, its id null, carrying the count (`fetch` keeps it by a left join):
  // counting again in a second statement cost as much as the match itself (a short word with no match: 240 ms twice).
  const matchSet = (bound?: number) =>
    sql`with m as materialized (select ${a}.* from ${t} ${a} where ${all}),
      s as materialized (select * from m${bound ? sql` limit ${bound + 1}` : sql``}),
      pg as materialized (select ${a}.id, count(*) over ()::int as found from s ${a} order by ${o.order} limit ${o.limit} offset ${o.offset})
      select id, null::int as walked, found from pg
      union all select null, null::int, (select count(*)::int from s) where not exists (select 1 from pg)`;
  // A walk's rows carry the table's row estimate (pg_class.reltuples, an InitPlan run once) in `found` when the list is
  // estimable: the density checks below need it only when the walk found rows, and a second statement for it was a
  // round trip on most searches.
  const estimate = o.estimable ? sql`(select greatest(c.reltuples, 0)::bigint from pg_class c where c.oid = to_regclass(${o.table}))` : sql`null::bigint`;
  // When the page is not filled, one id-less row more carries in `walked` the matches among all the walked rows (before the
  // offset too): their rate sizes what follows (step 3). It is evaluated only then (a one-time filter), re-reading the rows.
  // The walked rows keep only their id, whether they match (tested once per row, as the row is read) and their place: the
  // whole rows (j.*, a description and its lower-cased copy) spilled the CTE to disk at 4,800 rows, and the count tested
  // the match a second time on each (docs/decisions/2465).
  const walk = (rows: number) => sql`with w as (select ${a}.id, (${o.match}) as m, row_number() over () as walked from (
        select ${a}.* from ${t} ${a} where ${where(o.filters)} order by ${o.order} limit ${rows}
      ) ${a}),
      pg as (select w.id, w.walked, ${estimate} as found from w where w.m limit ${o.limit} offset ${o.offset})
      select id, walked, found from pg
      union all select null, (select count(*) from w where w.m), ${estimate} where (select count(*) from pg) < ${o.limit}`;
  /** A walk's page rows, the matches it met when the page is not full (0 when full), and the table's estimate. */
  const walkOf = (rows: R[]) => {
    const rest = rows.find((r) => r.id == null);
    return { rows: rows.filter((r) => r.id != null), met: Number(rest?.walked ?? 0), tableRows: Number(rows[0]?.found ?? 0) };
  };
  /** A match set's page rows, and its count (on the rows, or on the one id-less row of a page past the end). */
  const split = (rows: R[]) => ({ rows: rows.filter((r) => r.id != null), found: Number(rows[0]?.found ?? 0) });
  const exactCount = async () => {
    const [r] = rowsOf<{ n: number }>(
      await db.execute(
        sql`with m as materialized (select ${a}.* from ${t} ${a} where ${all}) select count(*)::int as n from (select 1 from m limit ${TOTAL_CAP + 1}) c`,
      ),
    );
    return capped(r?.n ?? 0);
  };
  const full = walkRows(o);
  // 1. A short walk of the list's first rows: a common word fills the page there and nothing else is read.
  const first = Math.max(SHORT_WALK, (o.offset + o.limit) * 3);
  const short = walkOf(await fetch(walk(first)));
  let walked = short.rows;
  if (walked.length < o.limit) {
    // 2. Too few matches near the top. Unless the short walk saw them dense enough that there are many in all (a walk
    // finds those sooner), collect them through the search indexes, at most TOTAL_CAP: a rare word or a typo costs
    // its few matches, not a walk of 2,000 rows that each test the match (a description's ILIKE reads the whole text).
    const seen = short.met;
    const many = seen > 0 && o.estimable && (seen / first) * short.tableRows > TOTAL_CAP;
    if (!many) {
      // Every match when there are at most TOTAL_CAP (found ≤ TOTAL_CAP), also for a page past the last one.
      const set = split(await fetch(matchSet(TOTAL_CAP)));
      if (set.found <= TOTAL_CAP) return { rows: set.rows, ...capped(set.found) };
    }
    // 3. Many matches, few near the top. When the short walk met some (`seen` in its `first` rows, before the offset too), their rate tells how far
    // down the page ends: walk half as far again (at least the long walk) when that is within the long walk or under twice
    // the matches the rate predicts (a row walked costs less than a match collected); else collect and sort every match at
    // once: a long walk that could not fill the page was a wasted statement (a word in 2% of the rows, page 18: 4 statements).
    // Without a rate, the long walk as before. Either way the page is the same: a walk's rows are the first in sort order.
    const reach = seen > 0 ? Math.ceil((1.5 * (o.offset + o.limit) * first) / seen) : full;
    const worth = reach <= full || reach <= 2 * (seen / first) * short.tableRows;
    const rows = Math.min(Math.max(full, reach), MAX_WALK);
    if (worth && first < rows) walked = walkOf(await fetch(walk(rows))).rows;
    if (walked.length < o.limit) {
      const set = split(await fetch(matchSet()));
      return { rows: set.rows, ...capped(set.found) };
    }
  }
  const last = Math.max(...walked.map((r) => Number(r.walked ?? 0)));
  if (o.estimable && last > 0) {
    const density = ((o.offset + o.limit) / last) * short.tableRows;
    if (density >= 3 * TOTAL_CAP) return { rows: walked, total: TOTAL_CAP, capped: true };
  }
  return { rows: walked, ...(await exactCount()) };
}
