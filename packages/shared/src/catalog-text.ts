/** Catalogue texts without zod: the browser's first load imports these (catalog-api.ts re-exports them). */

import { keysOf } from './labels.ts';

/** Likes per member per hour (each like request takes one). */
export const LIKES_PER_HOUR = 100;

/** Exact texts shown by the catalogue screens. */
export const catalogMessages = {
  webinarNotFound: 'Webinar not found',
  trialNotFound: 'Trial not found',
  vendorNotFound: 'Vendor not found',
  jobNotFound: 'Job not found',
  jobNoLongerOpen: 'This job is no longer open',
  contentNotFound: 'Content not found',
  icsOnlyUpcoming: 'Only upcoming webinars can be added to a calendar',
  linkCopied: 'Link copied to clipboard!',
  likeLimit: `You can like at most ${LIKES_PER_HOUR} items an hour. Please try again later.`,
} as const;

export const jobSortLabels = {
  newest: 'Newest',
  oldest: 'Oldest',
  title_asc: 'Title A-Z',
  title_desc: 'Title Z-A',
  salary_desc: 'Highest salary',
  salary_asc: 'Lowest salary',
};
export const jobSorts = keysOf(jobSortLabels);
export type JobSort = (typeof jobSorts)[number];
