import type { ContentType } from '@portal/shared/catalog';
import type { VendorTab } from '@portal/shared/catalog-api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { userLikes, userViews, webinarRegistrations } from '../../db/schema/activity.ts';
import { digestPreferences } from '../../db/schema/notifications.ts';
import { jobSortSql, type Window } from './catalog-lists.queries.ts';
import {
  and,
  countIn,
  type Raw,
  str,
  listCertifications,
  listCourses,
  listJobs,
  listProductUpdates,
  listTrials,
  listWebinars,
  webinarStatusSql,
} from './catalog-rows.queries.ts';

/*
 * The catalogue's detail pages, vendor pages, landing and dashboard, and a member's flags: typed rows
 * (catalog-rows.queries.ts) by id or by section.
 */

// ---- Vendors ----

/** A vendor row is the vendor item as answered (with its tab counts). */
export type VendorRow = {
  id: string;
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  description: string | null;
  counts: { productTrials: number; webinars: number; certifications: number; jobs: number };
};

export const vendorRow = (r: Raw): VendorRow => ({
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

const vendorCountCols = sql`
  (select count(*)::int from product_trials t where t.vendor_id = v.id and t.status = 'active') as trial_count,
  (select count(*)::int from webinars w where w.vendor_id = v.id) as webinar_count,
  (select count(*)::int from certifications c where c.vendor_id = v.id) as certification_count,
  (select count(*)::int from jobs j where j.vendor_id = v.id and j.status = 'active') as job_count`;

async function listVendors(db: Db, o: { where?: SQL[]; orderBy: SQL; limit: number; offset?: number }): Promise<VendorRow[]> {
  return rowsOf<Raw>(
    await db.execute(sql`
      select * from (
        select v.id, v.name, v.logo_url, v.website_url, v.description, ${vendorCountCols} from vendors v ${and(o.where)}
      ) v order by ${o.orderBy} limit ${o.limit} offset ${o.offset ?? 0}`),
  ).map(vendorRow);
}

export async function vendorById(db: Db, id: string): Promise<VendorRow | undefined> {
  return (await listVendors(db, { where: [sql`v.id = ${id}`], orderBy: sql`v.id`, limit: 1 }))[0];
}

export async function vendorExists(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from vendors where id = ${id}`)).length > 0;
}

export async function vendorOptions(db: Db): Promise<{ id: string; name: string }[]> {
  return rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from vendors order by name limit 500`));
}

type TabOpts = Window & { userId: string | null };

/** The list behind each /vendor/{id} tab: the same filters and order as the tab counts in the vendor header. */
export const vendorTabs = {
  'product-trials': {
    count: (db: Db, id: string) => countIn(db, 'product_trials', 't', [sql`t.vendor_id = ${id}`, sql`t.status = 'active'`]),
    rows: (db: Db, id: string, o: TabOpts) =>
      listTrials(db, { where: [sql`t.vendor_id = ${id}`, sql`t.status = 'active'`], orderBy: sql`t.start_date desc, t.id`, ...o }),
  },
  webinars: {
    count: (db: Db, id: string) => countIn(db, 'webinars', 'w', [sql`w.vendor_id = ${id}`]),
    rows: (db: Db, id: string, o: TabOpts) => listWebinars(db, { where: [sql`w.vendor_id = ${id}`], orderBy: sql`w.start_time asc nulls last, w.id`, ...o }),
  },
  certifications: {
    count: (db: Db, id: string) => countIn(db, 'certifications', 'c', [sql`c.vendor_id = ${id}`]),
    rows: (db: Db, id: string, o: TabOpts) => listCertifications(db, { where: [sql`c.vendor_id = ${id}`], orderBy: sql`c.created_at desc, c.id`, ...o }),
  },
  jobs: {
    count: (db: Db, id: string) => countIn(db, 'jobs', 'j', [sql`j.vendor_id = ${id}`, sql`j.status = 'active'`]),
    rows: (db: Db, id: string, o: TabOpts) => listJobs(db, { where: [sql`j.vendor_id = ${id}`, sql`j.status = 'active'`], orderBy: jobSortSql.newest, ...o }),
  },
} as const satisfies Record<VendorTab, unknown>;

