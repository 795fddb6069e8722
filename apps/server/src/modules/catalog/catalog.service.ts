import { searchTerms } from '@portal/shared/api';
import type { ContentType } from '@portal/shared/catalog';
import { contentTypes, deriveWebinarStatus, isTrialActivatable, webinarEndTime } from '@portal/shared/catalog';
import {
  type CertificationItem,
  type CourseItem,
  catalogMessages,
  type DashboardResponse,
  type JobItem,
  type JobListQuery,
  type LandingResponse,
  type LikeRequest,
  type MyLikeItem,
  type MyLikesQuery,
  type MyLikesResponse,
  type ProductUpdateItem,
  type SearchHit,
  type SearchType,
  type SimpleListQuery,
  type TrialDetailResponse,
  type TrialItem,
  type TrialListQuery,
  LIKES_PER_HOUR,
  VENDOR_TAB_PAGE_SIZE,
  type VendorItem,
  type VendorTab,
  type WebinarDetailResponse,
  type WebinarItem,
  type WebinarListQuery,
} from '@portal/shared/catalog-api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { buildIcs, icsFileName } from '../../lib/ics.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { paged } from '../../lib/paging.ts';
import { versioned } from '../../lib/public-cache.ts';
import { matchText, weightedDoc, withTypoFallback } from '../../lib/search.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import * as trials from '../trials/trials.service.ts';
import * as webinars from '../webinars/webinars.service.ts';
import * as topicsService from '../topics/topics.service.ts';
import * as consent from '../consent/consent.service.ts';
import * as q from './catalog.queries.ts';

type Row = q.Row;
type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const window = (p: { page: number; pageSize: number }) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });
const nonNull = (parts: (SQL | null | undefined)[]): SQL[] => parts.filter((x): x is SQL => !!x);

function vendorOf(r: Row) {
  return r.vendor_id ? { id: String(r.vendor_id), name: String(r.vendor_name), logoUrl: str(r.vendor_logo) } : null;
}
const likesOf = (r: Row) => ({ likeCount: Number(r.like_count ?? 0), likedByMe: Boolean(r.liked_by_me) });

// ---- Row to DTO ----

function toWebinar(r: Row, now = new Date()): WebinarItem {
  const start = iso(r.start_time);
  const end = iso(r.end_time);
  return {
    id: String(r.id),
    title: String(r.title),
    description: str(r.description),
    startTime: start,
    endTime: end ?? iso(webinarEndTime({ start_time: start, end_time: end, duration_minutes: Number(r.duration_minutes) })),
    durationMinutes: Number(r.duration_minutes),
    registrationUrl: str(r.registration_url),
    webinarUrl: str(r.webinar_url),
    recordingUrl: str(r.recording_url),
    thumbnailUrl: str(r.thumbnail_url),
    status: deriveWebinarStatus({ status: String(r.status), start_time: start, end_time: end, duration_minutes: Number(r.duration_minutes) }, now),
    experienceLevel: str(r.experience_level),
    vendor: vendorOf(r),
    ...likesOf(r),
    registeredByMe: Boolean(r.registered_by_me),
  };
}

function toJob(r: Row): JobItem {
  return {
    id: String(r.id),
    jobTitle: String(r.job_title),
    jobDescription: str(r.job_description),
    jobType: String(r.job_type),
    experienceLevel: String(r.experience_level),
    locationCity: str(r.location_city),
    locationState: str(r.location_state),
    locationCountry: str(r.location_country),
    salaryMin: r.salary_min === null ? null : Number(r.salary_min),
    salaryMax: r.salary_max === null ? null : Number(r.salary_max),
    salaryCurrency: String(r.salary_currency),
    postedDate: str(r.posted_date),
    jobPageUrl: str(r.job_page_url),
    requirements: (r.requirements as string[] | null) ?? [],
    status: String(r.status),
    vendor: vendorOf(r),
    ...likesOf(r),
  };
}

