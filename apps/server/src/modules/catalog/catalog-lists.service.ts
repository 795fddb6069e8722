import type { JobListQuery, SimpleListQuery, TrialListQuery, WebinarListQuery } from '@portal/shared/catalog-api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { paged } from '../../lib/paging.ts';
import { versioned } from '../../lib/public-cache.ts';
import { matchText, withTypoFallback } from '../../lib/search.ts';
import { pageOf } from '../../lib/search.queries.ts';
import type { ListOpts } from './catalog-sql.ts';
import * as q from './catalog.queries.ts';

import { nonNull, toCertification, toCourse, toJob, toTrial, toUpdate, toWebinar, window } from './catalog-dto.ts';

// ---- Lists ----

export const dirSql = (d: 'asc' | 'desc') => sql.raw(d === 'desc' ? 'desc' : 'asc');

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

/** The vendor filter's options, computed once per catalogue version. */
export const vendorOptions = (deps: Deps) => versioned(deps, 'catalog', 'vendorOptions', () => q.vendorOptions(deps.db));

export async function listWebinars(deps: Deps, query: WebinarListQuery, userId: string | null) {
  const { db } = deps;
  const whereFor = (typos: boolean) =>
    nonNull([
      oneOf(sql`w.vendor_id`, query.vendors),
      oneOf(q.webinarStatusSql, query.status),
      oneOf(sql`w.experience_level`, query.level),
      matchText(query.search, described('w', 'title'), typos),
    ]);
  const d = dirSql(query.dir ?? 'asc');
  const orderBy =
    query.sort === 'duration'
      ? sql`w.duration_minutes ${d}, w.start_time asc nulls last, w.id`
      : query.sort === 'date'
        ? sql`w.start_time ${d} nulls last, w.id`
        : q.webinarRelevanceOrder;
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) => q.listWebinars(db, { where, orderBy, userId, ...w }));
  const total = await q.countIn(db, 'webinars', 'w', where, { ...w, rows: rows.length });
  const vendors = await vendorOptions(deps);
  const now = new Date();
  return {
    ...paged(
      rows.map((r) => toWebinar(r, now)),
      total,
      query,
    ),
    vendors,
  };
}

export const jobSortSql: Record<JobListQuery['sort'], SQL> = {
  newest: sql`j.posted_date desc nulls last, j.created_at desc, j.id`,
  oldest: sql`j.posted_date asc nulls last, j.created_at asc, j.id`,
  title_asc: sql`lower(j.job_title) asc, j.id`,
  title_desc: sql`lower(j.job_title) desc, j.id`,
  salary_desc: sql`coalesce(j.salary_max, j.salary_min) desc nulls last, j.id`,
  salary_asc: sql`coalesce(j.salary_min, j.salary_max) asc nulls last, j.id`,
};

/** The jobs list's filters as SQL, the search text's match left out (pageOf walks them in list order). */
function jobFilters(query: Pick<JobListQuery, 'location' | 'experience' | 'jobType' | 'salaryMin' | 'salaryMax' | 'vendor'>) {
  return nonNull([
    sql`j.status = 'active'`,
    query.location ? sql`j.location_city = ${query.location}` : null,
    oneOf(sql`j.experience_level`, query.experience),
    oneOf(sql`j.job_type`, query.jobType),
    // Salary exclusion rule: out when the maximum is below the minimum filter or the minimum above the maximum filter.
    query.salaryMin !== undefined ? sql`(j.salary_max is null or j.salary_max >= ${query.salaryMin})` : null,
    query.salaryMax !== undefined ? sql`(j.salary_min is null or j.salary_min <= ${query.salaryMax})` : null,
    query.vendor ? sql`j.vendor_id = ${query.vendor}` : null,
  ]);
}

const jobMatch = (search: string | undefined, typos: boolean) =>
  matchText(search, { doc: sql`j.search_tsv`, like: [sql`j.job_title`, sql`j.job_description`], title: sql`j.job_title`, vendorId: sql`j.vendor_id` }, typos);

