import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { vendorId } from './catalog.ts';
import { id, timestamps, tz } from './columns.ts';

/**
 * What a vendor manager (or a connected source) asked to publish: a new item (`content_id` null) or an
 * edit of a live one, of one kind, with the form's values. The catalogue tables hold only live content,
 * so nothing here is public until an admin approves it (or the vendor is trusted): approval writes the
 * values through the admin resource's own create/update (docs/decisions/2201-vendor-review.md).
 */
export const vendorSubmissions = pgTable(
  'vendor_submissions',
  {
    id: id(),
    vendorId: vendorId(),
    kind: text('kind').notNull(),
    /** The live item this edits (the vendor's id for its profile; null: a new item until it is approved). */
    contentId: text('content_id'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull().default('pending'),
    /** Why an admin rejected it (shown to the manager). */
    reason: text('reason'),
    /** A connected source's id and the item's id there (a re-sync replaces the pending values in place). */
    sourceId: text('source_id'),
    externalId: text('external_id'),
    submittedBy: userRef('set null', 'submitted_by'),
    decidedBy: userRef('set null', 'decided_by'),
    decidedAt: tz('decided_at'),
    ...timestamps,
  },
  (t) => [
    index('vendor_submissions_state_idx').on(t.state, t.createdAt),
    index('vendor_submissions_vendor_idx').on(t.vendorId, t.kind, t.createdAt),
    index('vendor_submissions_content_idx').on(t.kind, t.contentId, t.createdAt),
    // One open edit per live item (and per vendor profile): a second edit replaces the first.
    uniqueIndex('vendor_submissions_pending_edit_idx').on(t.kind, t.contentId).where(sql`${t.state} = 'pending' and ${t.contentId} is not null`),
    uniqueIndex('vendor_submissions_source_idx').on(t.sourceId, t.externalId).where(sql`${t.state} = 'pending' and ${t.sourceId} is not null`),
    check(
      'vendor_submissions_kind_check',
      sql`${t.kind} in ('job','webinar','product_update','product_trial','certification','ai_course','vendor','capabilities')`,
    ),
    check('vendor_submissions_state_check', sql`${t.state} in ('pending','approved','rejected','withdrawn')`),
  ],
);