const toCertification = (r: Row): CertificationItem => ({
  id: String(r.id),
  name: String(r.name),
  description: str(r.description),
  certificationLink: str(r.certification_link),
  videoUrl: str(r.video_url),
  createdAt: iso(r.created_at) as string,
  vendor: vendorOf(r),
  ...likesOf(r),
});

const toCourse = (r: Row): CourseItem => ({
  id: String(r.id),
  name: String(r.name),
  description: str(r.description),
  courseLink: str(r.course_link),
  videoUrl: str(r.video_url),
  createdAt: iso(r.created_at) as string,
  vendor: vendorOf(r),
  ...likesOf(r),
});

const toUpdate = (r: Row): ProductUpdateItem => ({
  id: String(r.id),
  productName: String(r.product_name),
  version: String(r.version),
  features: (r.features as string[] | null) ?? [],
  releaseDate: String(r.release_date),
  releaseNotesUrl: str(r.release_notes_url),
  demoVideoUrl: str(r.demo_video_url),
  videoUrl: str(r.video_url),
  vendor: vendorOf(r),
  ...likesOf(r),
});

function toTrial(r: Row, now = new Date()): TrialItem {
  const startDate = iso(r.start_date) as string;
  const endDate = iso(r.end_date) as string;
  return {
    id: String(r.id),
    productName: String(r.product_name),
    description: String(r.description),
    startDate,
    endDate,
    trialPeriodDays: Number(r.trial_period_days),
    status: String(r.status),
    isFeatured: Boolean(r.is_featured),
    activatable: isTrialActivatable({ status: String(r.status), start_date: startDate, end_date: endDate }, now),
    vendor: vendorOf(r),
    ...likesOf(r),
  };
}

const toVendor = (r: Row): VendorItem => ({
  id: String(r.id),
  name: String(r.name),
  logoUrl: str(r.logo_url),
  websiteUrl: str(r.website_url),
  description: str(r.description),
  counts: {
    productTrials: Number(r.trial_count ?? 0),
    webinars: Number(r.webinar_count ?? 0),
    certifications: Number(r.certification_count ?? 0),
    jobs: Number(r.job_count ?? 0),
  },
});

// ---- Lists ----

const dirSql = (d: 'asc' | 'desc') => sql.raw(d === 'desc' ? 'desc' : 'asc');

/** The vendor filter's options, computed once per catalogue version. */
const vendorOptions = (deps: Deps) => versioned(deps, 'catalog', 'vendorOptions', () => q.vendorOptions(deps.db));

