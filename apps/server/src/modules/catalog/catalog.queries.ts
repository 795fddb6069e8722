import { likePattern } from '@portal/shared/catalog-api';
import type { ContentType } from '@portal/shared/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

/** Raw rows of the catalogue queries (snake_case, as selected). */
export type Row = Record<string, unknown>;

export type ListOpts = { where?: SQL[]; orderBy: SQL; limit: number; offset?: number; userId: string | null };

const and = (parts: SQL[] | undefined): SQL => (parts?.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

/** Table of each likeable content type. */
export const contentTables: Record<ContentType, string> = {
  job: 'jobs',
  webinar: 'webinars',
  certification: 'certifications',
  product_update: 'product_updates',
  product_trial: 'product_trials',
  ai_course: 'ai_courses',
};

/** Like count and liked-by-me for the row aliased `alias`, as two correlated sub-selects (index user_likes_content_idx). */
function likeCols(type: ContentType, alias: string, userId: string | null): SQL {
  const a = sql.raw(alias);
  const mine = userId
    ? sql`exists (select 1 from user_likes l where l.user_id = ${userId}::uuid and l.content_type = ${type} and l.content_id = ${a}.id)`
    : sql`false`;
  return sql`(select count(*)::int from user_likes l where l.content_type = ${type} and l.content_id = ${a}.id) as like_count, ${mine} as liked_by_me`;
}

const vendorCols = sql`v.id as vendor_id, v.name as vendor_name, v.logo_url as vendor_logo`;

/** Case-insensitive match of `text` in any of the columns (ILIKE with %, _ and \ escaped). */
export function matchAny(text: string | undefined, cols: SQL[]): SQL | null {
  if (!text) return null;
  const p = likePattern(text);
  return sql`(${sql.join(
    cols.map((c) => sql`${c} ilike ${p}`),
    sql` or `,
  )})`;
}

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

export async function listWebinars(db: Db, o: ListOpts): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select w.id, w.title, w.description, w.start_time, w.end_time, w.duration_minutes, w.registration_url, w.webinar_url,
        w.recording_url, w.thumbnail_url, w.status, w.experience_level, ${vendorCols}, ${likeCols('webinar', 'w', o.userId)},
        ${registeredCol(o.userId)}
      from webinars w left join vendors v on v.id = w.vendor_id
      ${and(o.where)}
      order by ${o.orderBy}
      limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

export async function countWebinars(db: Db, where: SQL[]): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from webinars w left join vendors v on v.id = w.vendor_id ${and(where)}`));
  return r?.n ?? 0;
}

// ---- Jobs ----

export async function listJobs(db: Db, o: ListOpts): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select j.id, j.job_title, j.job_description, j.job_type, j.experience_level, j.location_city, j.location_state, j.location_country,
        j.salary_min, j.salary_max, j.salary_currency, j.posted_date::text as posted_date, j.job_page_url, j.requirements, j.status, j.created_at,
        ${vendorCols}, ${likeCols('job', 'j', o.userId)}
      from jobs j left join vendors v on v.id = j.vendor_id
      ${and(o.where)}
      order by ${o.orderBy}
      limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

export async function countJobs(db: Db, where: SQL[]): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from jobs j left join vendors v on v.id = j.vendor_id ${and(where)}`));
  return r?.n ?? 0;
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

export async function listCertifications(db: Db, o: ListOpts): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select c.id, c.name, c.description, c.certification_link, c.video_url, c.created_at, ${vendorCols}, ${likeCols('certification', 'c', o.userId)}
      from certifications c left join vendors v on v.id = c.vendor_id
      ${and(o.where)} order by ${o.orderBy} limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

export async function listCourses(db: Db, o: ListOpts): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select c.id, c.name, c.description, c.course_link, c.video_url, c.created_at, ${vendorCols}, ${likeCols('ai_course', 'c', o.userId)}
      from ai_courses c left join vendors v on v.id = c.vendor_id
      ${and(o.where)} order by ${o.orderBy} limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

export async function listProductUpdates(db: Db, o: ListOpts): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select u.id, u.product_name, u.version, u.features, u.release_date::text as release_date, u.release_notes_url, u.demo_video_url, u.video_url,
        ${vendorCols}, ${likeCols('product_update', 'u', o.userId)}
      from product_updates u left join vendors v on v.id = u.vendor_id
      ${and(o.where)} order by ${o.orderBy} limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

