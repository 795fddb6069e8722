import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tz } from './columns.ts';
import { userRef } from './accounts.ts';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('email_templates_name_key').on(t.name)],
);

export type OutboxAttachment = { filename: string; content: string; contentType: string };

/** Every e-mail goes through the outbox; a worker delivers it with retries. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra message headers (List-Unsubscribe on bulk mail), delivered as they are. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lockedAt: tz('locked_at'),
    /** The worker (host:pid) holding the claim; its heartbeat going stale frees the claim early. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('email_outbox_dedupe_key').on(t.dedupeKey),
    check('email_outbox_status_check', sql`${t.status} in ('pending','sending','sent','failed')`),
  ],
);

export const digestRuns = pgTable(
  'digest_runs',
  {
    id: id(),
    digestType: text('digest_type').notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
    recipientCount: integer('recipient_count').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failureCount: integer('failure_count').notNull().default(0),
    status: text('status').notNull().default('in_progress'),
    triggeredBy: userRef('set null', 'triggered_by'),
    testUserId: userRef('set null', 'test_user_id'),
  },
  (t) => [
    index('digest_runs_sent_idx').on(t.sentAt),
    check('digest_runs_type_check', sql`${t.digestType} in ('daily','weekly','biweekly','monthly')`),
    check('digest_runs_status_check', sql`${t.status} in ('completed','in_progress','failed')`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    /** Sent by a signed-in Pro member: priority support lists it first (docs/decisions/2101). */
    fromPro: boolean('from_pro').notNull().default(false),
    handledAt: tz('handled_at'),
    handledBy: userRef('set null', 'handled_by'),
    /** The client's Idempotency-Key: a repeat of the same POST answers from this row (decision 2506). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    uniqueIndex('contact_messages_idempotency_idx').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('contact_messages_priority_idx').on(t.fromPro, t.createdAt),
    check('contact_messages_subject_check', sql`${t.subject} in ('general','support','billing','partnership','feedback','other')`),
  ],
);

/** Database-backed job queue: claimed with FOR UPDATE SKIP LOCKED. */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    runAt: tz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: tz('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    ...timestamps,
  },
  (t) => [
    index('background_jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('background_jobs_dedupe_key').on(t.dedupeKey),
    check('background_jobs_status_check', sql`${t.status} in ('pending','running','done','failed')`),
  ],
);

/**
 * Each running worker (host:pid) writes its heartbeat every few seconds. A claim whose worker has
 * not been seen for a while was left by a crashed process and is taken again without waiting for
 * the lease to run out.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  seenAt: tz('seen_at').notNull().defaultNow(),
});

/** Next run of each recurring job; claimed atomically so one process runs each tick. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: tz('next_run_at').notNull(),
  lastRunAt: tz('last_run_at'),
});

/**
 * One row per cached area ('catalog', 'forum'): statement triggers on the content tables bump the
 * version in the writing transaction, and every process keys its cached public answers by it.
 */
export const cacheVersions = pgTable('cache_versions', {
  area: text('area').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * The member-scoped version of the cache (docs/decisions/2410): the id of the last transaction that wrote one of this
 * member's rows that signed-in answers or the session check read (likes, registrations, activations, views, follows
 * and preferences, the profile's flags, the sessions). Statement triggers write it; each process reads the rows
 * written since its last read with the area versions (lib/versioned-cache.ts). No foreign key: a deleted account's
 * bump must outlive its rows.
 */
export const memberVersions = pgTable(
  'member_versions',
  {
    userId: uuid('user_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('member_versions_version_idx').on(t.version)],
);
