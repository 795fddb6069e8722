import { sql } from 'drizzle-orm';
import { contentTypeCheck } from './columns.ts';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Vendor analytics (docs/decisions/1803-vendor-analytics.md). Views are aggregate counts per content
 * item and UTC day; no IP address or user id is stored anywhere. De-duplication keeps, for today only,
 * an HMAC of the visitor under a random salt that exists for one day.
 */
/** Views per content item per UTC day. */
export const contentViewDays = pgTable(
  'content_view_days',
  {
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.contentId, t.day] }),
    index('content_view_days_day_idx').on(t.day),
    check('content_view_days_type_check', contentTypeCheck(t.contentType)),
    check('content_view_days_views_check', sql`${t.views} >= 0`),
  ],
);

/** Who already counted today: HMAC(today's salt, address + user agent). Rows of past days are deleted. */
export const contentViewVisitors = pgTable(
  'content_view_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.contentType, t.contentId, t.visitorHash] })],
);

/** Today's random salt (one row; older rows are deleted when a new day's salt is made). */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  secret: text('secret').notNull(),
});