/** Count rows of `table` aliased `alias` joined to its vendor. */
export async function countIn(db: Db, table: 'certifications' | 'ai_courses' | 'product_updates' | 'product_trials', alias: string, where: SQL[]) {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} ${sql.raw(alias)} left join vendors v on v.id = ${sql.raw(alias)}.vendor_id ${and(where)}`,
    ),
  );
  return r?.n ?? 0;
}

// ---- Product trials ----

export async function listTrials(db: Db, o: ListOpts): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select t.id, t.product_name, t.description, t.start_date, t.end_date, t.trial_period_days, t.status, t.is_featured,
        ${vendorCols}, ${likeCols('product_trial', 't', o.userId)}
      from product_trials t left join vendors v on v.id = t.vendor_id
      ${and(o.where)} order by ${o.orderBy} limit ${o.limit} offset ${o.offset ?? 0}`),
  );
}

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

export async function countVendors(db: Db, where: SQL[]): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from vendors v ${and(where)}`));
  return r?.n ?? 0;
}

export async function vendorExists(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from vendors where id = ${id}`)).length > 0;
}

export async function vendorOptions(db: Db): Promise<{ id: string; name: string }[]> {
  return rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from vendors order by name limit 500`));
}

// ---- Landing and dashboard counts ----

export async function dashboardCounts(db: Db, userId: string) {
  const [r] = rowsOf<{ upcoming: number; jobs: number; courses: number; viewed: number }>(
    await db.execute(sql`select
      (select count(*)::int from webinars w where ${webinarStatusSql} = 'upcoming') as upcoming,
      (select count(*)::int from jobs where status = 'active') as jobs,
      (select count(*)::int from ai_courses) as courses,
      (select count(distinct content_id)::int from user_views where user_id = ${userId}::uuid and content_type = 'webinar') as viewed`),
  );
  return { upcomingWebinars: r?.upcoming ?? 0, activeJobs: r?.jobs ?? 0, aiCourses: r?.courses ?? 0, webinarsViewed: r?.viewed ?? 0 };
}

export async function recordView(db: Db, userId: string, webinarId: string) {
  await db.execute(sql`insert into user_views (user_id, content_type, content_id) values (${userId}::uuid, 'webinar', ${webinarId}::uuid)`);
}

// ---- Likes ----

/** The vendor of a likeable item, or undefined when the item does not exist. */
export async function contentVendor(db: Db, type: ContentType, id: string): Promise<{ vendorId: string | null; title: string } | undefined> {
  const titleCol: Record<ContentType, string> = {
    job: 'job_title',
    webinar: 'title',
    certification: 'name',
    product_update: "product_name || ' v' || version",
    product_trial: 'product_name',
    ai_course: 'name',
  };
  const [r] = rowsOf<{ vendor_id: string | null; title: string }>(
    await db.execute(sql`select vendor_id, ${sql.raw(titleCol[type])} as title from ${sql.raw(contentTables[type])} where id = ${id}::uuid`),
  );
  return r ? { vendorId: r.vendor_id, title: r.title } : undefined;
}

export async function insertLike(db: Db, l: { userId: string; type: ContentType; id: string; vendorId: string | null }): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`insert into user_likes (user_id, content_type, content_id, vendor_id) values (${l.userId}::uuid, ${l.type}, ${l.id}::uuid, ${l.vendorId})
      on conflict (user_id, content_type, content_id) do nothing returning id`),
  );
  return rows.length > 0;
}

/** The 'like' interaction row (vendor analytics); the caller only logs a failure. */
export async function insertLikeInteraction(db: Db, l: { userId: string; type: ContentType; id: string; vendorId: string | null }) {
  await db.execute(sql`insert into user_content_interactions (user_id, vendor_id, content_type, content_id, interaction_type)
    values (${l.userId}::uuid, ${l.vendorId}, ${l.type}, ${l.id}::uuid, 'like')`);
}

export async function deleteLike(db: Db, l: { userId: string; type: ContentType; id: string }) {
  await db.execute(sql`delete from user_likes where user_id = ${l.userId}::uuid and content_type = ${l.type} and content_id = ${l.id}::uuid`);
}

export async function likeCount(db: Db, type: ContentType, id: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from user_likes where content_type = ${type} and content_id = ${id}::uuid`));
  return r?.n ?? 0;
}

export async function vendorManager(db: Db, vendorId: string) {
  const [r] = rowsOf<{ name: string; email: string | null }>(
    await db.execute(sql`select name, vendor_manager_email as email from vendors where id = ${vendorId}`),
  );
  return r ?? null;
}

// ---- Global search ----

