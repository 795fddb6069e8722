import type { JobListQuery, SimpleListQuery, TrialListQuery, WebinarListQuery } from '@portal/shared/catalog-api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { matchText, withTypoFallback } from '../../lib/search-match.queries.ts';
import { type OrderKey, orderOf } from '../../lib/list-anchors.queries.ts';
import { pageOf } from '../../lib/search.queries.ts';
import * as rows from './catalog-rows.queries.ts';
import { nonNull } from './catalog-rows.queries.ts';

/*
 * The catalogue's lists: each takes its typed filter (the list's query, parsed) and a page window and answers typed
 * rows with the total. The filters and sorts become SQL here, on the aliases of catalog-rows.queries.ts.
 */

/** A page of a list: `limit` rows from `offset`. */
export type Window = { limit: number; offset: number };
type Total = { total: number; capped: boolean };
export type Page<R> = { rows: R[] } & Total;

const dirSql = (d: 'asc' | 'desc') => sql.raw(d === 'desc' ? 'desc' : 'asc');

/** `col in (...values)`, or null (no filter) when nothing is chosen. */
const oneOf = (col: SQL, values: readonly string[]) =>
  values.length
    ? sql`${col} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : null;

/** The search of a table aliased `a` on its title column and `description` (optionally its vendor's name too). */
const described = (a: string, title: string, vendor = false) => {
  const col = (c: string) => sql.raw(`${a}.${c}`);
  return {
    doc: col('search_tsv'),
    like: [col(title), col('description')],
    title: col(title),
    ...(vendor ? { vendorId: col('vendor_id') } : {}),
  };
};

// ---- Webinars ----

export type WebinarFilter = Pick<WebinarListQuery, 'search' | 'vendors' | 'status' | 'level' | 'sort' | 'dir'>;

/**
 * The default webinar order: live first, then upcoming soonest first, then recordings (and cancelled
 * ones) newest first. Computed from the same derived status as the filter.
 */
const webinarRelevanceOrder = sql`(case ${rows.webinarStatusSql} when 'live' then 0 when 'upcoming' then 1 when 'completed' then 2 else 3 end),
  (case when ${rows.webinarStatusSql} in ('live', 'upcoming') then w.start_time end) asc nulls last,
  w.start_time desc nulls last, w.id`;

export async function webinarsPage(db: Db, f: WebinarFilter, w: Window, userId: string | null): Promise<Page<rows.WebinarRow>> {
  const whereFor = (typos: boolean) =>
    nonNull([
      oneOf(sql`w.vendor_id`, f.vendors),
      oneOf(rows.webinarStatusSql, f.status),
      oneOf(sql`w.experience_level`, f.level),
      matchText(f.search, described('w', 'title'), typos),
    ]);
  const d = dirSql(f.dir ?? 'asc');
  const orderBy =
    f.sort === 'duration'
      ? sql`w.duration_minutes ${d}, w.start_time asc nulls last, w.id`
      : f.sort === 'date'
        ? sql`w.start_time ${d} nulls last, w.id`
        : webinarRelevanceOrder;
  const found = await withTypoFallback(f.search, w, whereFor, (where) => rows.listWebinars(db, { where, orderBy, userId, ...w }));
  return { rows: found.rows, ...(await rows.countIn(db, 'webinars', 'w', found.where, { ...w, rows: found.rows.length })) };
}

// ---- Jobs ----

export type JobSort = JobListQuery['sort'];
export type JobFilter = Pick<JobListQuery, 'search' | 'location' | 'experience' | 'jobType' | 'salaryMin' | 'salaryMax' | 'vendor'>;

const posted: OrderKey = { expr: sql`j.posted_date`, nullable: true, type: 'date' };
const created: OrderKey = { expr: sql`j.created_at`, type: 'timestamptz' };
const jobId: OrderKey = { expr: sql`j.id`, type: 'uuid' };
const title: OrderKey = { expr: sql`lower(j.job_title)`, type: 'text' };
/** Each sort as terms (lib/list-anchors.queries.ts), spelled as its index (migration 0013). */
const jobSortKeys: Record<JobSort, OrderKey[]> = {
  newest: [{ ...posted, desc: true }, { ...created, desc: true }, jobId],
  oldest: [posted, created, jobId],
  title_asc: [title, jobId],
  title_desc: [{ ...title, desc: true }, jobId],
  salary_desc: [{ expr: sql`coalesce(j.salary_max, j.salary_min)`, desc: true, nullable: true, type: 'int' }, jobId],
  salary_asc: [{ expr: sql`coalesce(j.salary_min, j.salary_max)`, nullable: true, type: 'int' }, jobId],
};
export const jobSortSql = Object.fromEntries(Object.entries(jobSortKeys).map(([k, keys]) => [k, orderOf(keys)])) as Record<JobSort, SQL>;

/** The jobs list's filters as SQL, the search text's match left out (pageOf walks them in list order). */
function jobFilters(f: Omit<JobFilter, 'search'>) {
  return nonNull([
    sql`j.status = 'active'`,
    f.location ? sql`j.location_city = ${f.location}` : null,
    oneOf(sql`j.experience_level`, f.experience),
    oneOf(sql`j.job_type`, f.jobType),
    // Salary exclusion rule: out when the maximum is below the minimum filter or the minimum above the maximum filter.
    f.salaryMin !== undefined ? sql`(j.salary_max is null or j.salary_max >= ${f.salaryMin})` : null,
    f.salaryMax !== undefined ? sql`(j.salary_min is null or j.salary_min <= ${f.salaryMax})` : null,
    f.vendor ? sql`j.vendor_id = ${f.vendor}` : null,
  ]);
}

const jobMatch = (search: string | undefined, typos: boolean | 'only') =>
  matchText(
    search,
    { doc: sql`j.search_tsv`, like: [sql`j.job_title`, { lowered: sql`j.job_description_lower` }], title: sql`j.job_title`, vendorId: sql`j.vendor_id` },
    typos,
  );

/** `onError`: told of a failed anchor read (the page is then answered by OFFSET; docs/decisions/2430). */
export async function jobsPage(db: Db, f: JobFilter, sort: JobSort, w: Window, onError?: (err: unknown) => void): Promise<Page<rows.JobRow>> {
  const filters = jobFilters(f);
  const orderBy = jobSortSql[sort];
  const page = (typos: boolean | 'only') =>
    pageOf(
      db,
      {
        table: 'jobs',
        alias: 'j',
        filters,
        match: jobMatch(f.search, typos),
        order: orderBy,
        ...w,
        estimable: filters.length === 1,
        // The active jobs in any sort: 'jobs-order' is bumped by every write that can move a job in one (migration 0027).
        ...(filters.length === 1 ? { anchors: { name: `jobs:${sort}`, keys: jobSortKeys[sort], areas: ['jobs-order'] } } : {}),
        onError,
      },
      (ids) => rows.jobsOf(db, ids, orderBy),
    );
  let found = await page(false);
  // Nothing as typed: near spellings of titles (lib/search.ts).
  // The text as typed matched no job on these filters, so near spellings alone give the same rows (decision 2455).
  if (found.rows.length === 0 && w.offset === 0 && f.search && f.search.length >= 4) found = await page('only');
  return { rows: found.rows.map(rows.jobRow), total: found.total, capped: found.capped };
}

/**
 * Active jobs matching `f` (as the list shows them, so an alert matches exactly what the list shows) created after
 * `after`, oldest first.
 */
export async function jobsCreatedAfter(db: Db, f: JobFilter, after: string, limit: number) {
  const where = [...jobFilters(f), ...nonNull([jobMatch(f.search, false)]), sql`j.created_at > ${after}::timestamptz`];
  const found = await rows.listJobsRaw(db, { where, orderBy: sql`j.created_at asc, j.id`, userId: null, limit, offset: 0 });
  return found.map((r) => ({ ...rows.jobRow(r), createdAt: new Date(r.created_at as string | Date) }));
}

/** The first 10 distinct cities of active jobs, alphabetically. */
export async function jobLocations(db: Db): Promise<string[]> {
  const found = rowsOf<{ city: string }>(
    await db.execute(sql`select distinct location_city as city from jobs where status = 'active' and location_city is not null and location_city <> ''
      order by location_city limit 10`),
  );
  return found.map((r) => r.city);
}

// ---- Certifications, courses, product updates: a search only, in a fixed order ----

export type SearchFilter = Pick<SimpleListQuery, 'search'>;

type Searchable = { table: 'certifications' | 'ai_courses' | 'product_updates'; a: string; match: Parameters<typeof matchText>[1]; orderBy: SQL };

async function searchablePage<R>(
  db: Db,
  f: SearchFilter,
  w: Window,
  userId: string | null,
  o: Searchable,
  list: (db: Db, opts: rows.ListOpts) => Promise<R[]>,
): Promise<Page<R>> {
  const whereFor = (typos: boolean) => nonNull([matchText(f.search, o.match, typos)]);
  const found = await withTypoFallback(f.search, w, whereFor, (where) => list(db, { where, orderBy: o.orderBy, userId, ...w }));
  return { rows: found.rows, ...(await rows.countIn(db, o.table, o.a, found.where, { ...w, rows: found.rows.length })) };
}

/** Certifications and courses: searched on name and description, newest first. */
const byName = (table: 'certifications' | 'ai_courses'): Searchable => ({
  table,
  a: 'c',
  match: described('c', 'name'),
  orderBy: sql`c.created_at desc, c.id`,
});
const updates: Searchable = {
  table: 'product_updates',
  a: 'u',
  match: {
    doc: sql`u.search_tsv`,
    like: [sql`u.product_name`, sql`u.version`, sql`features_text(u.features)`],
    title: sql`u.product_name`,
    vendorId: sql`u.vendor_id`,
  },
  orderBy: sql`u.release_date desc, u.id`,
};

export const certificationsPage = (db: Db, f: SearchFilter, w: Window, userId: string | null) =>
  searchablePage(db, f, w, userId, byName('certifications'), rows.listCertifications);
export const coursesPage = (db: Db, f: SearchFilter, w: Window, userId: string | null) =>
  searchablePage(db, f, w, userId, byName('ai_courses'), rows.listCourses);
export const productUpdatesPage = (db: Db, f: SearchFilter, w: Window, userId: string | null) =>
  searchablePage(db, f, w, userId, updates, rows.listProductUpdates);

// ---- Trials ----

export type TrialFilter = Pick<TrialListQuery, 'search' | 'vendors' | 'status' | 'sort' | 'dir'>;

const trialSortCol = { start_date: 't.start_date', end_date: 't.end_date', trial_period: 't.trial_period_days' } as const;

export async function trialsPage(db: Db, f: TrialFilter, w: Window, userId: string | null): Promise<Page<rows.TrialRow>> {
  const whereFor = (typos: boolean) =>
    nonNull([matchText(f.search, described('t', 'product_name', true), typos), oneOf(sql`t.vendor_id`, f.vendors), oneOf(sql`t.status`, f.status)]);
  const orderBy = sql`${sql.raw(trialSortCol[f.sort])} ${dirSql(f.dir)}, t.id`;
  const found = await withTypoFallback(f.search, w, whereFor, (where) => rows.listTrials(db, { where, orderBy, userId, ...w }));
  return { rows: found.rows, ...(await rows.countIn(db, 'product_trials', 't', found.where, { ...w, rows: found.rows.length })) };
}