// ---- Details ----

export const webinarById = async (db: Db, id: string, userId: string | null) =>
  (await listWebinars(db, { where: [sql`w.id = ${id}::uuid`], orderBy: sql`w.id`, limit: 1, userId }))[0];
export const jobById = async (db: Db, id: string, userId: string | null) =>
  (await listJobs(db, { where: [sql`j.id = ${id}::uuid`], orderBy: sql`j.id`, limit: 1, userId }))[0];
export const trialById = async (db: Db, id: string, userId: string | null) =>
  (await listTrials(db, { where: [sql`t.id = ${id}::uuid`], orderBy: sql`t.id`, limit: 1, userId }))[0];

// ---- Landing and dashboard sections ----

const upcomingWhere = [sql`${webinarStatusSql} = 'upcoming'`, sql`w.start_time is not null`];
const featuredWhere = [sql`t.is_featured`, sql`t.status = 'active'`];
const upcomingWebinars = (db: Db, limit: number, userId: string | null) =>
  listWebinars(db, { where: upcomingWhere, orderBy: sql`w.start_time asc, w.id`, limit, userId });
const featuredTrials = (db: Db, limit: number, userId: string | null) =>
  listTrials(db, { where: featuredWhere, orderBy: sql`t.created_at desc, t.id`, limit, userId });
const newestJobs = (db: Db, limit: number, userId: string | null) =>
  listJobs(db, { where: [sql`j.status = 'active'`], orderBy: jobSortSql.newest, limit, userId });
const newestCourses = (db: Db, limit: number, userId: string | null) => listCourses(db, { orderBy: sql`c.created_at desc, c.id`, limit, userId });

/** The landing page's sections, newest (or soonest) first, with the viewer's likes. */
export async function landingRows(db: Db, userId: string | null) {
  const trials = await featuredTrials(db, 3, userId);
  const jobs = await newestJobs(db, 4, userId);
  const certifications = await listCertifications(db, { orderBy: sql`c.created_at desc, c.id`, limit: 4, userId });
  const webinars = await upcomingWebinars(db, 4, userId);
  const updates = await listProductUpdates(db, { orderBy: sql`u.release_date desc, u.id`, limit: 4, userId });
  const courses = await newestCourses(db, 4, userId);
  return { trials, jobs, certifications, webinars, updates, courses };
}

/** The dashboard's sections every member shares (no viewer: no liked or registered flags). */
export async function dashboardRows(db: Db) {
  const counts = await dashboardCounts(db);
  const webinars = await upcomingWebinars(db, 4, null);
  const trials = await featuredTrials(db, 4, null);
  const vendors = await listVendors(db, {
    orderBy: sql`(v.trial_count + v.webinar_count + v.certification_count + v.job_count) desc, v.name`,
    limit: 4,
  });
  const jobs = await newestJobs(db, 4, null);
  const courses = await newestCourses(db, 4, null);
  return { counts, webinars, trials, vendors, jobs, courses };
}

// ---- Dashboard counts and a member's flags ----

/** The dashboard's counts that are the same for every member (cached per catalogue version by the service). */
async function dashboardCounts(db: Db) {
  const [r] = rowsOf<{ upcoming: number; jobs: number; courses: number }>(
    await db.execute(sql`select
      (select count(*)::int from webinars w where ${webinarStatusSql} = 'upcoming') as upcoming,
      (select count(*)::int from jobs where status = 'active') as jobs,
      (select count(*)::int from ai_courses) as courses`),
  );
  return { upcomingWebinars: r?.upcoming ?? 0, activeJobs: r?.jobs ?? 0, aiCourses: r?.courses ?? 0 };
}

/**
 * A member's own bits of the dashboard in one statement (all on the primary-key-led indexes): which of
 * the shown items they like, which shown webinars they registered for, how many webinars they viewed, and what
 * they follow (for 'For you').
 */
