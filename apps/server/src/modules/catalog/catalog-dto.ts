import { deriveWebinarStatus, isTrialActivatable, webinarEndTime } from '@portal/shared/catalog';
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

export function toWebinar(r: Row, now = new Date()): WebinarItem {
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

export const toCertification = (r: Row): CertificationItem => ({ ...namedItem(r), certificationLink: str(r.certification_link) });

export const toCourse = (r: Row): CourseItem => ({ ...namedItem(r), courseLink: str(r.course_link) });

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
