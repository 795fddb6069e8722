import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz } from './columns.ts';

/** The vendor an item belongs to; the item stays when the vendor goes. */
export const vendorRef = () => text('vendor_id').references(() => vendors.id, { onDelete: 'set null' });
/** The owning vendor: required, and the row goes with the vendor. */
export const vendorId = () =>
  text('vendor_id')
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' });

/** A vendor's item of the catalogue: its own id and the vendor's. */
export const vendorItem = () => ({ id: id(), vendorId: vendorRef() });

export const vendors = pgTable(
  'vendors',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    description: text('description'),
    domainName: text('domain_name'),
    vendorManagerEmail: text('vendor_manager_email'),
    /** Its managers' submissions publish at once (still audited; docs/decisions/2201-vendor-review.md). */
    trusted: boolean('trusted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('vendors_name_idx').on(t.name),
    index('vendors_manager_email_idx').on(sql`lower(${t.vendorManagerEmail})`),
    index('vendors_domain_idx').on(t.domainName),
    check('vendors_id_slug', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const webinars = pgTable(
  'webinars',
  {
    ...vendorItem(),
    title: text('title').notNull(),
    description: text('description'),
    startTime: tz('start_time'),
    endTime: tz('end_time'),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    registrationUrl: text('registration_url'),
    webinarUrl: text('webinar_url'),
    videoUrl: text('video_url'),
    recordingUrl: text('recording_url'),
    thumbnailUrl: text('thumbnail_url'),
    status: text('status').notNull().default('upcoming'),
    experienceLevel: text('experience_level'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('webinars_vendor_idx').on(t.vendorId, t.startTime),
    index('webinars_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('webinars_status_start_idx').on(t.status, t.startTime),
    index('webinars_start_idx').on(t.startTime),
    index('webinars_duration_idx').on(t.durationMinutes),
    index('webinars_level_idx').on(t.experienceLevel),
    check('webinars_status_check', sql`${t.status} in ('upcoming','live','completed','cancelled')`),
    check('webinars_level_check', sql`${t.experienceLevel} is null or ${t.experienceLevel} in ('beginner','intermediate','advanced','all-levels')`),
    check('webinars_duration_check', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    ...vendorItem(),
    jobTitle: text('job_title').notNull(),
    jobDescription: text('job_description'),
    jobType: text('job_type').notNull().default('full-time'),
    experienceLevel: text('experience_level').notNull().default('mid'),
    locationCity: text('location_city'),
    locationState: text('location_state'),
    locationCountry: text('location_country'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    postedDate: date('posted_date', { mode: 'string' }),
    jobPageUrl: text('job_page_url'),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('jobs_status_posted_idx').on(t.status, t.postedDate),
    index('jobs_vendor_idx').on(t.vendorId, t.status, t.createdAt),
    index('jobs_created_idx').on(t.createdAt),
    index('jobs_title_idx').on(t.jobTitle),
    index('jobs_salary_idx').on(t.salaryMin, t.salaryMax),
    index('jobs_location_idx').on(t.locationCity, t.locationState, t.locationCountry),
    index('jobs_level_type_idx').on(t.experienceLevel, t.jobType),
    check('jobs_title_len', sql`char_length(${t.jobTitle}) between 1 and 100`),
    check('jobs_type_check', sql`${t.jobType} in ('full-time','part-time','contract','remote')`),
    check('jobs_level_check', sql`${t.experienceLevel} in ('entry','mid','senior','lead')`),
    check('jobs_status_check', sql`${t.status} in ('active','inactive','closed')`),
    check('jobs_currency_check', sql`${t.salaryCurrency} in ('USD','EUR','GBP','INR','CAD','AUD')`),
    check('jobs_salary_check', sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMax} >= ${t.salaryMin}`),
    check('jobs_salary_positive', sql`(${t.salaryMin} is null or ${t.salaryMin} >= 0) and (${t.salaryMax} is null or ${t.salaryMax} >= 0)`),
  ],
);

/** Certifications and AI courses: a vendor's named item with its link (`linkKey`/`linkColumn`) and a video. */
const linkedItem = <K extends string>(table: string, linkKey: K, linkColumn: string) => {
  const link = text(linkColumn);
  return pgTable(
    table,
    {
      ...vendorItem(),
      name: text('name').notNull(),
      description: text('description'),
      ...({ [linkKey]: link } as Record<K, typeof link>),
      videoUrl: text('video_url'),
      /** Pro only (docs/decisions/2101): the title and description stay public, the link is for Pro members. */
      isPremium: boolean('is_premium').notNull().default(false),
      /** What the description says about who it is for and how long it takes, e.g. 'Foundation', '~12 hours'. */
      level: text('level'),
      duration: text('duration'),
      ...timestamps,
    },
    (t) => [index(`${table}_vendor_idx`).on(t.vendorId, t.createdAt), index(`${table}_created_idx`).on(t.createdAt), index(`${table}_name_idx`).on(t.name)],
  );
};

export const certifications = linkedItem('certifications', 'certificationLink', 'certification_link');
export const aiCourses = linkedItem('ai_courses', 'courseLink', 'course_link');

export const productUpdates = pgTable(
  'product_updates',
  {
    ...vendorItem(),
    productName: text('product_name').notNull(),
    version: text('version').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    releaseNotesUrl: text('release_notes_url'),
    demoVideoUrl: text('demo_video_url'),
    videoUrl: text('video_url'),
    ...timestamps,
  },
  (t) => [
    index('product_updates_release_idx').on(t.releaseDate),
    index('product_updates_vendor_idx').on(t.vendorId, t.createdAt),
    index('product_updates_created_idx').on(t.createdAt),
  ],
);

export const productTrials = pgTable(
  'product_trials',
  {
    ...vendorItem(),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    accessLink: text('access_link').notNull(),
    startDate: tz('start_date').notNull(),
    endDate: tz('end_date').notNull(),
    trialPeriodDays: integer('trial_period_days').notNull().default(14),
    status: text('status').notNull().default('active'),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('product_trials_vendor_idx').on(t.vendorId, t.status, t.createdAt),
    index('product_trials_featured_idx').on(t.isFeatured, t.status, t.createdAt),
    index('product_trials_start_idx').on(t.startDate),
    index('product_trials_end_idx').on(t.endDate),
    index('product_trials_created_idx').on(t.createdAt),
    check('product_trials_status_check', sql`${t.status} in ('active','inactive')`),
    check('product_trials_period_check', sql`${t.trialPeriodDays} >= 1`),
    check('product_trials_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('product_trials_description_len', sql`char_length(${t.description}) <= 500`),
  ],
);

/** Topics set by admins on content; members follow them (docs/decisions/1802). */
export const topics = pgTable(
  'topics',
  {
    id: id(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    ...timestamps,
  },
  (t) => [check('topics_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`), check('topics_name_len', sql`char_length(${t.name}) between 1 and 60`)],
);

/**
 * Which topics an item carries: one row per (type, item, topic). The primary key answers 'topics of
 * this item'; content_topics_topic_idx answers 'items of these topics' (For you, topic pages, digests).
 */
export const contentTopics = pgTable(
  'content_topics',
  {
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.contentId, t.topicId] }),
    index('content_topics_topic_idx').on(t.topicId, t.contentType, t.contentId),
    check('content_topics_type_check', sql`${t.contentType} in ('job','webinar','certification','product_update','product_trial','ai_course','forum_topic')`),
  ],
);
