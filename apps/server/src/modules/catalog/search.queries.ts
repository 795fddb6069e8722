import { likePattern } from '@portal/shared/catalog-api';
import { TOTAL_CAP } from '@portal/shared/api';
import { contains, type LikeColumn, tsQuery } from '../../lib/search-match.queries.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed, rowsOf } from '../../db/client.ts';

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
 * One ranked UNION over every searchable type, in one statement (docs/decisions/2401). Each type matches with the list's
 * rule (search.ts: contains, full-text with stemming and prefix, typos in the title). Tiers: 3 = title starts with the
 * text, 2 = the title matches (contains, its words, or a near spelling), 1 = another field; within a tier the shorter
 * title first (the text covers more of it), then ts_rank with titles weighted A above bodies B, then newest.
 *
 * Bounded work for a common word:
 * - the title matches of each type are collected first, at most TOTAL_CAP + 1 (a title index on the tables that grow);
 * - the body-only matches are collected (at most TOTAL_CAP + 1 a type) only when the title matches do not settle the
 *   page and the total: fewer than the page's end, or not more than TOTAL_CAP in all. So every title match ranks above
 *   every body match on the pages the total allows, and a word with more than TOTAL_CAP title matches reads no body;
 *   when the titles fill the page, body rows are read only up to what reaches the cap (they only count; decision 2434);
 * - the candidates are narrow rows (type, id, row address, title, vendor id, date, tier); the candidates that can be on
 *   the page (the first `offset + limit` by tier and title length, with their ties) get ts_rank, by row address; the
 *   page's rows alone get the vendor's name and the snippet's text (up to a whole job ad);
 * - the count is over the candidates, capped; a page past the end answers one id-less row carrying it;
 * - the statement is named (executeNamed): parsed once per connection and, after five runs, mostly not planned again.
 *
 * `typos`: the typo fallback's pass (search.service.ts), run only when the text as typed found nothing on the first page,
 * so no row of any type matches it as typed (no title and no body candidate). Its rows are then the near spellings of a
 * title, all tier 2, none body-only; on the tables that grow (jobs, webinars) only that test is made: testing the text
 * as typed again rechecked every trigram candidate of the descriptions, with the word similarity per row, for nothing
 * (decision 2455). The small tables keep their one matching function (every alternative through its index).
 */
