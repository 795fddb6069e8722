import { deriveWebinarStatus, isTrialActivatable, webinarEndTime } from '@portal/shared/catalog';
import { recordingProOnly } from '@portal/shared/pro-text';
import type { CertificationItem, CourseItem, JobItem, ProductUpdateItem, TrialItem, VendorItem, WebinarItem } from '@portal/shared/catalog-api';
import type { SQL } from 'drizzle-orm';
import type * as q from './catalog.queries.ts';

export type Row = q.Row;
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const window = (p: { page: number; pageSize: number }) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });
export const nonNull = (parts: (SQL | null | undefined)[]): SQL[] => parts.filter((x): x is SQL => !!x);

export function vendorOf(r: Row) {
  return r.vendor_id ? { id: String(r.vendor_id), name: String(r.vendor_name), logoUrl: str(r.vendor_logo) } : null;
}
export const likesOf = (r: Row) => ({ likeCount: Number(r.like_count ?? 0), likedByMe: Boolean(r.liked_by_me) });

// ---- Row to DTO ----

type Speaker = { name: string; role: string };
/** Speakers and agenda from the webinar's metadata, keeping only well-formed entries. */
export function webinarProgramme(metadata: unknown): { speakers: Speaker[]; agenda: string[] } {
  const m = (metadata && typeof metadata === 'object' ? metadata : {}) as { speakers?: unknown; agenda?: unknown };
  const speakers = Array.isArray(m.speakers)
    ? m.speakers.filter((s): s is Speaker => !!s && typeof s.name === 'string' && typeof s.role === 'string').map((s) => ({ name: s.name, role: s.role }))
    : [];
  const agenda = Array.isArray(m.agenda) ? m.agenda.filter((a): a is string => typeof a === 'string') : [];
  return { speakers, agenda };
}

export function toWebinar(r: Row, now = new Date()): WebinarItem {
  const start = iso(r.start_time);
  const end = iso(r.end_time);
  const endTime = end ?? iso(webinarEndTime({ start_time: start, end_time: end, duration_minutes: Number(r.duration_minutes) }));
  const status = deriveWebinarStatus({ status: String(r.status), start_time: start, end_time: end, duration_minutes: Number(r.duration_minutes) }, now);
  const proOnly = status === 'completed' && recordingProOnly(endTime, now);
  return {
    id: String(r.id),
    title: String(r.title),
    description: str(r.description),
    startTime: start,
    endTime,
    durationMinutes: Number(r.duration_minutes),
    registrationUrl: str(r.registration_url),
    webinarUrl: str(r.webinar_url),
    recordingUrl: proOnly ? null : str(r.recording_url),
    recordingProOnly: proOnly && !!r.recording_url,
    thumbnailUrl: str(r.thumbnail_url),
    status,
    experienceLevel: str(r.experience_level),
    vendor: vendorOf(r),
    ...likesOf(r),
    registeredByMe: Boolean(r.registered_by_me),
    ...webinarProgramme(r.metadata),
  };
}

export function toJob(r: Row): JobItem {
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

/** What certifications and courses share (each adds its link). */
const namedItem = (r: Row) => ({
  id: String(r.id),
  name: String(r.name),
  description: str(r.description),
  videoUrl: str(r.video_url),
  createdAt: iso(r.created_at) as string,
  vendor: vendorOf(r),
  ...likesOf(r),
});

/** Level, duration and the Pro mark; a Pro-only item's link never leaves the server here (docs/decisions/2101). */
const linkedItem = (r: Row, link: unknown) => {
  const isPremium = Boolean(r.is_premium);
  return { isPremium, level: str(r.level), duration: str(r.duration), link: isPremium ? null : str(link) };
};

export function toCertification(r: Row): CertificationItem {
  const { link, ...rest } = linkedItem(r, r.certification_link);
  return { ...namedItem(r), ...rest, certificationLink: link };
}

export function toCourse(r: Row): CourseItem {
  const { link, ...rest } = linkedItem(r, r.course_link);
  return { ...namedItem(r), ...rest, courseLink: link };
}

export const toUpdate = (r: Row): ProductUpdateItem => ({
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

export function toTrial(r: Row, now = new Date()): TrialItem {
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

export const toVendor = (r: Row): VendorItem => ({
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