export async function listWebinars(deps: Deps, query: WebinarListQuery, userId: string | null) {
  const { db } = deps;
  const whereFor = (typos: boolean) =>
    nonNull([
      query.vendors.length
        ? sql`w.vendor_id in (${sql.join(
            query.vendors.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : null,
      query.status.length
        ? sql`${q.webinarStatusSql} in (${sql.join(
            query.status.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : null,
      query.level.length
        ? sql`w.experience_level in (${sql.join(
            query.level.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : null,
      matchText(query.search, { doc: weightedDoc(sql`w.title`, sql`w.description`), like: [sql`w.title`, sql`w.description`], title: sql`w.title` }, typos),
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
  const total = await q.countWebinars(db, where, { ...w, rows: rows.length });
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

const jobSortSql: Record<JobListQuery['sort'], SQL> = {
  newest: sql`j.posted_date desc nulls last, j.created_at desc, j.id`,
  oldest: sql`j.posted_date asc nulls last, j.created_at asc, j.id`,
  title_asc: sql`lower(j.job_title) asc, j.id`,
  title_desc: sql`lower(j.job_title) desc, j.id`,
  salary_desc: sql`coalesce(j.salary_max, j.salary_min) desc nulls last, j.id`,
  salary_asc: sql`coalesce(j.salary_min, j.salary_max) asc nulls last, j.id`,
};

/** The jobs list's filters as SQL (also used by job alerts, so an alert matches exactly what the list shows). */
function jobFilterWhere(query: Pick<JobListQuery, 'search' | 'location' | 'experience' | 'jobType' | 'salaryMin' | 'salaryMax' | 'vendor'>, typos = false) {
  return nonNull([
    sql`j.status = 'active'`,
    matchText(
      query.search,
      { doc: sql`j.search_tsv`, like: [sql`j.job_title`, sql`j.job_description`], title: sql`j.job_title`, vendorId: sql`j.vendor_id` },
      typos,
    ),
    query.location ? sql`j.location_city = ${query.location}` : null,
    query.experience.length
      ? sql`j.experience_level in (${sql.join(
          query.experience.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : null,
    query.jobType.length
      ? sql`j.job_type in (${sql.join(
          query.jobType.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : null,
    // Salary exclusion rule: out when the maximum is below the minimum filter or the minimum above the maximum filter.
    query.salaryMin !== undefined ? sql`(j.salary_max is null or j.salary_max >= ${query.salaryMin})` : null,
    query.salaryMax !== undefined ? sql`(j.salary_min is null or j.salary_min <= ${query.salaryMax})` : null,
    query.vendor ? sql`j.vendor_id = ${query.vendor}` : null,
  ]);
}

export async function listJobs(deps: Deps, query: JobListQuery, userId: string | null) {
  const { db } = deps;
  const whereFor = (typos: boolean) => jobFilterWhere(query, typos);
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) =>
    q.listJobs(db, { where, orderBy: jobSortSql[query.sort], userId, ...w }),
  );
  const total = await q.countJobs(db, where, { ...w, rows: rows.length });
  const locations = await versioned(deps, 'catalog', 'jobLocations', () => q.jobLocations(db));
  const vendors = await vendorOptions(deps);
  return { ...paged(rows.map(toJob), total, query), locations, vendors };
}

export async function listCertifications(db: Db, query: SimpleListQuery, userId: string | null) {
  const whereFor = (typos: boolean) =>
    nonNull([
      matchText(query.search, { doc: weightedDoc(sql`c.name`, sql`c.description`), like: [sql`c.name`, sql`c.description`], title: sql`c.name` }, typos),
    ]);
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) =>
    q.listCertifications(db, { where, orderBy: sql`c.created_at desc, c.id`, userId, ...w }),
  );
  return paged(rows.map(toCertification), await q.countIn(db, 'certifications', 'c', where, { ...w, rows: rows.length }), query);
}

export async function listCourses(db: Db, query: SimpleListQuery, userId: string | null) {
  const whereFor = (typos: boolean) =>
    nonNull([
      matchText(query.search, { doc: weightedDoc(sql`c.name`, sql`c.description`), like: [sql`c.name`, sql`c.description`], title: sql`c.name` }, typos),
    ]);
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) =>
    q.listCourses(db, { where, orderBy: sql`c.created_at desc, c.id`, userId, ...w }),
  );
  return paged(rows.map(toCourse), await q.countIn(db, 'ai_courses', 'c', where, { ...w, rows: rows.length }), query);
}

export async function listProductUpdates(db: Db, query: SimpleListQuery, userId: string | null) {
  const whereFor = (typos: boolean) =>
    nonNull([
      matchText(
        query.search,
        {
          doc: weightedDoc(sql`u.product_name`, sql`u.version || ' ' || array_to_string(u.features, ' ')`),
          like: [sql`u.product_name`, sql`u.version`, sql`array_to_string(u.features, ' ')`],
          title: sql`u.product_name`,
          vendorId: sql`u.vendor_id`,
        },
        typos,
      ),
    ]);
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) =>
    q.listProductUpdates(db, { where, orderBy: sql`u.release_date desc, u.id`, userId, ...w }),
  );
  return paged(rows.map(toUpdate), await q.countIn(db, 'product_updates', 'u', where, { ...w, rows: rows.length }), query);
}

const trialSortCol = { start_date: 't.start_date', end_date: 't.end_date', trial_period: 't.trial_period_days' } as const;

export async function listTrials(deps: Deps, query: TrialListQuery, userId: string | null) {
  const { db } = deps;
  const whereFor = (typos: boolean) =>
    nonNull([
      matchText(
        query.search,
        {
          doc: weightedDoc(sql`t.product_name`, sql`t.description`),
          like: [sql`t.product_name`, sql`t.description`],
          title: sql`t.product_name`,
          vendorId: sql`t.vendor_id`,
        },
        typos,
      ),
      query.vendors.length
        ? sql`t.vendor_id in (${sql.join(
            query.vendors.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : null,
      query.status.length
        ? sql`t.status in (${sql.join(
            query.status.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : null,
    ]);
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

export async function listVendors(db: Db, query: SimpleListQuery) {
  const whereFor = (typos: boolean) =>
    nonNull([
      matchText(query.search, { doc: weightedDoc(sql`v.name`, sql`v.description`), like: [sql`v.name`, sql`v.description`], title: sql`v.name` }, typos),
    ]);
  const w = window(query);
  const { rows, where } = await withTypoFallback(query.search, w, whereFor, (where) => q.listVendors(db, { where, orderBy: sql`v.name, v.id`, ...w }));
  return paged(rows.map(toVendor), await q.countVendors(db, where, { ...w, rows: rows.length }), query);
}

// ---- Details ----

async function webinarDetail(db: Db, id: string, userId: string | null): Promise<WebinarItem> {
  if (!UUID_RE.test(id)) throw notFound(catalogMessages.webinarNotFound);
  const [row] = await q.listWebinars(db, { where: [sql`w.id = ${id}::uuid`], orderBy: sql`w.id`, limit: 1, userId });
  if (!row) throw notFound(catalogMessages.webinarNotFound);
  if (userId) await q.recordView(db, userId, id);
  return toWebinar(row);
}

/** One job by id, whatever its status: the public page shows a closed or inactive job as no longer open. */
export async function jobDetail(db: Db, id: string, userId: string | null): Promise<JobItem> {
  if (!UUID_RE.test(id)) throw notFound(catalogMessages.jobNotFound);
  const [row] = await q.listJobs(db, { where: [sql`j.id = ${id}::uuid`], orderBy: sql`j.id`, limit: 1, userId });
  if (!row) throw notFound(catalogMessages.jobNotFound);
  return toJob(row);
}

async function trialDetail(db: Db, id: string, userId: string | null): Promise<TrialItem> {
  if (!UUID_RE.test(id)) throw notFound(catalogMessages.trialNotFound);
  const [row] = await q.listTrials(db, { where: [sql`t.id = ${id}::uuid`], orderBy: sql`t.id`, limit: 1, userId });
  if (!row) throw notFound(catalogMessages.trialNotFound);
  return toTrial(row);
}

/**
 * GET /api/webinars/{id}: the webinar plus its registration panel (the webinars module's answer for
 * this viewer), so the detail page needs one request.
 */
export async function webinarDetailPage(deps: Deps, id: string, userId: string | null): Promise<WebinarDetailResponse> {
  const item = await webinarDetail(deps.db, id, userId);
  return { ...item, registration: await webinars.panel(deps, item.id, userId), topics: await topicsService.topicsOf(deps.db, 'webinar', item.id) };
}

/** GET /api/product-trials/{id}: the trial plus its activation panel (the trials module's answer for this viewer). */
export async function trialDetailPage(deps: Deps, id: string, userId: string | null, isAdmin = false): Promise<TrialDetailResponse> {
  const item = await trialDetail(deps.db, id, userId);
  return {
    ...item,
    access: await trials.trialAccess(deps, item.id, userId),
    reviews: await trials.firstReviewsPage(deps, item.id, isAdmin),
    topics: await topicsService.topicsOf(deps.db, 'product_trial', item.id),
  };
}

/** The list behind each /vendor/{id} tab: the same filters and order as the tab counts in the vendor header. */
const vendorTabLists = {
  'product-trials': {
    count: (db: Db, id: string) => q.countIn(db, 'product_trials', 't', [sql`t.vendor_id = ${id}`, sql`t.status = 'active'`]),
    rows: (db: Db, id: string, o: { limit: number; offset: number; userId: string | null }) =>
      q.listTrials(db, { where: [sql`t.vendor_id = ${id}`, sql`t.status = 'active'`], orderBy: sql`t.start_date desc, t.id`, ...o }),
    dto: (r: Row, now: Date) => toTrial(r, now),
  },
  webinars: {
    count: (db: Db, id: string) => q.countWebinars(db, [sql`w.vendor_id = ${id}`]),
    rows: (db: Db, id: string, o: { limit: number; offset: number; userId: string | null }) =>
      q.listWebinars(db, { where: [sql`w.vendor_id = ${id}`], orderBy: sql`w.start_time asc nulls last, w.id`, ...o }),
    dto: (r: Row, now: Date) => toWebinar(r, now),
  },
  certifications: {
    count: (db: Db, id: string) => q.countIn(db, 'certifications', 'c', [sql`c.vendor_id = ${id}`]),
    rows: (db: Db, id: string, o: { limit: number; offset: number; userId: string | null }) =>
      q.listCertifications(db, { where: [sql`c.vendor_id = ${id}`], orderBy: sql`c.created_at desc, c.id`, ...o }),
    dto: (r: Row) => toCertification(r),
  },
  jobs: {
    count: (db: Db, id: string) => q.countJobs(db, [sql`j.vendor_id = ${id}`, sql`j.status = 'active'`]),
    rows: (db: Db, id: string, o: { limit: number; offset: number; userId: string | null }) =>
      q.listJobs(db, { where: [sql`j.vendor_id = ${id}`, sql`j.status = 'active'`], orderBy: jobSortSql.newest, ...o }),
    dto: (r: Row) => toJob(r),
  },
} as const;

type TabDto<T extends VendorTab> = ReturnType<(typeof vendorTabLists)[T]['dto']>;

/** One page of a vendor tab; a missing vendor is 'Vendor not found'. */
export async function vendorTab<T extends VendorTab>(
  db: Db,
  id: string,
  tab: T,
  query: { page: number; pageSize: number },
  userId: string | null,
  total?: number,
): Promise<Paged<TabDto<T>>> {
  if (total === undefined && !(await q.vendorExists(db, id))) throw notFound(catalogMessages.vendorNotFound);
  const list = vendorTabLists[tab];
  const rows = await list.rows(db, id, { ...window(query), userId });
  const now = new Date();
  const items = rows.map((r) => list.dto(r, now)) as TabDto<T>[];
  return paged(items, total ?? (await list.count(db, id)), query);
}

/** A vendor with its counts and the first page of each tab (the header counts are the tab totals). */
export async function vendorDetail(db: Db, id: string, userId: string | null) {
  const [v] = await q.listVendors(db, { where: [sql`v.id = ${id}`], orderBy: sql`v.id`, limit: 1 });
  if (!v) throw notFound(catalogMessages.vendorNotFound);
  const vendor = toVendor(v);
  const first = { page: 1, pageSize: VENDOR_TAB_PAGE_SIZE };
  return {
    vendor,
    productTrials: await vendorTab(db, id, 'product-trials', first, userId, vendor.counts.productTrials),
    webinars: await vendorTab(db, id, 'webinars', first, userId, vendor.counts.webinars),
    certifications: await vendorTab(db, id, 'certifications', first, userId, vendor.counts.certifications),
    jobs: await vendorTab(db, id, 'jobs', first, userId, vendor.counts.jobs),
  };
}

/** The .ics file of an upcoming webinar. */
export async function webinarIcs(deps: Deps, id: string) {
  const w = await webinarDetail(deps.db, id, null);
  if (w.status !== 'upcoming' || !w.startTime || !w.endTime) throw new AppError('unprocessable', catalogMessages.icsOnlyUpcoming);
  const url = `${deps.env.APP_URL}/webinars/${w.id}`;
  const body = buildIcs({
    uid: `webinar-${w.id}@aitestinghub`,
    title: w.title,
    description: [w.description, url].filter(Boolean).join('\n\n'),
    start: new Date(w.startTime),
    end: new Date(w.endTime),
    url,
    location: w.webinarUrl ?? w.registrationUrl,
    organizer: w.vendor?.name ?? null,
  });
  return { body, fileName: icsFileName(w.title) };
}

// ---- Landing and dashboard ----

const upcomingWhere = [sql`${q.webinarStatusSql} = 'upcoming'`, sql`w.start_time is not null`];
const featuredWhere = [sql`t.is_featured`, sql`t.status = 'active'`];

export async function landing(db: Db, userId: string | null): Promise<LandingResponse> {
  const now = new Date();
  const trials = await q.listTrials(db, { where: featuredWhere, orderBy: sql`t.created_at desc, t.id`, limit: 3, userId });
  const jobs = await q.listJobs(db, { where: [sql`j.status = 'active'`], orderBy: jobSortSql.newest, limit: 4, userId });
  const certs = await q.listCertifications(db, { orderBy: sql`c.created_at desc, c.id`, limit: 4, userId });
  const webinars = await q.listWebinars(db, { where: upcomingWhere, orderBy: sql`w.start_time asc, w.id`, limit: 4, userId });
  const updates = await q.listProductUpdates(db, { orderBy: sql`u.release_date desc, u.id`, limit: 4, userId });
  const courses = await q.listCourses(db, { orderBy: sql`c.created_at desc, c.id`, limit: 4, userId });
  return {
    featuredTrials: trials.map((r) => toTrial(r, now)),
    jobs: jobs.map(toJob),
    certifications: certs.map(toCertification),
    webinars: webinars.map((r) => toWebinar(r, now)),
    productUpdates: updates.map(toUpdate),
    courses: courses.map(toCourse),
  };
}

/**
 * The member dashboard: the sections and counts every member shares, computed once per catalogue version
 * (as the visitors' cached answers are), plus one small query for this member's likes, registrations and
 * views laid over them. One cheap request under load instead of six queries per member.
 */
export async function dashboard(deps: Pick<Deps, 'db' | 'env'>, userId: string): Promise<DashboardResponse> {
  const shared = await versioned(deps, 'catalog', 'dashboard', () => dashboardShared(deps.db));
  const items = [
    ...shared.webinars.map((w) => ({ type: 'webinar' as const, id: w.id })),
    ...shared.featuredTrials.map((t) => ({ type: 'product_trial' as const, id: t.id })),
    ...shared.jobs.map((j) => ({ type: 'job' as const, id: j.id })),
    ...shared.courses.map((c) => ({ type: 'ai_course' as const, id: c.id })),
  ];
  const mine = await q.dashboardMine(
    deps.db,
    userId,
    items,
    shared.webinars.map((w) => w.id),
  );
  const liked = <T extends { id: string }>(type: ContentType, list: T[]) => list.map((i) => ({ ...i, likedByMe: mine.liked.has(`${type}:${i.id}`) }));
  const forYou = await topicsService.forYou(deps.db, userId);
  return {
    ...shared,
    forYou,
    stats: { ...shared.stats, webinarsViewed: mine.webinarsViewed },
    webinars: liked('webinar', shared.webinars).map((w) => ({ ...w, registeredByMe: mine.registered.has(w.id) })),
    featuredTrials: liked('product_trial', shared.featuredTrials),
    jobs: liked('job', shared.jobs),
    courses: liked('ai_course', shared.courses),
  };
}

/** The dashboard as a visitor would see it (no liked or registered flags): the part every member shares. */
async function dashboardShared(db: Db): Promise<DashboardResponse> {
  const now = new Date();
  const counts = await q.dashboardCounts(db);
  const webinars = await q.listWebinars(db, { where: upcomingWhere, orderBy: sql`w.start_time asc, w.id`, limit: 4, userId: null });
  const trials = await q.listTrials(db, { where: featuredWhere, orderBy: sql`t.created_at desc, t.id`, limit: 4, userId: null });
  const vendors = await q.listVendors(db, {
    orderBy: sql`(v.trial_count + v.webinar_count + v.certification_count + v.job_count) desc, v.name`,
    limit: 4,
  });
  const jobs = await q.listJobs(db, { where: [sql`j.status = 'active'`], orderBy: jobSortSql.newest, limit: 4, userId: null });
  const courses = await q.listCourses(db, { orderBy: sql`c.created_at desc, c.id`, limit: 4, userId: null });
  return {
    forYou: [],
    stats: { ...counts, webinarsViewed: 0 },
    webinars: webinars.map((r) => toWebinar(r, now)),
    featuredTrials: trials.map((r) => toTrial(r, now)),
    topVendors: vendors.map(toVendor),
    jobs: jobs.map(toJob),
    courses: courses.map(toCourse),
  };
}

// ---- Likes ----

const likeTypeLabels: Record<ContentType, string> = {
  job: 'job',
  webinar: 'webinar',
  certification: 'certification',
  product_update: 'product update',
  product_trial: 'product trial',
  ai_course: 'AI course',
};

/**
 * Like an item. The vendor comes from the item, never from the client. A new like of an item whose
 * vendor has a manager e-mail notifies that manager, at most once per member, item and day.
 */
export async function like(deps: Deps, user: { id: string; email: string }, body: LikeRequest) {
  const { db } = deps;
  const item = await q.contentVendor(db, body.content_type, body.content_id);
  if (!item) throw notFound(catalogMessages.contentNotFound);
  await enforceLimit(db, 'like', user.id, LIKES_PER_HOUR, 3600, catalogMessages.likeLimit);
  const created = await q.insertLike(db, { userId: user.id, type: body.content_type, id: body.content_id, vendorId: item.vendorId });
  if (created) {
    try {
      await q.insertLikeInteraction(db, { userId: user.id, type: body.content_type, id: body.content_id, vendorId: item.vendorId });
    } catch (err) {
      deps.log.warn({ err, contentType: body.content_type, contentId: body.content_id }, 'recording the like interaction failed');
    }
  }
  if (created && item.vendorId) {
    const vendor = await q.vendorManager(db, item.vendorId);
    const to = vendor?.email?.trim().toLowerCase();
    if (vendor && to && to !== user.email.toLowerCase()) {
      const day = new Date().toISOString().slice(0, 10);
      const kind = likeTypeLabels[body.content_type];
      const leads = `${deps.env.APP_URL}/vendor/leads`;
      // Only a member who chose Share for this vendor is named (docs/decisions/1801).
      const who = (await consent.isShared(db, user.id, item.vendorId)) ? user.email : 'A member';
      const queued = await enqueueEmail(db, {
        to,
        subject: `New like on your ${kind}: ${item.title}`,
        text: `Hello,\n\n${who} liked the ${kind} "${item.title}" of ${vendor.name} on AI Testing Hub.\n\nSee everyone who liked your content: ${leads}\n`,
        html: simpleHtml({
          heading: `New like on your ${kind}`,
          paragraphs: [`${who} liked the ${kind} "${item.title}" of ${vendor.name} on AI Testing Hub.`],
          action: { label: 'See your leads', url: leads },
        }),
        dedupeKey: `like:${user.id}:${body.content_type}:${body.content_id}:${day}`,
      });
      if (queued) deps.nudge();
    }
  }
  const consentNeeded = await consent.consentPrompt(db, user.id, item.vendorId, 'like');
  return { success: true, liked: true, likeCount: await q.likeCount(db, body.content_type, body.content_id), consentNeeded };
}

export async function unlike(db: Db, userId: string, body: LikeRequest) {
  await q.deleteLike(db, { userId, type: body.content_type, id: body.content_id });
  return { success: true, liked: false, likeCount: await q.likeCount(db, body.content_type, body.content_id) };
}

/** GET /api/me/likes: the caller's likes by type, newest first, paged in SQL. */
export async function myLikes(db: Db, userId: string, query: MyLikesQuery): Promise<MyLikesResponse> {
  const counts = await q.countMyLikes(db, userId);
  const rows = await q.listMyLikes(db, { userId, type: query.type, ...window(query) });
  const total = query.type ? (counts[query.type] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
  const items: MyLikeItem[] = rows.map((r) => {
    const title = r.title ?? 'Removed item';
    return {
      contentType: r.content_type,
      contentId: r.content_id,
      title,
      vendor: r.vendor_id ? { id: r.vendor_id, name: String(r.vendor_name), logoUrl: r.vendor_logo } : null,
      url: hitUrl(r.content_type, r.content_id, title),
      likedAt: iso(r.created_at) as string,
    };
  });
  return { ...paged(items, total, query), counts: Object.fromEntries(contentTypes.map((t) => [t, counts[t] ?? 0])) as MyLikesResponse['counts'] };
}

// ---- Global search ----

function hitUrl(type: SearchType, id: string, title: string): string {
  const s = encodeURIComponent(title);
  switch (type) {
    case 'webinar':
      return `/webinars/${id}`;
    case 'product_trial':
      return `/product-trials/${id}`;
    case 'vendor':
      return `/vendor/${id}`;
    case 'job':
      return `/jobs?search=${s}`;
    case 'certification':
      return `/certifications?search=${s}`;
    case 'ai_course':
      return `/ai-courses?search=${s}`;
    case 'product_update':
      return `/product-updates?search=${encodeURIComponent(title.replace(/ \S+$/, ''))}`;
  }
}

/**
 * At most 200 characters of a hit's text, around the first place where the search text or one of its
 * words occurs (so the highlighted words are in view); '...' marks a cut.
 */
function snippetAround(text: string, q: string, max = 200): string {
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  const needles = [q.toLowerCase(), ...searchTerms(q).map((w) => w.slice(0, Math.max(3, w.length - 3)))];
  const at = needles.map((n) => (n ? lower.indexOf(n) : -1)).find((i) => i >= 0) ?? 0;
  if (at < max - 60) return `${text.slice(0, max - 3)}...`;
  const start = Math.min(at - 40, text.length - (max - 6));
  const end = Math.min(text.length, start + max - 6);
  return `...${text.slice(start, end)}${end < text.length ? '...' : ''}`;
}

export async function search(db: Db, query: { q: string; page: number; pageSize: number }) {
  const offset = (query.page - 1) * query.pageSize;
  let found = await q.searchAll(db, query.q, query.pageSize, offset);
  // Nothing as typed: try near spellings of titles and names (lib/search.ts).
  if (found.rows.length === 0 && offset === 0 && query.q.length >= 4) found = await q.searchAll(db, query.q, query.pageSize, offset, true);
  const { rows, total } = found;
  const items: SearchHit[] = rows.map((r) => ({
    type: r.type as SearchType,
    id: r.id,
    title: r.title,
    snippet: r.snippet ? snippetAround(r.snippet, query.q) : null,
    vendorName: r.vendor_name,
    url: hitUrl(r.type as SearchType, r.id, r.title),
    rank: Number(r.rank),
  }));
  return paged(items, total, query);
}

/** Active jobs matching a saved search that were created after `after`, oldest first (job alerts). */
export async function newJobsMatching(db: Db, criteria: Parameters<typeof jobFilterWhere>[0], after: string, limit: number) {
  const where = [...jobFilterWhere(criteria), sql`j.created_at > ${after}::timestamptz`];
  const rows = await q.listJobs(db, { where, orderBy: sql`j.created_at asc, j.id`, userId: null, limit, offset: 0 });
  return rows.map((r) => ({ ...toJob(r), createdAt: new Date(r.created_at as string | Date) }));
}

export async function vendorNameOf(db: Db, id: string) {
  return (await q.vendorOptions(db)).find((v) => v.id === id)?.name ?? null;
}
