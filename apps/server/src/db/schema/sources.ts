import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { vendorId } from './catalog.ts';
import { id, timestamps, tz } from './columns.ts';
import { vendorSubmissions } from './vendor-review.ts';

/**
 * A vendor's connected source (docs/decisions/2211): a job board, a product-update feed or a webinar
 * calendar, with its polite-fetch state (validators, back-off) and the outcome of its last sync.
 */
export const vendorSources = pgTable(
  'vendor_sources',
  {
    id: id(),
    vendorId: vendorId(),
    kind: text('kind').notNull(),
    /** Board token, company slug, organisation name, or the feed / calendar URL. */
    ref: text('ref').notNull(),
    createdBy: userRef('set null', 'created_by'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    nextSyncAt: tz('next_sync_at').notNull().defaultNow(),
    /** A worker holds the source until then (a crashed worker's claim expires). */
    claimedUntil: tz('claimed_until'),
    requestedAt: tz('requested_at'),
    lastSyncAt: tz('last_sync_at'),
    lastSuccessAt: tz('last_success_at'),
    status: text('status').notNull().default('new'),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    lastAdded: integer('last_added').notNull().default(0),
    lastUpdated: integer('last_updated').notNull().default(0),
    lastClosed: integer('last_closed').notNull().default(0),
    lastSkipped: integer('last_skipped').notNull().default(0),
    /** New items of the last sync that wait for an admin's review (the vendor is not trusted). */
    lastPending: integer('last_pending').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendor_sources_vendor_ref_key').on(t.vendorId, t.kind, t.ref),
    index('vendor_sources_due_idx').on(t.nextSyncAt),
    check('vendor_sources_kind_check', sql`${t.kind} in ('greenhouse','lever','ashby','feed','ical')`),
    check('vendor_sources_status_check', sql`${t.status} in ('new','ok','error')`),
  ],
);

/**
 * One item a source brought in: its external id, the catalogue row it became (or the submission waiting
 * for review), and a hash of the mapped values (an unchanged item costs no write). Closed when it
 * disappeared from the source.
 */
export const sourceItems = pgTable(
  'source_items',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => vendorSources.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    contentType: text('content_type').notNull(),
    /** The live item; null while its submission waits for review (or was rejected). */
    contentId: uuid('content_id'),
    /** The review submission of a new item from a vendor that is not trusted (docs/decisions/2201). */
    submissionId: uuid('submission_id').references(() => vendorSubmissions.id, { onDelete: 'set null' }),
    hash: text('hash').notNull(),
    closedAt: tz('closed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('source_items_source_external_key').on(t.sourceId, t.externalId),
    index('source_items_content_idx').on(t.contentType, t.contentId),
    check('source_items_type_check', sql`${t.contentType} in ('job','webinar','product_update')`),
  ],
);
