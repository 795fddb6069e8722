import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tz } from './columns.ts';
import { userRef } from './accounts.ts';

/**
 * A saved jobs search e-mailed when new jobs match. Members' alerts are confirmed at once; a visitor's
 * waits for the confirmation link (double opt-in). `cursor_at`: jobs created after it are new.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    userId: userRef('cascade'),
    email: text('email').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull().default({}),
    frequency: text('frequency').notNull().default('daily'),
    confirmedAt: tz('confirmed_at'),
    confirmTokenHash: text('confirm_token_hash'),
    cursorAt: tz('cursor_at').notNull().defaultNow(),
    nextRunAt: tz('next_run_at').notNull().defaultNow(),
    lastSentAt: tz('last_sent_at'),
    ...timestamps,
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    index('job_alerts_email_idx').on(t.email),
    index('job_alerts_due_idx').on(t.nextRunAt).where(sql`${t.confirmedAt} is not null`),
    uniqueIndex('job_alerts_confirm_token_key').on(t.confirmTokenHash),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('instant','daily','weekly')`),
    check('job_alerts_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
