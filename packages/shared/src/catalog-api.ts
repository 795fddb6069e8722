/** Request and response schemas of the public catalogue (issue 3): lists and detail pages here; items and pages in their own files. */
import { z } from 'zod';
import { paginated } from './api.ts';
import { experienceLevels, jobTypes, trialStatuses, webinarLevels } from './catalog.ts';
import { trialAccessResponse, trialReviewsResponse } from './trials.ts';
import { webinarPanelResponse } from './webinars.ts';

export * from './catalog-text.ts';
import { jobSorts } from './catalog-text.ts';
import {
  certificationItem,
  courseItem,
  csv,
  dir,
  jobItem,
  optionalInt,
  page,
  pageSize,
  productUpdateItem,
  search,
  trialItem,
  vendorItem,
  webinarItem,
} from './catalog-items.ts';
export * from './catalog-items.ts';
export * from './catalog-pages-api.ts';

// ---- Lists ----

const webinarSorts = ['date', 'duration'] as const;
export const webinarListQuery = z.object({
  vendors: csv(z.string().max(100)),
  status: csv(z.enum(['upcoming', 'live', 'completed'])),
  level: csv(z.enum(webinarLevels)),
  search,
  /** Absent: live first, then upcoming soonest first, then recordings newest first (issue 14). */
  sort: z.enum(webinarSorts).optional(),
  dir,
  page,
  pageSize,
});
export type WebinarListQuery = z.infer<typeof webinarListQuery>;
export const webinarListResponse = paginated(webinarItem).extend({ vendors: z.array(z.object({ id: z.string(), name: z.string() })) });

export const jobListQuery = z.object({
  search,
  location: z.string().trim().max(200).optional(),
  experience: csv(z.enum(experienceLevels)),
  jobType: csv(z.enum(jobTypes)),
  salaryMin: optionalInt,
  salaryMax: optionalInt,
  vendor: z.string().max(100).optional(),
  sort: z.enum(jobSorts).default('newest'),
  page,
  pageSize,
});
export type JobListQuery = z.infer<typeof jobListQuery>;
export const jobListResponse = paginated(jobItem).extend({
  /** The first 10 distinct locations of active jobs, for the location filter. */
  locations: z.array(z.string()),
  vendors: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const simpleListQuery = z.object({ search, page, pageSize });
export type SimpleListQuery = z.infer<typeof simpleListQuery>;
export const certificationListResponse = paginated(certificationItem);
export const courseListResponse = paginated(courseItem);
export const productUpdateListResponse = paginated(productUpdateItem);
export const vendorListResponse = paginated(vendorItem);

const trialSorts = ['start_date', 'end_date', 'trial_period'] as const;
export const trialListQuery = z.object({
  search,
  vendors: csv(z.string().max(100)),
  status: csv(z.enum(trialStatuses)),
  sort: z.enum(trialSorts).default('start_date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page,
  pageSize,
});
export type TrialListQuery = z.infer<typeof trialListQuery>;
export const trialListResponse = paginated(trialItem).extend({ vendors: z.array(z.object({ id: z.string(), name: z.string() })) });

// ---- Details ----

export const idParam = z.object({ id: z.string().min(1).max(100) });

/**
 * A detail page's data in one answer: the catalogue item plus its side panel's data, exactly the
 * answer of GET /api/webinars/{id}/registration (`registration`) or GET /api/trials/{id}/access
 * (`access`) for the same viewer.
 */
/** A topic on an item (docs/decisions/1802): its chip links to /topics/{slug}. */
export const topicRef = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type TopicRef = z.infer<typeof topicRef>;
export const webinarDetailResponse = webinarItem.extend({ registration: webinarPanelResponse, topics: z.array(topicRef) });
export type WebinarDetailResponse = z.infer<typeof webinarDetailResponse>;
/** `reviews`: the first page of the trial's published reviews with their average and count (the page's Reviews and AggregateRating). */
export const trialDetailResponse = trialItem.extend({ access: trialAccessResponse, reviews: trialReviewsResponse, topics: z.array(topicRef) });
export type TrialDetailResponse = z.infer<typeof trialDetailResponse>;

/** Tabs of /vendor/{id}; each is paged on the server (the detail answer carries the first page of each). */
const vendorTabs = ['product-trials', 'webinars', 'certifications', 'jobs'] as const;
export type VendorTab = (typeof vendorTabs)[number];
export const VENDOR_TAB_PAGE_SIZE = 12;
export const vendorTabQuery = z.object({ page, pageSize: z.coerce.number().int().min(1).max(60).default(VENDOR_TAB_PAGE_SIZE) });
export const vendorTabParams = z.object({ id: z.string().min(1).max(100) });
export const vendorTrialsResponse = paginated(trialItem);
export const vendorWebinarsResponse = paginated(webinarItem);
export const vendorCertificationsResponse = paginated(certificationItem);
export const vendorJobsResponse = paginated(jobItem);
export const vendorDetailResponse = z.object({
  vendor: vendorItem,
  productTrials: vendorTrialsResponse,
  webinars: vendorWebinarsResponse,
  certifications: vendorCertificationsResponse,
  jobs: vendorJobsResponse,
});
export type VendorDetailResponse = z.infer<typeof vendorDetailResponse>;