export async function dashboardMine(db: Db, userId: string, items: { type: ContentType; id: string }[], webinarIds: string[]) {
  const me = sql.placeholder('userId');
  const likes = db
    .select({ kind: sql<string>`'like'`, type: sql<string | null>`${userLikes.contentType}`, id: sql<string>`${userLikes.contentId}::text` })
    .from(userLikes)
    .where(sql`${userLikes.userId} = ${me}::uuid and ${userLikes.contentId} = any(${sql.placeholder('ids')}::uuid[])`);
  const registered = db
    .select({ kind: sql<string>`'registered'`, type: sql<string | null>`null`, id: sql<string>`${webinarRegistrations.webinarId}::text` })
    .from(webinarRegistrations)
    .where(sql`${webinarRegistrations.userId} = ${me}::uuid and ${webinarRegistrations.webinarId} = any(${sql.placeholder('webinarIds')}::uuid[])`);
  const viewed = db
    .select({ kind: sql<string>`'viewed'`, type: sql<string | null>`null`, id: sql<string>`count(distinct ${userViews.contentId})::text` })
    .from(userViews)
    .where(sql`${userViews.userId} = ${me}::uuid and ${userViews.contentType} = 'webinar'`);
  const followed = db
    .select({
      kind: sql<string>`'follows'`,
      type: sql<string | null>`null`,
      id: sql<string>`json_build_object('topics', ${digestPreferences.preferredTopics}, 'vendors', ${digestPreferences.preferredVendors})::text`,
    })
    .from(digestPreferences)
    .where(sql`${digestPreferences.userId} = ${me}::uuid`);
  const rows = await likes
    .unionAll(registered)
    .unionAll(viewed)
    .unionAll(followed)
    .prepare('dashboard_mine')
    .execute({ userId, ids: items.map((i) => i.id), webinarIds });
  const follows = rows.find((r) => r.kind === 'follows');
  return {
    follows: (follows ? JSON.parse(follows.id) : { topics: [], vendors: [] }) as { topics: string[]; vendors: string[] },
    liked: new Set(rows.filter((r) => r.kind === 'like').map((r) => `${r.type}:${r.id}`)),
    registered: new Set(rows.filter((r) => r.kind === 'registered').map((r) => r.id)),
    webinarsViewed: Number(rows.find((r) => r.kind === 'viewed')?.id ?? 0),
  };
}

export async function recordView(db: Db, userId: string, webinarId: string) {
  await db.execute(sql`insert into user_views (user_id, content_type, content_id) values (${userId}::uuid, 'webinar', ${webinarId}::uuid)`);
}

/** Of `ids` (items of one type), those the member likes and, for webinars, those they registered for: one statement on the unique indexes. */
export async function memberFlags(db: Db, userId: string, type: ContentType, ids: string[]) {
  const me = sql.placeholder('userId');
  const list = sql.placeholder('ids');
  const likes = db
    .select({ kind: sql<string>`'like'`, id: sql<string>`${userLikes.contentId}::text` })
    .from(userLikes)
    .where(sql`${userLikes.userId} = ${me}::uuid and ${userLikes.contentType} = ${sql.placeholder('type')} and ${userLikes.contentId} = any(${list}::uuid[])`);
  const registered = db
    .select({ kind: sql<string>`'registered'`, id: sql<string>`${webinarRegistrations.webinarId}::text` })
    .from(webinarRegistrations)
    .where(sql`${webinarRegistrations.userId} = ${me}::uuid and ${webinarRegistrations.webinarId} = any(${list}::uuid[])`);
  const statement = type === 'webinar' ? likes.unionAll(registered).prepare('member_flags_webinar') : likes.prepare('member_flags');
  const rows = await statement.execute({ userId, type, ids });
  return {
    liked: new Set(rows.filter((r) => r.kind === 'like').map((r) => r.id)),
    registered: new Set(rows.filter((r) => r.kind === 'registered').map((r) => r.id)),
  };
}
