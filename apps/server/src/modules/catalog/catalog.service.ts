/**
 * The catalogue's service: lists, detail pages, landing and dashboard, likes and global search, each in
 * its own file; other modules and the routes reach them through this one.
 */
export * from './catalog-details.service.ts';
export {
  listCertifications,
  listCourses,
  listJobs,
  listProductUpdates,
  listTrials,
  listWebinars,
  newJobsMatching,
  vendorNameOf,
} from './catalog-lists.service.ts';
export * from './home.service.ts';
export * from './likes.service.ts';
export * from './search.service.ts';
