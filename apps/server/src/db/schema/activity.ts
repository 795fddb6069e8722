import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userId, memberRow } from './accounts.ts';
import { productTrials, vendorRef, webinars } from './catalog.ts';
import { contentTypeCheck, createdAt, id, parentId, timestamps, tz } from './columns.ts';

/* What members do with the catalogue: registrations, trial activations, likes, views, interactions. */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: id(),
    webinarId: parentId('webinar_id', () => webinars.id),
    userId: userId(),
    reminder24hSentAt: tz('reminder_24h_sent_at'),
    reminder1hSentAt: tz('reminder_1h_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webinar_registrations_unique').on(t.webinarId, t.userId),
    index('webinar_registrations_user_idx').on(t.userId),
    index('webinar_registrations_webinar_created_idx').on(t.webinarId, t.createdAt),
  ],
);

export const userTrialActivations = pgTable(
  'user_trial_activations',
  {
    ...memberRow(),
    trialId: parentId('trial_id', () => productTrials.id),
    activationDate: tz('activation_date').notNull().defaultNow(),
    expiryDate: tz('expiry_date').notNull(),
    status: text('status').notNull().default('active'),
    feedback: text('feedback'),
    rating: integer('rating'),
    /** The member chose to publish the rating and feedback as a review on the trial page. */
    reviewPublished: boolean('review_published').notNull().default(false),
    reviewHiddenAt: tz('review_hidden_at'),
    /** When the status became 'completed' (set by a trigger, docs/decisions/1803); analytics bucket by it. */
    completedAt: tz('completed_at'),
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

export const userLikes = pgTable(
  'user_likes',
  {
    ...memberRow(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    vendorId: vendorRef(),
    createdAt: createdAt(),
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
    ...memberRow(),
    contentType: text('content_type').notNull().default('webinar'),
    contentId: uuid('content_id').notNull(),
    viewedAt: tz('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('user_views_user_idx').on(t.userId, t.contentType, t.viewedAt), check('user_views_content_type_check', contentTypeCheck(t.contentType))],
);

export const userContentInteractions = pgTable(
  'user_content_interactions',
  {
    ...memberRow(),
    vendorId: vendorRef(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    interactionType: text('interaction_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_content_interactions_user_idx').on(t.userId, t.createdAt),
    index('user_content_interactions_vendor_idx').on(t.vendorId, t.createdAt),
    check('user_content_interactions_type_check', sql`${t.interactionType} in ('trial_activation','webinar_registration','like','view')`),
  ],
);
