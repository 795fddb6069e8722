import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What people search for, counted per day (issue 24, item 7; docs/decisions/2402-search-log.md): the kind of
 * search, the normalised words and how often; no user, IP or time of day, so nothing personal is kept.
 * `last_total` is the number of results the last computed answer had (0 = a search that finds nothing).
 */
export const searchLog = pgTable(
  'search_log',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(0),
    lastTotal: integer('last_total'),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.term] }), index('search_log_day_idx').on(t.day.desc())],
);
