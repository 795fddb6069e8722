import { likePattern } from '@portal/shared/catalog-api';
import { TOTAL_CAP } from '@portal/shared/api';
import { tsQuery } from '../../lib/search.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

// ---- Global search ----

type SearchRow = {
  type: string;
  id: string;
  title: string;
  snippet: string | null;
  vendor_name: string | null;
  vendor_id: string | null;
  rank: number;
};

/**
 * One ranked UNION over every searchable type, in one statement. Each branch matches with the list's rule (search.ts:
 * contains, full-text with stemming and prefix, typos in the title) and gives at most TOTAL_CAP + 1 candidates, so a
 * common word reads a bounded number of rows per type (docs/decisions/2401); the tiers and ts_rank are computed for the
 * candidates only, and the total (capped) is counted over them by the same statement. Tiers: 3 = title starts with the
 * text, 2 = the title matches (contains, its words, or a near spelling), 1 = another field; within a tier the shorter
 * title first (the text covers more of it), then ts_rank with titles weighted A above bodies B, then newest.
 * The candidates carry only what the order needs (no body text): the snippet's text (a description, up to a whole
 * job ad) is read for the page's rows alone, after the sort, so the up to 7 × 1,001 candidates stay narrow rows.
 */
export async function searchAll(db: Db, text: string, limit: number, offset: number, typos = false) {
  const p = likePattern(text);
  const prefix = `${p.slice(1)}`;
  const tsq = tsQuery(text) ?? sql`''::tsquery`;
  const inTitle = tsQuery(text, 'A') ?? sql`''::tsquery`;
  const fuzzy = typos && text.length >= 4;
  const titleHit = (title: SQL, doc: SQL) => sql`(${title} ilike ${p} or ${doc} @@ ${inTitle}${fuzzy ? sql` or ${title} %> ${text}::text` : sql``})`;
  const rank = (title: SQL, doc: SQL) => sql`(case when ${title} ilike ${prefix} then 3 when ${titleHit(title, doc)} then 2 else 1 end)`;
  type Branch = {
    type: string;
    id: SQL;
    title: SQL;
    /** The snippet's text of the page row `h` (a scalar subquery by its id), read only for the page's rows. */
    snippet: SQL;
    vendor: boolean;
    doc: SQL;
    at: SQL;
    from: SQL;
    where?: SQL;
    like: SQL[];
    vendorId?: SQL;
  };
  const branch = (o: Branch) => {
    const alts: SQL[] = [sql`${o.doc} @@ ${tsq}`, ...o.like.map((c) => sql`${c} ilike ${p}`)];
    if (fuzzy) alts.push(sql`${o.title} %> ${text}::text`);
    if (o.vendorId) alts.push(sql`${o.vendorId} = any(array(select vv.id from vendors vv where vv.name ilike ${p}))`);
    // Materialised: planned for all its rows (the search indexes when few match, a scan that stops at the limit when
    // many do), never a walk of another index in hope of matches.
    return sql`(with m as materialized (select ${o.type}::text as type, ${o.id} as id, ${o.title} as title,
        ${o.vendor ? sql`v.name` : sql`null::text`} as vendor_name, ${o.vendor ? sql`v.id` : sql`null::text`} as vendor_id,
        ${rank(o.title, o.doc)} as rank, ts_rank(${o.doc}, ${tsq}) as score, ${o.at} as at
      ${o.from} where ${o.where ? sql`${o.where} and ` : sql``}(${sql.join(alts, sql` or `)})) select * from m limit ${TOTAL_CAP + 1})`;
  };
  /** The common branch: `table` (as `a`) searched on its title column and `description`, with its vendor. */
  const described = (type: string, table: string, a: string, title: string, o: { at?: string; vendorId?: boolean } = {}): Branch => {
    const col = (c: string) => sql.raw(`${a}.${c}`);
    const own = table === 'vendors';
    return {
      type,
      id: col('id::text'),
      title: col(title),
      snippet: sql.raw(`(select x.description from ${table} x where x.id = h.id${own ? '' : '::uuid'})`),
      vendor: !own,
      doc: col('search_tsv'),
      at: col(o.at ?? 'created_at'),
      from: sql.raw(own ? `from ${table} ${a}` : `from ${table} ${a} left join vendors v on v.id = ${a}.vendor_id`),
      like: [col(title), col('description')],
      vendorId: o.vendorId ? col('vendor_id') : undefined,
    };
  };
  const branches: Branch[] = [
    described('webinar', 'webinars', 'w', 'title', { at: 'start_time' }),
    {
      type: 'job',
      id: sql`j.id::text`,
      title: sql`j.job_title`,
      snippet: sql`(select x.job_description from jobs x where x.id = h.id::uuid)`,
      vendor: true,
      doc: sql`j.search_tsv`,
      at: sql`j.posted_date::timestamptz`,
      from: sql`from jobs j left join vendors v on v.id = j.vendor_id`,
      where: sql`j.status = 'active'`,
      like: [sql`j.job_title`, sql`j.job_description`],
      vendorId: sql`j.vendor_id`,
    },
    described('vendor', 'vendors', 'v', 'name'),
    described('certification', 'certifications', 'c', 'name'),
    described('ai_course', 'ai_courses', 'c', 'name'),
    {
      type: 'product_update',
      id: sql`u.id::text`,
      title: sql`u.product_name || ' ' || u.version`,
      snippet: sql`(select array_to_string(x.features, '; ') from product_updates x where x.id = h.id::uuid)`,
      vendor: true,
      doc: sql`u.search_tsv`,
      at: sql`u.release_date::timestamptz`,
      from: sql`from product_updates u left join vendors v on v.id = u.vendor_id`,
      like: [sql`u.product_name`, sql`u.version`, sql`features_text(u.features)`],
      vendorId: sql`u.vendor_id`,
    },
    described('product_trial', 'product_trials', 't', 'product_name', { vendorId: true }),
  ];
  const union = sql.join(branches.map(branch), sql` union all `);
  const order = sql`h.rank desc, length(h.title), h.score desc, h.at desc nulls last, h.title, h.id`;
  const snippet = sql`(case h.type ${sql.join(
    branches.map((b) => sql`when ${b.type} then ${b.snippet}`),
    sql` `,
  )} end)`;
  const rows = rowsOf<SearchRow & { found: number }>(
    await db.execute(sql`select h.type, h.id, h.title, ${snippet} as snippet, h.vendor_name, h.vendor_id, h.rank, h.found from (
        select h.*, count(*) over ()::int as found from (${union}) h order by ${order} limit ${limit} offset ${offset}
      ) h order by ${order}`),
  );
  // A page past the end has no row to carry the count: count the (bounded) candidates on their own.
  const found = rows[0]?.found ?? (offset > 0 ? (rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${union}) h`))[0]?.n ?? 0) : 0);
  const total = found > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: found, capped: false };
  return { rows, total };
}
