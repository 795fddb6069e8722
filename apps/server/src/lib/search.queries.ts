import { TOTAL_CAP } from '@portal/shared/api';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

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
  /** The search text's match (lib/search.ts matchText), or null without a search. */
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
};

/** Rows walked in list order before a search falls back to collecting and sorting every match. */
const walkRows = (o: { limit: number; offset: number }) => Math.max(2000, (o.offset + o.limit) * 20);

/**
 * One page of a list, searched or not, as the ids of its rows (in `order`) and the total, capped at TOTAL_CAP.
 * `fetch` turns an id query (columns `id`, `walked`, `found`) into the page's rows; it joins the table again on the id and
 * sorts by `order` (the id query's order is lost in a join).
 *
 * Without a search the id query is the sort's index read from `offset` (index-only where the index covers the
 * sort), so a deep page skips index entries instead of fetching rows. With a search, the rows are first walked in
 * list order through the sort's index, the match tested on each, at most walkRows of them: a common word fills the
 * page after a few rows and nothing else is read, whatever the table's size. Only when the walk does not fill the
 * page (a rare word, or a deep page of a sparse one) are the matches collected through the search indexes (GIN
 * full-text and trigram) and sorted, which is cheap exactly because they are few.
 *
 * The total: exact up to TOTAL_CAP when counting is cheap; when the walk shows the matches are dense (the page's
 * rows were found among `walked` rows, and that density over the table's estimated rows is three times the cap),
 * the count is not made and the total is TOTAL_CAP, capped ('1,000+'): counting a common word's matches is the
 * scan this avoids.
 */
export async function pageOf<R extends { walked?: number | string | null; found?: number | string | null }>(
  db: Db,
  o: PageQuery,
  fetch: (ids: SQL) => Promise<R[]>,
) {
  const a = sql.raw(o.alias);
  const t = sql.raw(o.table);
  const where = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
  if (!o.match) {
    const rows = await fetch(
      sql`select ${a}.id, null::int as walked, null::int as found from ${t} ${a} where ${where(o.filters)} order by ${o.order} limit ${o.limit} offset ${o.offset}`,
    );
    return { rows, ...(await cappedCount(db, sql`from ${t} ${a} where ${where(o.filters)}`, { offset: o.offset, limit: o.limit, rows: rows.length })) };
  }
  const all = where([...o.filters, o.match]);
  // The matches collected apart (a materialised CTE is planned for all its rows: the search indexes when few match, a
  // scan that stops early when many do), never by walking the sort's index in hope of them.
  const matches = sql`with m as materialized (select ${a}.* from ${t} ${a} where ${all})`;
  const walk = sql`select ${a}.id, ${a}.walked, null::int as found from (
      select ${a}.*, row_number() over () as walked from (
        select ${a}.* from ${t} ${a} where ${where(o.filters)} order by ${o.order} limit ${walkRows(o)}
      ) ${a}
    ) ${a} where ${o.match} limit ${o.limit} offset ${o.offset}`;
  const walked = await fetch(walk);
  const exactCount = async () => {
    const [r] = rowsOf<{ n: number }>(await db.execute(sql`${matches} select count(*)::int as n from (select 1 from m limit ${TOTAL_CAP + 1}) c`));
    const n = r?.n ?? 0;
    return n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false };
  };
  if (walked.length < o.limit) {
    // Few matches near the top of the list: sort them all (they are few), counted by the same statement.
    const rows = await fetch(
      sql`${matches} select ${a}.id, null::int as walked, count(*) over ()::int as found from m ${a} order by ${o.order} limit ${o.limit} offset ${o.offset}`,
    );
    if (rows.length === 0 && o.offset > 0) return { rows, ...(await exactCount()) };
    const n = Number(rows[0]?.found ?? 0);
    return { rows, ...(n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false }) };
  }
  const last = Math.max(...walked.map((r) => Number(r.walked ?? 0)));
  if (o.estimable && last > 0) {
    const estimate = ((o.offset + o.limit) / last) * (await estimatedRows(db, o.table));
    if (estimate >= 3 * TOTAL_CAP) return { rows: walked, total: TOTAL_CAP, capped: true };
  }
  return { rows: walked, ...(await exactCount()) };
}

/** The planner's row estimate of a table (pg_class.reltuples, kept by ANALYZE and autovacuum); 0 when never analysed. */
export async function estimatedRows(db: Db, table: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = to_regclass(${table})`));
  return Number(r?.n ?? 0);
}
