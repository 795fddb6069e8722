import type { ContentType } from '@portal/shared/catalog';

/** The table of each content type (likes, views, analytics). */
export const contentTables = {
  job: 'jobs',
  webinar: 'webinars',
  certification: 'certifications',
  product_update: 'product_updates',
  product_trial: 'product_trials',
  ai_course: 'ai_courses',
} as const satisfies Record<ContentType, string>;