/** One ranked UNION over every searchable type: 3 = title starts with the text, 2 = title contains it, 1 = other fields. */
export async function searchAll(db: Db, q: string, limit: number, offset: number) {
  const p = likePattern(q);
  const prefix = `${likePattern(q).slice(1)}`;
  const rank = (title: SQL) => sql`(case when ${title} ilike ${prefix} then 3 when ${title} ilike ${p} then 2 else 1 end)`;
  const union = sql`
    select 'webinar' as type, w.id::text as id, w.title as title, w.description as snippet, v.name as vendor_name, v.id as vendor_id,
      ${rank(sql`w.title`)} as rank, w.start_time as at
      from webinars w left join vendors v on v.id = w.vendor_id where w.title ilike ${p} or w.description ilike ${p}
    union all
    select 'job', j.id::text, j.job_title, j.job_description, v.name, v.id, ${rank(sql`j.job_title`)}, j.posted_date::timestamptz
      from jobs j left join vendors v on v.id = j.vendor_id
      where j.status = 'active' and (j.job_title ilike ${p} or j.job_description ilike ${p} or v.name ilike ${p})
    union all
    select 'vendor', v.id, v.name, v.description, null, v.id, ${rank(sql`v.name`)}, v.created_at
      from vendors v where v.name ilike ${p} or v.description ilike ${p}
    union all
    select 'certification', c.id::text, c.name, c.description, v.name, v.id, ${rank(sql`c.name`)}, c.created_at
      from certifications c left join vendors v on v.id = c.vendor_id where c.name ilike ${p} or c.description ilike ${p}
    union all
    select 'ai_course', c.id::text, c.name, c.description, v.name, v.id, ${rank(sql`c.name`)}, c.created_at
      from ai_courses c left join vendors v on v.id = c.vendor_id where c.name ilike ${p} or c.description ilike ${p}
    union all
    select 'product_update', u.id::text, u.product_name || ' ' || u.version, array_to_string(u.features, '; '), v.name, v.id,
      ${rank(sql`u.product_name`)}, u.release_date::timestamptz
      from product_updates u left join vendors v on v.id = u.vendor_id
      where u.product_name ilike ${p} or u.version ilike ${p} or array_to_string(u.features, ' ') ilike ${p} or v.name ilike ${p}
    union all
    select 'product_trial', t.id::text, t.product_name, t.description, v.name, v.id, ${rank(sql`t.product_name`)}, t.created_at
      from product_trials t left join vendors v on v.id = t.vendor_id
      where t.product_name ilike ${p} or t.description ilike ${p} or v.name ilike ${p}`;
  const rows = rowsOf<{
    type: string;
    id: string;
    title: string;
    snippet: string | null;
    vendor_name: string | null;
    vendor_id: string | null;
    rank: number;
    total: number;
  }>(
    await db.execute(sql`select h.*, (count(*) over ())::int as total from (${union}) h
      order by h.rank desc, h.at desc nulls last, h.title, h.id limit ${limit} offset ${offset}`),
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [c] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${union}) h`));
    total = c?.n ?? 0;
  }
  return { rows, total };
}

/**
 * The caller's likes, newest first, each with its item's title and vendor (one left join per content
 * type on its primary key). Paged on user_likes_user_created_idx (user_id, created_at).
 */
export async function listMyLikes(db: Db, o: { userId: string; type?: ContentType; limit: number; offset: number }) {
  const typeWhere = o.type ? sql`and l.content_type = ${o.type}` : sql``;
  return rowsOf<{
    content_type: ContentType;
    content_id: string;
    created_at: Date | string;
    title: string | null;
    vendor_id: string | null;
    vendor_name: string | null;
    vendor_logo: string | null;
  }>(
    await db.execute(sql`select l.content_type, l.content_id, l.created_at,
        coalesce(j.job_title, w.title, c.name, pu.product_name || ' v' || pu.version, pt.product_name, ac.name) as title,
        v.id as vendor_id, v.name as vendor_name, v.logo_url as vendor_logo
      from user_likes l
      left join jobs j on l.content_type = 'job' and j.id = l.content_id
      left join webinars w on l.content_type = 'webinar' and w.id = l.content_id
      left join certifications c on l.content_type = 'certification' and c.id = l.content_id
      left join product_updates pu on l.content_type = 'product_update' and pu.id = l.content_id
      left join product_trials pt on l.content_type = 'product_trial' and pt.id = l.content_id
      left join ai_courses ac on l.content_type = 'ai_course' and ac.id = l.content_id
      left join vendors v on v.id = coalesce(j.vendor_id, w.vendor_id, c.vendor_id, pu.vendor_id, pt.vendor_id, ac.vendor_id)
      where l.user_id = ${o.userId}::uuid ${typeWhere}
      order by l.created_at desc, l.id desc
      limit ${o.limit} offset ${o.offset}`),
  );
}

/** How many likes of each type the user has (index user_likes_unique, whose first column is user_id). */
export async function countMyLikes(db: Db, userId: string): Promise<Partial<Record<ContentType, number>>> {
  const rows = rowsOf<{ content_type: ContentType; n: number }>(
    await db.execute(sql`select content_type, count(*)::int as n from user_likes where user_id = ${userId}::uuid group by content_type`),
  );
  return Object.fromEntries(rows.map((r) => [r.content_type, Number(r.n)]));
}
