import { deriveWebinarStatus, isTrialActivatable, webinarEndTime } from '@portal/shared/catalog';
import { recordingProOnly } from '@portal/shared/pro-text';
import type { CertificationItem, CourseItem, TrialItem, WebinarItem } from '@portal/shared/catalog-api';
import { iso, type NamedRow, type TrialRow, type WebinarRow } from './catalog-rows.queries.ts';

/*
 * Typed rows (catalog-rows.queries.ts) to answers where the answer is more than the row: a webinar's displayed
 * status and Pro-only recording, a Pro-only link withheld, a trial's activatable flag. Jobs, product updates and
 * vendors are answered as their rows.
 */

export { iso, nonNull } from './catalog-rows.queries.ts';
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const window = (p: { page: number; pageSize: number }) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });

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

export function toWebinar(r: WebinarRow, now = new Date()): WebinarItem {
  const times = { status: r.status, start_time: r.startTime, end_time: r.endTime, duration_minutes: r.durationMinutes };
  const endTime = r.endTime ?? iso(webinarEndTime(times));
  const status = deriveWebinarStatus(times, now);
  const proOnly = status === 'completed' && recordingProOnly(endTime, now);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    startTime: r.startTime,
    endTime,
    durationMinutes: r.durationMinutes,
    registrationUrl: r.registrationUrl,
    webinarUrl: r.webinarUrl,
    recordingUrl: proOnly ? null : r.recordingUrl,
    recordingProOnly: proOnly && !!r.recordingUrl,
    thumbnailUrl: r.thumbnailUrl,
    status,
    experienceLevel: r.experienceLevel,
    vendor: r.vendor,
    likeCount: r.likeCount,
    likedByMe: r.likedByMe,
    registeredByMe: r.registeredByMe,
    ...webinarProgramme(r.metadata),
  };
}

/** A Pro-only item's link never leaves the server here (docs/decisions/2101). */
export function toCertification({ link, ...r }: NamedRow): CertificationItem {
  return { ...r, certificationLink: r.isPremium ? null : link };
}

export function toCourse({ link, ...r }: NamedRow): CourseItem {
  return { ...r, courseLink: r.isPremium ? null : link };
}

export function toTrial({ vendor, likeCount, likedByMe, ...r }: TrialRow, now = new Date()): TrialItem {
  return {
    ...r,
    activatable: isTrialActivatable({ status: r.status, start_date: r.startDate, end_date: r.endDate }, now),
    vendor,
    likeCount,
    likedByMe,
  };
}
