/** Request and response schemas of the public catalogue (issue 3). */
import { z } from 'zod';
import { consentNeeded } from './consent.ts';
import { paginated } from './api.ts';
import { contentTypes, experienceLevels, jobTypes, trialStatuses, webinarLevels, webinarStatuses } from './catalog.ts';
import { trialAccessResponse, trialReviewsResponse } from './trials.ts';
import { webinarPanelResponse } from './webinars.ts';

export * from './catalog-text.ts';
import { jobSorts } from './catalog-text.ts';

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return [];
    const list = Array.isArray(v) ? v : [v];
    return list.flatMap((s) => String(s).split(',')).filter(Boolean);
  }, z.array(item).max(50));

const search = z.string().trim().max(200).optional();
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(60).default(12);
const dir = z.enum(['asc', 'desc']).optional();
const optionalInt = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1_000_000_000).optional());

export const vendorRef = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable();
export type VendorRef = z.infer<typeof vendorRef>;

const likes = { likeCount: z.number().int(), likedByMe: z.boolean() };

const webinarItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  durationMinutes: z.number().int(),
  registrationUrl: z.string().nullable(),
  webinarUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  status: z.enum(webinarStatuses),
  experienceLevel: z.string().nullable(),
  vendor: vendorRef,
  ...likes,
  /** The signed-in viewer has a recorded registration (always false for a visitor). */
  registeredByMe: z.boolean(),
});
export type WebinarItem = z.infer<typeof webinarItem>;

const jobItem = z.object({
  id: z.string(),
  jobTitle: z.string(),
  jobDescription: z.string().nullable(),
  jobType: z.string(),
  experienceLevel: z.string(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationCountry: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string(),
  postedDate: z.string().nullable(),
  jobPageUrl: z.string().nullable(),
  requirements: z.array(z.string()),
  status: z.string(),
  vendor: vendorRef,
  ...likes,
});
export type JobItem = z.infer<typeof jobItem>;
/** GET /api/jobs/{id}: one job, inactive or closed ones too (the page says it is no longer open). */
export const jobDetailResponse = jobItem;
export type JobDetailResponse = z.infer<typeof jobDetailResponse>;

const certificationItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  certificationLink: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
  vendor: vendorRef,
  ...likes,
});
export type CertificationItem = z.infer<typeof certificationItem>;

const courseItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  courseLink: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
  vendor: vendorRef,
  ...likes,
});
export type CourseItem = z.infer<typeof courseItem>;

const productUpdateItem = z.object({
  id: z.string(),
  productName: z.string(),
  version: z.string(),
  features: z.array(z.string()),
  releaseDate: z.string(),
  releaseNotesUrl: z.string().nullable(),
  demoVideoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  vendor: vendorRef,
  ...likes,
});
export type ProductUpdateItem = z.infer<typeof productUpdateItem>;

const trialItem = z.object({
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
  vendor: vendorRef,
  ...likes,
});
export type TrialItem = z.infer<typeof trialItem>;

const vendorCounts = z.object({
  productTrials: z.number().int(),
  webinars: z.number().int(),
  certifications: z.number().int(),
  jobs: z.number().int(),
});

const vendorItem = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  counts: vendorCounts,
});
export type VendorItem = z.infer<typeof vendorItem>;

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

// ---- Landing and dashboard: one request each ----

export const landingResponse = z.object({
  featuredTrials: z.array(trialItem),
  jobs: z.array(jobItem),
  certifications: z.array(certificationItem),
  webinars: z.array(webinarItem),
  productUpdates: z.array(productUpdateItem),
  courses: z.array(courseItem),
});
export type LandingResponse = z.infer<typeof landingResponse>;

/** One item of the dashboard's 'For you' and of a topic page: any content type, newest first (docs/decisions/1802). */
export const feedItem = z.object({
  contentType: z.enum(contentTypes),
  contentId: z.string(),
  title: z.string(),
  vendor: vendorRef,
  url: z.string(),
  createdAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItem>;

export const dashboardResponse = z.object({
  stats: z.object({
    upcomingWebinars: z.number().int(),
    activeJobs: z.number().int(),
    aiCourses: z.number().int(),
    webinarsViewed: z.number().int(),
  }),
  webinars: z.array(webinarItem),
  featuredTrials: z.array(trialItem),
  topVendors: z.array(vendorItem),
  jobs: z.array(jobItem),
  courses: z.array(courseItem),
  /** Newest items of the topics and vendors the member follows. */
  forYou: z.array(feedItem),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

// ---- Likes ----

export const likeRequest = z.object({
  content_type: z.enum(contentTypes, { message: 'Invalid content type' }),
  content_id: z.uuid({ message: 'Invalid content id' }),
});
export type LikeRequest = z.infer<typeof likeRequest>;
/** `consentNeeded`: ask the member once whether to share their details with this vendor (docs/decisions/1801). */
export const likeResponse = z.object({
  success: z.boolean(),
  liked: z.boolean(),
  likeCount: z.number().int(),
  consentNeeded: consentNeeded.nullable().optional(),
});

/** GET /api/me/likes: the caller's likes, newest first, optionally of one type. */
export const myLikesQuery = z.object({ type: z.enum(contentTypes, { message: 'Invalid content type' }).optional(), page, pageSize });
export type MyLikesQuery = z.infer<typeof myLikesQuery>;
const myLikeItem = z.object({
  contentType: z.enum(contentTypes),
  contentId: z.string(),
  title: z.string(),
  vendor: vendorRef,
  url: z.string(),
  likedAt: z.string(),
});
export type MyLikeItem = z.infer<typeof myLikeItem>;
export const myLikesResponse = paginated(myLikeItem).extend({
  /** How many likes of each type the caller has (for the type tabs). */
  counts: z.record(z.enum(contentTypes), z.number().int()),
});
export type MyLikesResponse = z.infer<typeof myLikesResponse>;

// ---- Global search ----

const searchTypes = ['webinar', 'job', 'vendor', 'certification', 'ai_course', 'product_update', 'product_trial'] as const;
export type SearchType = (typeof searchTypes)[number];
export const searchTypeLabels: Record<SearchType, string> = {
  webinar: 'Webinar',
  job: 'Job',
  vendor: 'Vendor',
  certification: 'Certification',
  ai_course: 'AI Course',
  product_update: 'Product Update',
  product_trial: 'Product Trial',
};
export const searchQuery = z.object({ q: z.string().trim().min(1, 'Enter something to search for').max(200), page, pageSize });
const searchHit = z.object({
  type: z.enum(searchTypes),
  id: z.string(),
  title: z.string(),
  snippet: z.string().nullable(),
  vendorName: z.string().nullable(),
  url: z.string(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchResponse = paginated(searchHit);

/** ILIKE pattern for a user's text: %, _ and \ match literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
