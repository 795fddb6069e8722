/** The catalogue's one-request pages (landing, dashboard), likes and global search. */
import { z } from 'zod';
import { consentNeeded } from './consent.ts';
import { intCounts, paginated } from './api.ts';
import { contentTypeLabels, contentTypes } from './catalog.ts';
import { certificationItem, courseItem, jobItem, page, pageSize, productUpdateItem, trialItem, vendorItem, vendorRef, webinarItem } from './catalog-items.ts';

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

/** A link to one catalogue item of any content type (a feed item, a like). */
const contentLink = { contentType: z.enum(contentTypes), contentId: z.string(), title: z.string(), vendor: vendorRef, url: z.string() };
/** One item of the dashboard's 'For you' and of a topic page: any content type, newest first (docs/decisions/1802). */
export const feedItem = z.object({ ...contentLink, createdAt: z.string() });
export type FeedItem = z.infer<typeof feedItem>;

export const dashboardResponse = z.object({
  stats: intCounts('upcomingWebinars', 'activeJobs', 'aiCourses', 'webinarsViewed'),
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
  contentType: z.enum(contentTypes, { message: 'Invalid content type' }),
  contentId: z.uuid({ message: 'Invalid content id' }),
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
const myLikeItem = z.object({ ...contentLink, likedAt: z.string() });
export type MyLikeItem = z.infer<typeof myLikeItem>;
export const myLikesResponse = paginated(myLikeItem).extend({
  /** How many likes of each type the caller has (for the type tabs). */
  counts: z.record(z.enum(contentTypes), z.number().int()),
});
export type MyLikesResponse = z.infer<typeof myLikesResponse>;

/** The most ids one GET /api/me/flags may name: a list page has at most 60 rows. */
export const MAX_FLAG_IDS = 100;
/**
 * GET /api/me/flags?type=job&ids=…&ids=…: the caller's own flags on items of one type (the rows of a list the server
 * rendered for visitors), laid over those rows by the browser (docs/decisions/2014-member-flags-overlay.md).
 */
export const myFlagsQuery = z.object({
  type: z.enum(contentTypes, { message: 'Invalid content type' }),
  ids: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.uuid({ message: 'Invalid content id' }))
      .min(1, 'Name at least one content id')
      .max(MAX_FLAG_IDS, `Name at most ${MAX_FLAG_IDS} content ids`),
  ),
});
export type MyFlagsQuery = z.infer<typeof myFlagsQuery>;
/**
 * One entry per distinct id asked, in the order asked: the item's current like count (a rendered page's count may be
 * older, docs/decisions/2002) and the caller's flags, named as on the list items (`registeredByMe` for webinars only).
 */
export const myFlagsResponse = z.object({
  items: z.array(z.object({ id: z.string(), likeCount: z.number().int(), likedByMe: z.boolean(), registeredByMe: z.boolean().optional() })),
});
export type MyFlagsResponse = z.infer<typeof myFlagsResponse>;

// ---- Global search ----

const searchTypes = ['webinar', 'job', 'vendor', 'certification', 'ai_course', 'product_update', 'product_trial'] as const;
export type SearchType = (typeof searchTypes)[number];
export const searchTypeLabels: Record<SearchType, string> = { ...contentTypeLabels, vendor: 'Vendor' };
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
