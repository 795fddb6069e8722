import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tz } from './columns.ts';

type OnDelete = 'cascade' | 'set null';
/** A column pointing at a member: `userRef('set null', 'actor_id')`. */
export const userRef = (onDelete: OnDelete, name = 'user_id') => uuid(name).references(() => users.id, { onDelete });
/** The owning member: required, and the row goes with the account. */
export const userId = () => userRef('cascade').notNull();
/** A row of one member's: its own id and the member's. */
export const memberRow = () => ({ id: id(), userId: userId() });
/** One row per member: the primary key is the member's id. */
export const userKey = (name = 'user_id') =>
  uuid(name)
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: tz('email_confirmed_at'),
    lastSignInAt: tz('last_sign_in_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: userKey('id'),
    email: text('email').notNull(),
    fullName: text('full_name'),
    jobTitle: text('job_title'),
    company: text('company'),
    avatarUrl: text('avatar_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isVendorAdmin: boolean('is_vendor_admin').notNull().default(false),
    isPro: boolean('is_pro').notNull().default(false),
    theme: text('theme'),
    ...timestamps,
  },
  (t) => [
    index('profiles_email_idx').on(t.email),
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_is_pro_idx').on(t.isPro),
    check('profiles_theme_check', sql`${t.theme} is null or ${t.theme} in ('light','dark','system')`),
  ],
);

export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    ...memberRow(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    replacedAt: tz('replaced_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_key').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: userRef('cascade'),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_kind_idx').on(t.userId, t.kind),
    check('email_tokens_kind_check', sql`${t.kind} in ('confirm_email','reset_password','invite','unlock')`),
  ],
);

/** Events counted by rate limits (failed logins, contact messages, forum posts). Kept in the database. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.bucket, t.key, t.createdAt), index('rate_limit_events_created_idx').on(t.createdAt)],
);

/** Audit log of admin writes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: userRef('set null', 'actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);
