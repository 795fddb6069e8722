import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What people search for (issue 24 item 7, docs/decisions/2403): one row per UTC day, place searched and normalised
 * search text, with counts only. No user id, IP address or session is stored. Written in batches (lib/search-log.ts).
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Where the search was made: jobs, forum, search (global), webinars, trials, vendors, certifications, courses, updates. */
    scope: text('scope').notNull(),
    /** Lower-cased, spaces collapsed, at most 100 characters. */
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    /** Searches that found nothing. */
    zeroResults: integer('zero_results').notNull().default(0),
    /** The result count of the latest search of the day (capped like the lists' totals). */
    lastResults: integer('last_results').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.scope, t.query] }),
    index('search_query_days_day_idx').on(t.day),
    check('search_query_days_counts_check', sql`${t.searches} >= 0 and ${t.zeroResults} >= 0`),
  ],
);
