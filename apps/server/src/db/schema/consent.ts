import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tz } from './columns.ts';
import { memberRow } from './accounts.ts';
import { vendorId, vendors } from './catalog.ts';

const consentSource = (c: unknown) => sql`${c} in ('like','webinar_registration','trial_activation','preferences')`;

/** A consent decision: who, which vendor, shared or not, the words shown and where it was asked. */
const consentColumns = () => ({
  ...memberRow(),
  vendorId: vendorId(),
  shared: boolean('shared').notNull(),
  wordingKey: text('wording_key').notNull(),
  wording: text('wording').notNull(),
  source: text('source').notNull(),
  decidedAt: tz('decided_at').notNull().defaultNow(),
});

/**
 * A member's current choice to share their name, e-mail, job title and company with one vendor
 * (docs/decisions/1801). One row per (member, vendor); no row = never asked = not shared.
 */
export const leadConsents = pgTable('lead_consents', consentColumns(), (t) => [
  uniqueIndex('lead_consents_user_vendor_key').on(t.userId, t.vendorId),
  index('lead_consents_vendor_idx').on(t.vendorId, t.shared),
  check('lead_consents_source_check', consentSource(t.source)),
]);

/** Every decision ever made (append-only): the audit trail of giving and withdrawing consent. */
export const leadConsentEvents = pgTable('lead_consent_events', consentColumns(), (t) => [
  index('lead_consent_events_user_idx').on(t.userId, t.vendorId, t.decidedAt),
  check('lead_consent_events_source_check', consentSource(t.source)),
]);

/** A vendor's lead webhook: an https URL and the HMAC secret (shown once to the manager). */
export const vendorWebhooks = pgTable('vendor_webhooks', {
  vendorId: text('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  ...timestamps,
});

/** One webhook delivery and its outcome (the manager's delivery log). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    vendorId: vendorId(),
    event: text('event').notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: tz('delivered_at'),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_vendor_idx').on(t.vendorId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending','retrying','delivered','failed')`),
  ],
);
