import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.ts';

/**
 * A saved jobs search e-mailed when new jobs match. Members' alerts are confirmed at once; a visitor's
 * waits for the confirmation link (double opt-in). `cursor_at`: jobs created after it are new.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull().default({}),
    frequency: text('frequency').notNull().default('daily'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    cursorAt: timestamp('cursor_at', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
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
