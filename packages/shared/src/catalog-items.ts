/** The public catalogue's item schemas (one per content type) and the query-string helpers the catalogue's requests share. */
import { z } from 'zod';
import { intCounts } from './api.ts';
import { webinarStatuses } from './catalog.ts';
import {
  certificationFields,
  courseFields,
  jobFields,
  productUpdateFields,
  type VendorRef,
  vendorItemFields,
  vendorRef,
  webinarFields,
} from './content-fields.ts';

export const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return [];
    const list = Array.isArray(v) ? v : [v];
    return list.flatMap((s) => String(s).split(',')).filter(Boolean);
  }, z.array(item).max(50));

export const search = z.string().trim().max(200).optional();
export const page = z.coerce.number().int().min(1).default(1);
export const pageSize = z.coerce.number().int().min(1).max(60).default(12);
export const dir = z.enum(['asc', 'desc']).optional();
export const optionalInt = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1_000_000_000).optional());

export { type VendorRef, vendorRef };

export const likes = { likeCount: z.number().int(), likedByMe: z.boolean() };
/** Every catalogue item names its vendor and carries its like count. */
const vendorAndLikes = { vendor: vendorRef, ...likes };

export const webinarItem = z.object({
  id: z.string(),
  ...webinarFields,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(webinarStatuses),
  ...vendorAndLikes,
  /** The signed-in viewer has a recorded registration (always false for a visitor). */
  registeredByMe: z.boolean(),
  /** Older than the Free plan's 7 days: recordingUrl is left out here and given to Pro members only (docs/decisions/2101). */
  recordingProOnly: z.boolean(),
  /** Who speaks and what is covered (kept in the webinar's metadata). */
  speakers: z.array(z.object({ name: z.string(), role: z.string() })),
  agenda: z.array(z.string()),
});
export type WebinarItem = z.infer<typeof webinarItem>;

export const jobItem = z.object({
  id: z.string(),
  ...jobFields,
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  ...vendorAndLikes,
});
export type JobItem = z.infer<typeof jobItem>;
/** GET /api/jobs/{id}: one job, inactive or closed ones too (the page says it is no longer open). */
export const jobDetailResponse = jobItem;
export type JobDetailResponse = z.infer<typeof jobDetailResponse>;

export const certificationItem = z.object({ id: z.string(), ...certificationFields, createdAt: z.string(), ...vendorAndLikes });
export type CertificationItem = z.infer<typeof certificationItem>;

export const courseItem = z.object({ id: z.string(), ...courseFields, createdAt: z.string(), ...vendorAndLikes });
export type CourseItem = z.infer<typeof courseItem>;

export const productUpdateItem = z.object({ id: z.string(), ...productUpdateFields, ...vendorAndLikes });
export type ProductUpdateItem = z.infer<typeof productUpdateItem>;

export const trialItem = z.object({
  id: z.string(),
  productName: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  trialPeriodDays: z.number().int(),
  status: z.string(),
  isFeatured: z.boolean(),
  /** Status active and now within start and end. */
  activatable: z.boolean(),
  ...vendorAndLikes,
});
export type TrialItem = z.infer<typeof trialItem>;

export const vendorCounts = intCounts('productTrials', 'webinars', 'certifications', 'jobs');

export const vendorItem = z.object({ ...vendorItemFields, counts: vendorCounts });
export type VendorItem = z.infer<typeof vendorItem>;
