import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

export type SearchCount = { kind: string; term: string; searches: number; lastTotal: number | null };

/** Adds counts to one day's rows; a known result count replaces the stored one. */
export async function upsertSearchCounts(db: Db, day: string, rows: { kind: string; term: string; searches: number; lastTotal: number | null }[]) {
  await db.execute(sql`
    insert into search_log (day, kind, term, searches, last_total)
    select ${day}::date, r.kind, r.term, r.searches, r.last_total
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ kind: r.kind, term: r.term, searches: r.searches, last_total: r.lastTotal })))}::jsonb)
      as r(kind text, term text, searches int, last_total int)
    on conflict (day, kind, term) do update
      set searches = search_log.searches + excluded.searches,
          last_total = coalesce(excluded.last_total, search_log.last_total)`);
}

export async function deleteSearchLogBefore(db: Db, day: string) {
  await db.execute(sql`delete from search_log where day < ${day}::date`);
}

/** Searches since `since` by kind and words, most searched first, each with its latest known result count. */
export async function topSearches(db: Db, since: string, limit: number): Promise<SearchCount[]> {
  const res = await db.execute(sql`
    select kind, term, sum(searches)::int as searches,
      (array_agg(last_total order by day desc) filter (where last_total is not null))[1] as last_total
    from search_log
    where day >= ${since}::date
    group by kind, term
    having sum(searches) > 0
    order by sum(searches) desc, term
    limit ${limit}`);
  return rowsOf<{ kind: string; term: string; searches: number; last_total: number | null }>(res).map((r) => ({
    kind: r.kind,
    term: r.term,
    searches: Number(r.searches),
    lastTotal: r.last_total === null ? null : Number(r.last_total),
  }));
}
