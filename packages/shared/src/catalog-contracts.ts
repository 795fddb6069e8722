// The catalogue's HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { vendorFinderQuery, vendorFinderResponse } from './capabilities.ts';
import type {
  certificationListResponse,
  courseListResponse,
  dashboardResponse,
  idParam,
  jobDetailResponse,
  jobListQuery,
  jobListResponse,
  landingResponse,
  likeRequest,
  likeResponse,
  myFlagsQuery,
  myFlagsResponse,
  myLikesQuery,
  myLikesResponse,
  productUpdateListResponse,
  searchQuery,
  searchResponse,
  simpleListQuery,
  trialDetailResponse,
  trialListQuery,
  trialListResponse,
  vendorCertificationsResponse,
  vendorDetailResponse,
  vendorJobsResponse,
  vendorTabParams,
  vendorTabQuery,
  vendorTrialsResponse,
  vendorWebinarsResponse,
  webinarDetailResponse,
  webinarListQuery,
  webinarListResponse,
} from './catalog-api.ts';
import { contract } from './contract.ts';

const tags = ['catalog'] as const;

export const landing = contract<{ answer: typeof landingResponse }>()({
  method: 'get',
  path: '/api/landing',
  summary: 'Every section of the landing page in one answer',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const dashboard = contract<{ answer: typeof dashboardResponse }>()({
  method: 'get',
  path: '/api/dashboard',
  summary: 'Stats and sections of the member dashboard in one answer',
  tags,
  access: 'user',
});

export const listWebinars = contract<{ query: typeof webinarListQuery; answer: typeof webinarListResponse }>()({
  method: 'get',
  path: '/api/webinars',
  summary: 'Webinars: vendors, status, level, search, Date/Duration sort, paged',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const webinarIcs = contract<{ params: typeof idParam }>()({
  method: 'get',
  path: '/api/webinars/{id}/ics',
  summary: 'Calendar file of an upcoming webinar',
  tags,
  access: 'public',
  produces: 'text/calendar',
  cache: 'catalog',
});

export const getWebinar = contract<{ params: typeof idParam; answer: typeof webinarDetailResponse }>()({
  method: 'get',
  path: '/api/webinars/{id}',
  summary: 'One webinar with its registration panel (records a view for a signed-in member)',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const listJobs = contract<{ query: typeof jobListQuery; answer: typeof jobListResponse }>()({
  method: 'get',
  path: '/api/jobs',
  summary: 'Active jobs: search, location, experience, type, salary range, vendor, six sorts, paged',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const listCertifications = contract<{ query: typeof simpleListQuery; answer: typeof certificationListResponse }>()({
  method: 'get',
  path: '/api/certifications',
  summary: 'Certifications, newest first',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const listCourses = contract<{ query: typeof simpleListQuery; answer: typeof courseListResponse }>()({
  method: 'get',
  path: '/api/ai-courses',
  summary: 'AI courses, newest first',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const listProductUpdates = contract<{ query: typeof simpleListQuery; answer: typeof productUpdateListResponse }>()({
  method: 'get',
  path: '/api/product-updates',
  summary: 'Product updates, newest release first',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const listTrials = contract<{ query: typeof trialListQuery; answer: typeof trialListResponse }>()({
  method: 'get',
  path: '/api/product-trials',
  summary: 'Product trials: search, vendors, status; Start Date, End Date, Trial Period sorts',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const getJob = contract<{ params: typeof idParam; answer: typeof jobDetailResponse }>()({
  method: 'get',
  path: '/api/jobs/{id}',
  summary: 'One active job; a closed or inactive one answers 410 (like its page)',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const getTrial = contract<{ params: typeof idParam; answer: typeof trialDetailResponse }>()({
  method: 'get',
  path: '/api/product-trials/{id}',
  summary: "One product trial with its activation panel (the viewer's activation, if any)",
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const like = contract<{ body: typeof likeRequest; answer: typeof likeResponse }>()({
  method: 'post',
  path: '/api/likes',
  summary: 'Like an item (handle-like)',
  tags,
  access: 'user',
});

export const unlike = contract<{ body: typeof likeRequest; answer: typeof likeResponse }>()({
  method: 'delete',
  path: '/api/likes',
  summary: 'Remove a like',
  tags,
  access: 'user',
});

export const myLikes = contract<{ query: typeof myLikesQuery; answer: typeof myLikesResponse }>()({
  method: 'get',
  path: '/api/me/likes',
  summary: "The caller's likes, newest first, optionally of one content type",
  tags,
  access: 'user',
});

export const myFlags = contract<{ query: typeof myFlagsQuery; answer: typeof myFlagsResponse }>()({
  method: 'get',
  path: '/api/me/flags',
  summary: "The caller's flags (liked, registered) and the current like counts of up to 100 items of one content type",
  tags,
  access: 'user',
});

export const search = contract<{ query: typeof searchQuery; answer: typeof searchResponse }>()({
  method: 'get',
  path: '/api/search',
  summary: 'Ranked search across every public content type',
  tags,
  access: 'public',
  cache: 'catalog',
});

export const findVendors = contract<{ query: typeof vendorFinderQuery; answer: typeof vendorFinderResponse }>()({
  method: 'get',
  path: '/api/vendors',
  summary: 'Vendors with resource counts, found by need: capability, framework, language, CI, deployment, pricing, free trial (counts per option)',
  tags,
  access: 'public',
  cache: 'catalog',
});

export const getVendor = contract<{ params: typeof idParam; answer: typeof vendorDetailResponse }>()({
  method: 'get',
  path: '/api/vendors/{id}',
  summary: 'A vendor with counts and its trials, webinars, certifications and jobs',
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const vendorTrials = contract<{ params: typeof vendorTabParams; query: typeof vendorTabQuery; answer: typeof vendorTrialsResponse }>()({
  method: 'get',
  path: '/api/vendors/{id}/product-trials',
  summary: "A page of a vendor's active product trials",
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const vendorWebinars = contract<{
  params: typeof vendorTabParams;
  query: typeof vendorTabQuery;
  answer: typeof vendorWebinarsResponse;
}>()({
  method: 'get',
  path: '/api/vendors/{id}/webinars',
  summary: "A page of a vendor's webinars",
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const vendorCertifications = contract<{
  params: typeof vendorTabParams;
  query: typeof vendorTabQuery;
  answer: typeof vendorCertificationsResponse;
}>()({
  method: 'get',
  path: '/api/vendors/{id}/certifications',
  summary: "A page of a vendor's certifications",
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const vendorJobs = contract<{ params: typeof vendorTabParams; query: typeof vendorTabQuery; answer: typeof vendorJobsResponse }>()({
  method: 'get',
  path: '/api/vendors/{id}/jobs',
  summary: "A page of a vendor's active jobs",
  tags,
  access: 'optional',
  cache: 'catalog',
});
