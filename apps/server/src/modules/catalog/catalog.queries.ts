import type { ContentType } from '@portal/shared/catalog';
import { cappedCount } from '../../lib/search.queries.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { userLikes, userViews, webinarRegistrations } from '../../db/schema/activity.ts';
import { digestPreferences } from '../../db/schema/notifications.ts';

import { and, contentTables, type ListOpts, likeCols, type PageInfo, type Row, vendorCols } from './catalog-sql.ts';

export type { Row } from './catalog-sql.ts';

// ---- Webinars ----

export const webinarEnd = sql`coalesce(w.end_time, w.start_time + make_interval(mins => w.duration_minutes))`;
/** The displayed status of part 1 section 4, in SQL, so lists filter on what the page shows. */
export const webinarStatusSql = sql`(case when w.status = 'cancelled' then 'cancelled' when w.start_time is null then 'upcoming'
  when now() >= ${webinarEnd} then 'completed' when now() >= w.start_time then 'live' else 'upcoming' end)`;

/**
 * The default webinar order: live first, then upcoming soonest first, then recordings (and cancelled
 * ones) newest first. Computed from the same derived status as the filter.
 */
export const webinarRelevanceOrder = sql`(case ${webinarStatusSql} when 'live' then 0 when 'upcoming' then 1 when 'completed' then 2 else 3 end),
  (case when ${webinarStatusSql} in ('live', 'upcoming') then w.start_time end) asc nulls last,
  w.start_time desc nulls last, w.id`;

/** Whether the viewer registered for the webinar aliased `w` (unique index webinar_registrations_unique). */
function registeredCol(userId: string | null): SQL {
  return userId
    ? sql`exists (select 1 from webinar_registrations r where r.webinar_id = w.id and r.user_id = ${userId}::uuid) as registered_by_me`
    : sql`false as registered_by_me`;
}

/** One page of the content table of `type` (aliased `a`): `cols`, its vendor, its likes and `extra`. */
async function listContent(db: Db, o: ListOpts, type: ContentType, a: string, cols: SQL, extra?: SQL): Promise<Row[]> {
  const t = sql.raw(a);
  return rowsOf<Row>(
    await db.execute(sql`
      select ${cols}, ${vendorCols}, ${likeCols(type, a, o.userId)}${extra ? sql`, ${extra}` : sql``}
      from ${sql.raw(contentTables[type])} ${t} left join vendors v on v.id = ${t}.vendor_id
      ${and(o.where)}
      order by ${o.orderBy}
      limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

const webinarCols = sql`w.id, w.title, w.description, w.start_time, w.end_time, w.duration_minutes, w.registration_url, w.webinar_url,
        w.recording_url, w.thumbnail_url, w.status, w.experience_level, w.metadata`;
export const listWebinars = (db: Db, o: ListOpts) => listContent(db, o, 'webinar', 'w', webinarCols, registeredCol(o.userId));

// ---- Jobs ----

const jobCols = sql`j.id, j.job_title, j.job_description, j.job_type, j.experience_level, j.location_city, j.location_state, j.location_country,
        j.salary_min, j.salary_max, j.salary_currency, j.posted_date::text as posted_date, j.job_page_url, j.requirements, j.status, j.created_at`;
export const listJobs = (db: Db, o: ListOpts) => listContent(db, o, 'job', 'j', jobCols);

/** The jobs of an id query (lib/search.queries.ts pageOf: columns `id`, `walked`), in `orderBy`, with vendors and like counts. */
export async function jobsOf(db: Db, ids: SQL, orderBy: SQL): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select ${jobCols}, ${vendorCols}, ${likeCols('job', 'j', null)}, p.walked, p.found
      from (${ids}) p left join jobs j on j.id = p.id left join vendors v on v.id = j.vendor_id
      order by ${orderBy}`),
  );
}

/** The first 10 distinct cities of active jobs, alphabetically. */
export async function jobLocations(db: Db): Promise<string[]> {
  const rows = rowsOf<{ city: string }>(
    await db.execute(sql`select distinct location_city as city from jobs where status = 'active' and location_city is not null and location_city <> ''
      order by location_city limit 10`),
  );
  return rows.map((r) => r.city);
}

// ---- Certifications, courses, product updates ----

export const listCertifications = (db: Db, o: ListOpts) =>
  listContent(
    db,
    o,
    'certification',
    'c',
    sql`c.id, c.name, c.description, c.certification_link, c.video_url, c.is_premium, c.level, c.duration, c.created_at`,
  );

export const listCourses = (db: Db, o: ListOpts) =>
  listContent(db, o, 'ai_course', 'c', sql`c.id, c.name, c.description, c.course_link, c.video_url, c.is_premium, c.level, c.duration, c.created_at`);

const updateCols = sql`u.id, u.product_name, u.version, u.features, u.release_date::text as release_date, u.release_notes_url, u.demo_video_url, u.video_url`;
export const listProductUpdates = (db: Db, o: ListOpts) => listContent(db, o, 'product_update', 'u', updateCols);

/** Count rows of `table` aliased `alias` joined to its vendor. */
export function countIn(db: Db, table: (typeof contentTables)[ContentType], alias: string, where: SQL[], page?: PageInfo) {
  return cappedCount(db, sql`from ${sql.raw(table)} ${sql.raw(alias)} left join vendors v on v.id = ${sql.raw(alias)}.vendor_id ${and(where)}`, page);
}

// ---- Product trials ----

export const listTrials = (db: Db, o: ListOpts) =>
  listContent(db, o, 'product_trial', 't', sql`t.id, t.product_name, t.description, t.start_date, t.end_date, t.trial_period_days, t.status, t.is_featured`);

// ---- Vendors ----

const vendorCountCols = sql`
  (select count(*)::int from product_trials t where t.vendor_id = v.id and t.status = 'active') as trial_count,
  (select count(*)::int from webinars w where w.vendor_id = v.id) as webinar_count,
  (select count(*)::int from certifications c where c.vendor_id = v.id) as certification_count,
  (select count(*)::int from jobs j where j.vendor_id = v.id and j.status = 'active') as job_count`;

export async function listVendors(db: Db, o: { where?: SQL[]; orderBy: SQL; limit: number; offset?: number }): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select * from (
        select v.id, v.name, v.logo_url, v.website_url, v.description, ${vendorCountCols} from vendors v ${and(o.where)}
      ) v order by ${o.orderBy} limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

export async function vendorExists(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from vendors where id = ${id}`)).length > 0;
}

export async function vendorOptions(db: Db): Promise<{ id: string; name: string }[]> {
  return rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from vendors order by name limit 500`));
}

// ---- Landing and dashboard counts ----

/** The dashboard's counts that are the same for every member (cached per catalogue version by the service). */
export async function dashboardCounts(db: Db) {
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