/** The jobs list's filters as SQL (also used by job alerts, so an alert matches exactly what the list shows). */
export function jobFilterWhere(
  query: Pick<JobListQuery, 'search' | 'location' | 'experience' | 'jobType' | 'salaryMin' | 'salaryMax' | 'vendor'>,
  typos = false,
) {
  return nonNull([...jobFilters(query), jobMatch(query.search, typos)]);
}

export async function listJobs(deps: Deps, query: JobListQuery, _userId: string | null) {
  const { db } = deps;
  const w = window(query);
  const filters = jobFilters(query);
  const orderBy = jobSortSql[query.sort];
  const page = (typos: boolean) =>
    pageOf(db, { table: 'jobs', alias: 'j', filters, match: jobMatch(query.search, typos), order: orderBy, ...w, estimable: filters.length === 1 }, (ids) =>
      q.jobsOf(db, ids, orderBy),
    );
  let found = await page(false);
  // Nothing as typed: near spellings of titles (lib/search.ts).
  if (found.rows.length === 0 && w.offset === 0 && query.search && query.search.length >= 4) found = await page(true);
  const locations = await versioned(deps, 'catalog', 'jobLocations', () => q.jobLocations(db));
  const vendors = await vendorOptions(deps);
  return { ...paged(found.rows.map(toJob), found, query), locations, vendors };
}

type Searchable = { table: 'certifications' | 'ai_courses' | 'product_updates'; a: string; match: Parameters<typeof matchText>[1]; orderBy: SQL };

/** A list with a search only: `table` aliased `a`, in a fixed order. */
async function listSearchable<T>(
  db: Db,
  query: SimpleListQuery,
  userId: string | null,
  o: Searchable,
  list: (db: Db, opts: ListOpts) => Promise<q.Row[]>,
  toItem: (r: q.Row) => T,
) {
  const whereFor = (typos: boolean) => nonNull([matchText(query.search, o.match, typos)]);
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) => list(db, { where, orderBy: o.orderBy, userId, ...w }));
  return paged(rows.map(toItem), await q.countIn(db, o.table, o.a, where, { ...w, rows: rows.length }), query);
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

export const listCertifications = (db: Db, query: SimpleListQuery, userId: string | null) =>
  listSearchable(db, query, userId, byName('certifications'), q.listCertifications, toCertification);
export const listCourses = (db: Db, query: SimpleListQuery, userId: string | null) =>
  listSearchable(db, query, userId, byName('ai_courses'), q.listCourses, toCourse);
export const listProductUpdates = (db: Db, query: SimpleListQuery, userId: string | null) =>
  listSearchable(db, query, userId, updates, q.listProductUpdates, toUpdate);

const trialSortCol = { start_date: 't.start_date', end_date: 't.end_date', trial_period: 't.trial_period_days' } as const;

export async function listTrials(deps: Deps, query: TrialListQuery, userId: string | null) {
  const { db } = deps;
  const whereFor = (typos: boolean) =>
    nonNull([matchText(query.search, described('t', 'product_name', true), typos), oneOf(sql`t.vendor_id`, query.vendors), oneOf(sql`t.status`, query.status)]);
  const orderBy = sql`${sql.raw(trialSortCol[query.sort])} ${dirSql(query.dir)}, t.id`;
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) => q.listTrials(db, { where, orderBy, userId, ...w }));
  const total = await q.countIn(db, 'product_trials', 't', where, { ...w, rows: rows.length });
  const now = new Date();
  return {
    ...paged(
      rows.map((r) => toTrial(r, now)),
      total,
      query,
    ),
    vendors: await vendorOptions(deps),
  };
}

export async function newJobsMatching(db: Db, criteria: Parameters<typeof jobFilterWhere>[0], after: string, limit: number) {
  const where = [...jobFilterWhere(criteria), sql`j.created_at > ${after}::timestamptz`];
  const rows = await q.listJobs(db, { where, orderBy: sql`j.created_at asc, j.id`, userId: null, limit, offset: 0 });
  return rows.map((r) => ({ ...toJob(r), createdAt: new Date(r.created_at as string | Date) }));
}

export async function vendorNameOf(db: Db, id: string) {
  return (await q.vendorOptions(db)).find((v) => v.id === id)?.name ?? null;
}
