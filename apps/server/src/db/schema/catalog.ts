import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.ts';

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
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
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
    index('webinars_status_start_idx').on(t.status, t.startTime),
    index('webinars_start_idx').on(t.startTime),
    index('webinars_duration_idx').on(t.durationMinutes),
    index('webinars_level_idx').on(t.experienceLevel),
    check('webinars_status_check', sql`${t.status} in ('upcoming','live','completed','cancelled')`),
    check('webinars_level_check', sql`${t.experienceLevel} is null or ${t.experienceLevel} in ('beginner','intermediate','advanced','all-levels')`),
    check('webinars_duration_check', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
  ],
);

export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webinarId: uuid('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webinar_registrations_unique').on(t.webinarId, t.userId),
    index('webinar_registrations_user_idx').on(t.userId),
    index('webinar_registrations_webinar_created_idx').on(t.webinarId, t.createdAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
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
    index('jobs_vendor_idx').on(t.vendorId, t.status),
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

export const certifications = pgTable(
  'certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    certificationLink: text('certification_link'),
    videoUrl: text('video_url'),
    ...timestamps,
  },
  (t) => [index('certifications_vendor_idx').on(t.vendorId), index('certifications_created_idx').on(t.createdAt), index('certifications_name_idx').on(t.name)],
);

export const aiCourses = pgTable(
  'ai_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    courseLink: text('course_link'),
    videoUrl: text('video_url'),
    ...timestamps,
  },
  (t) => [index('ai_courses_vendor_idx').on(t.vendorId), index('ai_courses_created_idx').on(t.createdAt), index('ai_courses_name_idx').on(t.name)],
);

export const productUpdates = pgTable(
  'product_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
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
    index('product_updates_vendor_idx').on(t.vendorId),
    index('product_updates_created_idx').on(t.createdAt),
  ],
);

export const productTrials = pgTable(
  'product_trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    accessLink: text('access_link').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    trialPeriodDays: integer('trial_period_days').notNull().default(14),
    status: text('status').notNull().default('active'),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('product_trials_vendor_idx').on(t.vendorId, t.status),
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

export const userTrialActivations = pgTable(
  'user_trial_activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => productTrials.id, { onDelete: 'cascade' }),
    activationDate: timestamp('activation_date', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('active'),
    feedback: text('feedback'),
    rating: integer('rating'),
    /** The member chose to publish the rating and feedback as a review on the trial page. */
    reviewPublished: boolean('review_published').notNull().default(false),
    reviewHiddenAt: timestamp('review_hidden_at', { withTimezone: true }),
    /** When the status became 'completed' (set by a trigger, docs/decisions/1803); analytics bucket by it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_trial_activations_unique').on(t.userId, t.trialId),
    index('user_trial_activations_reviews_idx').on(t.trialId, t.updatedAt).where(sql`${t.reviewPublished} and ${t.status} = 'completed'`),
    index('user_trial_activations_trial_idx').on(t.trialId, t.status),
    index('user_trial_activations_trial_activated_idx').on(t.trialId, t.activationDate),
    index('user_trial_activations_trial_completed_idx').on(t.trialId, t.completedAt).where(sql`${t.completedAt} is not null`),
    index('user_trial_activations_expiry_idx').on(t.status, t.expiryDate),
    check('user_trial_activations_status_check', sql`${t.status} in ('active','completed','expired')`),
    check('user_trial_activations_rating_check', sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
  ],
);

/** Topics set by admins on content; members follow them (docs/decisions/1802). */
export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    ...timestamps,
  },
  (t) => [check('topics_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`), check('topics_name_len', sql`char_length(${t.name}) between 1 and 60`)],
);

const contentTypeCheck = (col: unknown) => sql`${col} in ('job','webinar','certification','product_update','product_trial','ai_course')`;

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

export const userLikes = pgTable(
  'user_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_likes_unique').on(t.userId, t.contentType, t.contentId),
    index('user_likes_content_idx').on(t.contentType, t.contentId),
    index('user_likes_vendor_idx').on(t.vendorId, t.createdAt),
    index('user_likes_created_idx').on(t.createdAt),
    index('user_likes_user_created_idx').on(t.userId, t.createdAt),
    check('user_likes_content_type_check', contentTypeCheck(t.contentType)),
  ],
);

export const userViews = pgTable(
  'user_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull().default('webinar'),
    contentId: uuid('content_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_views_user_idx').on(t.userId, t.contentType, t.viewedAt), check('user_views_content_type_check', contentTypeCheck(t.contentType))],
);

export const userContentInteractions = pgTable(
  'user_content_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    interactionType: text('interaction_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_content_interactions_user_idx').on(t.userId, t.createdAt),
    index('user_content_interactions_vendor_idx').on(t.vendorId, t.createdAt),
    check('user_content_interactions_type_check', sql`${t.interactionType} in ('trial_activation','webinar_registration','like','view')`),
  ],
);
