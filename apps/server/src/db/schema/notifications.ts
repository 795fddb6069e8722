import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt } from './columns.ts';
import { userKey, memberRow } from './accounts.ts';

/** Notification preferences (spec: user_notifications). */
export const userNotifications = pgTable('user_notifications', {
  userId: userKey(),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  allWebinars: boolean('all_webinars').notNull().default(false),
  upcomingWebinars: boolean('upcoming_webinars').notNull().default(true),
  featuredWebinars: boolean('featured_webinars').notNull().default(false),
  updatedAt: updatedAt(),
});

export const digestPreferences = pgTable(
  'digest_preferences',
  {
    userId: userKey(),
    dailyDigest: boolean('daily_digest').notNull().default(false),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    biweeklyDigest: boolean('biweekly_digest').notNull().default(false),
    monthlyDigest: boolean('monthly_digest').notNull().default(false),
    preferredTopics: uuid('preferred_topics').array().notNull().default(sql`'{}'::uuid[]`),
    preferredVendors: text('preferred_vendors').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The follows are these arrays (docs/decisions/1802): 'who follows X' is an indexed @> lookup.
    index('digest_preferences_topics_idx').using('gin', t.preferredTopics),
    index('digest_preferences_vendors_idx').using('gin', t.preferredVendors),
  ],
);

/** In-app notifications (the header bell). */
export const notifications = pgTable(
  'notifications',
  {
    ...memberRow(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    check('notifications_kind_check', sql`${t.kind} in ('forum_reply','trial_expiring','new_webinar','system')`),
  ],
);