export async function searchAll(db: Db, text: string, limit: number, offset: number, typos = false) {
  const p = likePattern(text);
  const prefix = `${p.slice(1)}`;
  const tsq = tsQuery(text) ?? sql`''::tsquery`;
  const inTitle = tsQuery(text, 'A') ?? sql`''::tsquery`;
  const fuzzy = typos && text.length >= 4;
  type Branch = {
    type: string;
    table: string;
    id: SQL;
    title: SQL;
    /** The row's title words: the stored document's weight A, or (jobs, webinars) the title's own indexed tsvector. */
    titleWords: SQL;
    /** The snippet's text of the page row `h` (read by its row address). */
    snippet: SQL;
    /** The vendor's id column (null for vendors themselves). */
    vendorId: SQL;
    doc: SQL;
    at: SQL;
    alias: string;
    where?: SQL;
    like: LikeColumn[];
    /** Also matches when the vendor's name contains the text. */
    byVendor?: boolean;
    /** A table that grows: title and body matches collected apart. */
    split: boolean;
    /**
     * A small table whose matches (`matches(b)`, every one) come from `<table>_matching(q, pattern, typo)` (migration 0028,
     * decision 2434): through its search indexes, in block order, where the statement's plan scanned every row.
     */
    matching?: boolean;
    /**
     * The body-only matches as a condition on the row's address, when the planner would otherwise scan the table
     * testing every body (webinars: migration 0026, `webinar_body_matches`); the first `bound` in physical order.
     */
    bodyMatches?: (bound: number) => SQL;
    /**
     * Jobs (migration 0026): the title and body-only matches by a scan that stops after `bound` (`title`, `body`: the
     * first `bound` row addresses in block order), used when the probe `dense` finds the word in many of the first rows.
     */
    scanned?: { dense: (part: 'title' | 'body') => SQL; title: SQL; body: SQL; titleIndexed: SQL; bodyIndexed: SQL };
  };
  const bound = TOTAL_CAP + 1;
  const from = (b: Branch) => sql.raw(`${b.table} ${b.alias}`);
  /** The title matches; `indexed`: its words through the title's own tsvector (its index), else the stored document's weight A (cheaper per row). */
  const titleHit = (b: Branch, indexed = true) =>
    sql`(${b.title} ilike ${p} or ${indexed ? b.titleWords : sql`${b.doc} @@ ${inTitle}`}${fuzzy ? sql` or ${b.title} %> ${text}::text` : sql``})`;
  const cols = (b: Branch, tier: SQL) =>
    sql`${b.type}::text as type, ${b.id} as id, ${sql.raw(b.alias)}.ctid as tid, ${b.title} as title, ${b.vendorId} as vendor_id, ${b.at} as at, ${tier} as rank`;
  const filter = (b: Branch) => (b.where ? sql`${b.where} and ` : sql``);
  // Materialised: planned for all their rows (the search indexes when few match, a scan that stops at the bound when
  // many do), never a walk of another index in hope of matches; the bound is applied outside (inside, a LIMIT would
  // plan a scan that stops early, which reads the whole table when the matches are few).
  const matches = (b: Branch) => {
    const alts: SQL[] = [sql`${b.doc} @@ ${tsq}`, ...b.like.map((c) => contains(c, p))];
    if (fuzzy) alts.push(sql`${b.title} %> ${text}::text`);
    if (b.byVendor) alts.push(sql`${b.vendorId} = any(array(select vv.id from vendors vv where vv.name ilike ${p}))`);
    return sql`(${sql.join(alts, sql` or `)})`;
  };
  // Tables that grow (jobs, webinars): the title matches and the body-only ones apart (`t`, `b`), the latter read only
  // when needed. The small curated tables: every match at once (`t`, tiered; through their indexes, `<table>_matching`),
  // read as title rows then body rows.
  /**
   * A collection (`where`: the straightforward test) or, for a table with `scanned` parts outside a typo pass, whichever of
   * the scan and the indexes (`…Indexed`: the same test as a function, decision 2434) the probe `dense` chooses, in one
   * sub-select: only that one runs, same rows either way, and neither's estimate weighs on the statement's plan (JIT).
   * The functions are called in a sub-select (an InitPlan): as arguments of `= any(…)` with constant arguments, the planner
   * would run a STABLE function while planning, to estimate the rows (a scan of the whole table for a rare word, 1-2 s).
   */
  const byDensity = (b: Branch, name: string, select: SQL, where: SQL, part: 'title' | 'body') => {
    const s = fuzzy ? undefined : b.scanned;
    if (!s) return sql`${sql.raw(name)} as materialized (select ${select} from ${from(b)} where ${where})`;
    const d = sql.raw(`d${name}`);
    const indexed = part === 'title' ? s.titleIndexed : s.bodyIndexed;
    return sql`${d} as materialized (select ${s.dense(part)} as dense),
      ${sql.raw(name)} as materialized (select ${select} from ${from(b)}
        where ${sql.raw(b.alias)}.ctid = any((select case when (select dense from ${d}) then ${s[part]} else ${indexed} end)::tid[]))`;
  };
  // The typo pass (below): on the tables that grow, the near spellings of the title alone.
  const titles = (b: Branch, i: number) =>
    b.split
      ? byDensity(
          b,
          `t${i}`,
          cols(b, sql`(case when ${b.title} ilike ${prefix} then 3 else 2 end)`),
          sql`${filter(b)}${fuzzy ? sql`${b.title} %> ${text}::text` : titleHit(b)}`,
          'title',
        )
      : sql`${sql.raw(`t${i}`)} as materialized (select ${cols(b, sql`(case when ${b.title} ilike ${prefix} then 3 when ${titleHit(b, false)} then 2 else 1 end)`)} from ${from(b)} where ${filter(b)}${
          b.matching
            ? sql`${sql.raw(b.alias)}.ctid = any((select ${sql.raw(`${b.table}_matching`)}(${tsq}, ${p}, ${fuzzy ? text : null}::text))::tid[])`
            : matches(b)
        })`;
  const bodies = (b: Branch, i: number) =>
    fuzzy
      ? sql`${sql.raw(`b${i}`)} as materialized (select ${cols(b, sql`1`)} from ${from(b)} where false)`
      : b.bodyMatches
        ? sql`${sql.raw(`b${i}`)} as materialized (select ${cols(b, sql`1`)} from ${from(b)} where ${b.bodyMatches(bound)})`
        : byDensity(b, `b${i}`, cols(b, sql`1`), sql`${filter(b)}${matches(b)} and not coalesce(${titleHit(b, false)}, false)`, 'body');
  const described = (type: string, table: string, a: string, title: string, o: { at?: string; byVendor?: boolean; titleIndex?: boolean } = {}): Branch => {
    const col = (c: string) => sql.raw(`${a}.${c}`);
    const own = table === 'vendors';
    return {
      type,
      table,
      alias: a,
      id: col('id::text'),
      title: col(title),
      split: !!o.titleIndex,
      matching: !o.titleIndex,
      titleWords: o.titleIndex ? sql`to_tsvector('english', coalesce(${col(title)}, '')) @@ ${tsq}` : sql`${col('search_tsv')} @@ ${inTitle}`,
      snippet: sql.raw(`(select x.description from ${table} x where x.ctid = h.tid)`),
      vendorId: own ? sql`null::text` : col('vendor_id'),
      doc: col('search_tsv'),
      at: col(o.at ?? 'created_at'),
      like: [col(title), col('description')],
      byVendor: o.byVendor,
    };
  };
  const branches: Branch[] = [
    {
      ...described('webinar', 'webinars', 'w', 'title', { at: 'start_time', titleIndex: true }),
      // The same rows as `matches(b) and not titleHit(b, false)` (a fuzzy title match is a title hit, the title's
      // ILIKE too), collected through the search indexes: a scan tested every description (40-100 ms under load).
      bodyMatches: (n: number) => sql`w.ctid = any((select webinar_body_matches(${tsq}, ${inTitle}, ${p}, ${fuzzy ? text : null}::text, ${n}))::tid[])`,
    },
    {
      ...described('job', 'jobs', 'j', 'job_title', { at: 'posted_date::timestamptz', titleIndex: true, byVendor: true }),
      snippet: sql`(select x.job_description from jobs x where x.ctid = h.tid)`,
      scanned: {
        dense: (part) => sql`jobs_dense(${part}, ${tsq}, ${inTitle}, ${p}, ${bound})`,
        title: sql`jobs_title_scanned(${inTitle}, ${p}, ${bound})`,
        body: sql`jobs_body_scanned(${tsq}, ${inTitle}, ${p}, ${bound})`,
        // The same rows through the indexes, as functions: their cost stays out of the statement's estimate (decision 2434).
        titleIndexed: sql`jobs_title_indexed(${tsq}, ${p}, ${bound})`,
        bodyIndexed: sql`jobs_body_indexed(${tsq}, ${inTitle}, ${p}, ${bound})`,
      },
      // Not spelt as the partial indexes' predicate: a bitmap of every active job (90k) ANDed in costs more than it saves.
      where: sql`(j.status = 'active') is true`,
      like: [sql`j.job_title`, { lowered: sql`j.job_description_lower` }],
    },
    described('vendor', 'vendors', 'v', 'name'),
    described('certification', 'certifications', 'c', 'name'),
    described('ai_course', 'ai_courses', 'c', 'name'),
    {
      ...described('product_update', 'product_updates', 'u', 'product_name', { at: 'release_date::timestamptz', byVendor: true }),
      title: sql`(u.product_name || ' ' || u.version)`,
      snippet: sql`(select array_to_string(x.features, '; ') from product_updates x where x.ctid = h.tid)`,
      like: [sql`u.product_name`, sql`u.version`, sql`features_text(u.features)`],
    },
    described('product_trial', 'product_trials', 't', 'product_name', { byVendor: true }),
  ];
  const end = offset + limit;
  // Body rows: the first `bound` of each type when the page needs them (fewer title candidates than its end); when the
  // title candidates fill the page, body rows only count towards the total, so each type's are read up to what reaches
  // the cap (TOTAL_CAP + 1 - titles): the same total, capped or exact, from fewer rows (decision 2434).
  const bodyBound = sql`(select case when tn.n < ${end} then ${bound} else greatest(${TOTAL_CAP + 1} - tn.n, 0) end from tn)`;
  const each = (part: 'title' | 'body') =>
    sql.join(
      branches.map((b, i) => {
        const take = part === 'title' ? sql`${bound}` : bodyBound;
        return b.split
          ? sql`(select * from ${sql.raw(`${part === 'title' ? 't' : 'b'}${i}`)} limit ${take})`
          : sql`(select * from ${sql.raw(`t${i}`)} where rank ${part === 'title' ? sql`>= 2` : sql`= 1`} limit ${take})`;
      }),
      sql` union all `,
    );
  const byType = (f: (b: Branch) => SQL) =>
    sql`(case h.type ${sql.join(
      branches.map((b) => sql`when ${b.type} then ${f(b)}`),
      sql` `,
    )} end)`;
  const score = byType((b) => sql`(select ts_rank(${b.doc}, ${tsq}) from ${from(b)} where ${sql.raw(b.alias)}.ctid = h.tid)`);
  const snippet = byType((b) => b.snippet);
  const order = sql`h.rank desc, length(h.title), h.score desc, h.at desc nulls last, h.title, h.id`;
  // `current_schema()` is marked parallel-unsafe: it keeps the statement off parallel plans, whose workers would hand
  // back a different first TOTAL_CAP + 1 matches on each run (pages that disagree) and which only add overhead under load.
  // Named: one text for every search text and page (two with the typo fallback), so each connection plans it five times and
  // then runs a generic plan while its estimate is no higher (db/client.ts executeNamed); the choices a word needs are made
  // inside the statement.
  const rows = rowsOf<SearchRow & { found: number }>(
    await executeNamed(
      db,
      'global_search',
      sql`with ${sql.join(branches.map(titles), sql`, `)}, ${sql.join(
        branches.filter((b) => b.split).map((b) => bodies(b, branches.indexOf(b))),
        sql`, `,
      )},
      tc as materialized (select * from (${each('title')}) t where current_schema() is not null),
      tn as (select count(*)::int as n from tc),
      bc as materialized (select * from (${each('body')}) b where (select n from tn) <= ${Math.max(TOTAL_CAP, end - 1)}),
      c as materialized (select * from tc union all select * from bc),
      n as (select count(*)::int as found from c),
      top as materialized (select * from c h order by h.rank desc, length(h.title) fetch first ${end} rows with ties),
      pg as materialized (select h.*, row_number() over (order by ${order}) as pos from (select h.*, ${score} as score from top h) h
        order by pos limit ${limit} offset ${offset})
      select h.type, h.id, h.title, ${snippet} as snippet, vv.name as vendor_name, vv.id as vendor_id, h.rank, n.found, h.pos
        from pg h cross join n left join vendors vv on vv.id = h.vendor_id
      union all select null, null, null, null, null, null, null, n.found, null from n where not exists (select 1 from pg)
      order by pos nulls last`,
    ),
  );
  const found = rows[0]?.found ?? 0;
  const page = rows.filter((r) => r.id != null);
  const total = found > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: found, capped: false };
  return { rows: page, total };
}
