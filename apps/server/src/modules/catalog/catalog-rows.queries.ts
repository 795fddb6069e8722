import type { ContentType } from '@portal/shared/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { contentTables } from '../../lib/content-tables.ts';
import { cappedCount } from '../../lib/search.queries.ts';

/*
 * The catalogue's content rows: one select per content type (the item, its vendor and its likes), aliased `w`, `j`,
 * `c`, `u`, `t` and `v`, and the one place their snake_case columns become typed camelCase rows. The other catalogue
 * queries files build their filters and orders on these aliases.
 */

/** Raw rows as selected (snake_case); they never leave the queries files. */
export type Raw = Record<string, unknown>;

/** Where the page stands, so a short page gives the total without a count. */
export type PageInfo = { offset: number; limit: number; rows: number };

export type ListOpts = { where?: SQL[]; orderBy: SQL; limit: number; offset?: number; userId: string | null };

export const and = (parts: SQL[] | undefined): SQL => (parts?.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

export const nonNull = (parts: (SQL | null | undefined)[]): SQL[] => parts.filter((x): x is SQL => !!x);

// ---- Typed rows ----

export const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export type VendorRef = { id: string; name: string; logoUrl: string | null };
type Likes = { likeCount: number; likedByMe: boolean };

const vendorOf = (r: Raw): VendorRef | null => (r.vendor_id ? { id: String(r.vendor_id), name: String(r.vendor_name), logoUrl: str(r.vendor_logo) } : null);
const likesOf = (r: Raw): Likes => ({ likeCount: Number(r.like_count ?? 0), likedByMe: Boolean(r.liked_by_me) });

export type WebinarRow = {
  id: string;
  title: string;
  description: string | null;
  startTime: string | null;
  /** As stored (null: the start plus the duration). */
  endTime: string | null;
  durationMinutes: number;
  registrationUrl: string | null;
  webinarUrl: string | null;
  recordingUrl: string | null;
  thumbnailUrl: string | null;
  /** As stored ('cancelled' or not); the displayed status is derived from the times. */
  status: string;
  experienceLevel: string | null;
  metadata: unknown;
  vendor: VendorRef | null;
  registeredByMe: boolean;
} & Likes;

const webinarRow = (r: Raw): WebinarRow => ({
  id: String(r.id),
  title: String(r.title),
  description: str(r.description),
  startTime: iso(r.start_time),
  endTime: iso(r.end_time),
  durationMinutes: Number(r.duration_minutes),
  registrationUrl: str(r.registration_url),
  webinarUrl: str(r.webinar_url),
  recordingUrl: str(r.recording_url),
  thumbnailUrl: str(r.thumbnail_url),
  status: String(r.status),
  experienceLevel: str(r.experience_level),
  metadata: r.metadata,
  vendor: vendorOf(r),
  registeredByMe: Boolean(r.registered_by_me),
  ...likesOf(r),
});

/** A job row is the list item as answered (keys in the answer's order). */
export type JobRow = {
  id: string;
  jobTitle: string;
  jobDescription: string | null;
  jobType: string;
  experienceLevel: string;
  locationCity: string | null;
  locationState: string | null;
  locationCountry: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  postedDate: string | null;
  jobPageUrl: string | null;
  requirements: string[];
  status: string;
  vendor: VendorRef | null;
} & Likes;

export const jobRow = (r: Raw): JobRow => ({
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
});

/** Certifications and courses (the link is the row's own, Pro-only or not). */
export type NamedRow = {
  id: string;
  name: string;
  description: string | null;
  videoUrl: string | null;
  createdAt: string;
  vendor: VendorRef | null;
  likeCount: number;
  likedByMe: boolean;
  isPremium: boolean;
  level: string | null;
  duration: string | null;
  link: string | null;
};

const namedRow = (r: Raw, link: unknown): NamedRow => ({
  id: String(r.id),
  name: String(r.name),
  description: str(r.description),
  videoUrl: str(r.video_url),
  createdAt: iso(r.created_at) as string,
  vendor: vendorOf(r),
  ...likesOf(r),
  isPremium: Boolean(r.is_premium),
  level: str(r.level),
  duration: str(r.duration),
  link: str(link),
});

/** A product update row is the list item as answered. */
export type UpdateRow = {
  id: string;
  productName: string;
  version: string;
  features: string[];
  releaseDate: string;
  releaseNotesUrl: string | null;
  demoVideoUrl: string | null;
  videoUrl: string | null;
  vendor: VendorRef | null;
} & Likes;

const updateRow = (r: Raw): UpdateRow => ({
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

export type TrialRow = {
  id: string;
  productName: string;
  description: string;
  startDate: string;
  endDate: string;
  trialPeriodDays: number;
  status: string;
  isFeatured: boolean;
  vendor: VendorRef | null;
} & Likes;

const trialRow = (r: Raw): TrialRow => ({
  id: String(r.id),
  productName: String(r.product_name),
  description: String(r.description),
  startDate: iso(r.start_date) as string,
  endDate: iso(r.end_date) as string,
  trialPeriodDays: Number(r.trial_period_days),
  status: String(r.status),
  isFeatured: Boolean(r.is_featured),
  vendor: vendorOf(r),
  ...likesOf(r),
});

// ---- Statements ----

/** Like count and liked-by-me for the row aliased `alias`, as two correlated sub-selects (index user_likes_content_idx). */
function likeCols(type: ContentType, alias: string, userId: string | null): SQL {
  const a = sql.raw(alias);
  const mine = userId
    ? sql`exists (select 1 from user_likes l where l.user_id = ${userId}::uuid and l.content_type = ${type} and l.content_id = ${a}.id)`
    : sql`false`;
  return sql`(select count(*)::int from user_likes l where l.content_type = ${type} and l.content_id = ${a}.id) as like_count, ${mine} as liked_by_me`;
}

const vendorCols = sql`v.id as vendor_id, v.name as vendor_name, v.logo_url as vendor_logo`;

export const webinarEnd = sql`coalesce(w.end_time, w.start_time + make_interval(mins => w.duration_minutes))`;
/** The displayed status of part 1 section 4, in SQL, so lists filter on what the page shows. */
export const webinarStatusSql = sql`(case when w.status = 'cancelled' then 'cancelled' when w.start_time is null then 'upcoming'
  when now() >= ${webinarEnd} then 'completed' when now() >= w.start_time then 'live' else 'upcoming' end)`;

/** Whether the viewer registered for the webinar aliased `w` (unique index webinar_registrations_unique). */
function registeredCol(userId: string | null): SQL {
  return userId
    ? sql`exists (select 1 from webinar_registrations r where r.webinar_id = w.id and r.user_id = ${userId}::uuid) as registered_by_me`
    : sql`false as registered_by_me`;
}

/** One page of the content table of `type` (aliased `a`): `cols`, its vendor, its likes and `extra`. */
async function listContent(db: Db, o: ListOpts, type: ContentType, a: string, cols: SQL, extra?: SQL): Promise<Raw[]> {
  const t = sql.raw(a);
  return rowsOf<Raw>(
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
export const listWebinars = async (db: Db, o: ListOpts) => (await listContent(db, o, 'webinar', 'w', webinarCols, registeredCol(o.userId))).map(webinarRow);

const jobCols = sql`j.id, j.job_title, j.job_description, j.job_type, j.experience_level, j.location_city, j.location_state, j.location_country,
        j.salary_min, j.salary_max, j.salary_currency, j.posted_date::text as posted_date, j.job_page_url, j.requirements, j.status, j.created_at`;
/** Jobs as raw rows: `created_at` is kept for the job alerts' cursor. */
export const listJobsRaw = (db: Db, o: ListOpts) => listContent(db, o, 'job', 'j', jobCols);
export const listJobs = async (db: Db, o: ListOpts) => (await listJobsRaw(db, o)).map(jobRow);

/** The jobs of an id query (lib/search.queries.ts pageOf: columns `id`, `walked`), in `orderBy`, with vendors and like counts. */
export async function jobsOf(db: Db, ids: SQL, orderBy: SQL): Promise<Raw[]> {
  return rowsOf<Raw>(
    await db.execute(sql`
      select ${jobCols}, ${vendorCols}, ${likeCols('job', 'j', null)}, p.walked, p.found
      from (${ids}) p left join jobs j on j.id = p.id left join vendors v on v.id = j.vendor_id
      order by ${orderBy}`),
  );
}

const namedCols = (link: string) => sql`c.id, c.name, c.description, ${sql.raw(`c.${link}`)}, c.video_url, c.is_premium, c.level, c.duration, c.created_at`;
export const listCertifications = async (db: Db, o: ListOpts) =>
  (await listContent(db, o, 'certification', 'c', namedCols('certification_link'))).map((r) => namedRow(r, r.certification_link));
export const listCourses = async (db: Db, o: ListOpts) =>
  (await listContent(db, o, 'ai_course', 'c', namedCols('course_link'))).map((r) => namedRow(r, r.course_link));

const updateCols = sql`u.id, u.product_name, u.version, u.features, u.release_date::text as release_date, u.release_notes_url, u.demo_video_url, u.video_url`;
export const listProductUpdates = async (db: Db, o: ListOpts) => (await listContent(db, o, 'product_update', 'u', updateCols)).map(updateRow);

export const listTrials = async (db: Db, o: ListOpts) =>
  (
    await listContent(
      db,
      o,
      'product_trial',
      't',
      sql`t.id, t.product_name, t.description, t.start_date, t.end_date, t.trial_period_days, t.status, t.is_featured`,
    )
  ).map(trialRow);

/** Count rows of `table` aliased `alias` joined to its vendor. */
export function countIn(db: Db, table: (typeof contentTables)[ContentType], alias: string, where: SQL[], page?: PageInfo) {
  return cappedCount(db, sql`from ${sql.raw(table)} ${sql.raw(alias)} left join vendors v on v.id = ${sql.raw(alias)}.vendor_id ${and(where)}`, page);
}
