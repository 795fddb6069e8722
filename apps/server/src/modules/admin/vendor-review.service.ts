/**
 * Vendor console review (issue 22; docs/decisions/2201-vendor-review.md).
 *
 * The catalogue tables hold only live content. What a vendor manager (or a connected source) asks to
 * publish is a row of `vendor_submissions` with the form's values, so a pending item is invisible to
 * every public read path (lists, pages, search, sitemaps, RSS, calendars, digests, job alerts, follower
 * notifications) by construction. Approval writes the values through the admin resource's own create or
 * update (same validation, audit row, topics and after-create hooks), which is the moment the alerts,
 * feeds and notifications see the item: once, because only the transaction that moves a submission out
 * of 'pending' writes it.
 *
 * Entry point for other modules (connected sources):
 *
 *   submitVendorItem(tx, { vendorId, kind, contentId?, values, actor, source? })
 *
 * - kind: 'job' | 'webinar' | 'product_update' | 'product_trial' | 'certification' | 'ai_course' | 'vendor' | 'capabilities'
 *   ('vendor' and 'capabilities' are of the vendor itself: their content id is the vendor id)
 * - contentId: the live item this edits (must belong to vendorId), omitted for a new item
 * - values: the admin form's body for that kind (validated here with the same schema; vendorId is forced)
 * - actor: who submits ({ id, email }; audited)
 * - source: { sourceId, externalId } for synced items: a pending submission with the same pair is
 *   replaced in place instead of adding a second one
 *
 * Trusted vendor: the item is published at once (created/updated, audited) and the submission is
 * recorded as 'approved'. Otherwise a pending submission is recorded (a pending edit of the same live
 * item is replaced). Answers { state: 'approved' | 'pending', submissionId, id (live item or null) }.
 * The kinds are registered by the admin resource declarations (registerPublisher), so an app (or
 * createApp in a test) must have been built in the process before the first call.
 */
import { reviewMessages, type SubmissionKind, submissionKindLabels, submissionTitle } from '@portal/shared/vendor-review';
import { getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { randomUUID } from 'node:crypto';
import { createRow, createRows, deleteRow, type Entity, updateRow } from './admin-crud.service.ts';
import * as q from './vendor-review.queries.ts';

type Values = Record<string, unknown>;

/** How one kind is published: the admin resource's own schema, columns, checks and hooks. */
export type Publisher = {
  entity: Entity;
  /** The create/update body (as the admin form sends it, without topics). */
  input: z.ZodType;
  toRow: (v: Values) => Values;
  createExtra?: (v: Values) => Values;
  check: (db: Db, v: Values, id: string | null) => Promise<void>;
  /** The resource has checks of its own beyond 'the vendor exists' (so a batch checks each item). */
  ownCheck: boolean;
  afterCreate?: (db: Db, id: string) => Promise<unknown>;
  /** The live item as the admin screens show it (the right-hand side of the diff). */
  find: (db: Db, id: string) => Promise<unknown | null>;
  /** How the vendor takes a live item out of the catalogue: a status that hides it, or delete. */
  unpublish: Values | 'delete';
  /** The vendor itself is the item (its profile, its capability profile): the content id is the vendor id. */
  vendorLevel?: boolean;
  /**
   * Writes approved values of an existing item its own way instead of the generic update (the capability
   * profile: the admin's save, which confirms changed claims), in the caller's transaction, audited.
   */
  save?: (tx: Db, actor: Actor, id: string, v: Values) => Promise<void>;
};

const publishers = new Map<SubmissionKind, Publisher>();

/** Called by registerAdminResource for each vendor-scoped resource (and once for the vendor profile). */
export function registerPublisher(kind: SubmissionKind, p: Publisher) {
  publishers.set(kind, p);
}

function publisherOf(kind: string): Publisher {
  const p = publishers.get(kind as SubmissionKind);
  if (!p) throw new AppError('internal', `No publisher for ${kind}: build the app before submitting`);
  return p;
}

/** The values through the kind's schema: 422 with the form's field messages when they do not pass. */
function validated(p: Publisher, values: Values): Values {
  const r = p.input.safeParse(values);
  if (r.success) return r.data as Values;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const k = issue.path.join('.') || '_';
    fields[k] ??= issue.message;
  }
  throw new AppError('validation_error', r.error.issues[0]?.message ?? 'Invalid input', fields);
}

export type SubmitInput = {
  vendorId: string;
  kind: SubmissionKind;
  contentId?: string | null;
  values: Values;
  actor: Actor;
  source?: { sourceId: string; externalId: string } | null;
};

/** Writes validated values to the catalogue (create or update), in the caller's transaction; answers the live id. */
async function publish(tx: Db, p: Publisher, vendorId: string, contentId: string | null, v: Values, actor: Actor): Promise<string> {
  await p.check(tx, v, contentId);
  if (contentId) {
    await assertOwned(tx, p, contentId, vendorId);
    if (p.save) await p.save(tx, actor, contentId, v);
    else await updateRow(tx, actor, p.entity, contentId, p.toRow(v));
    return contentId;
  }
  const row = await createRow(tx, actor, p.entity, { ...p.createExtra?.(v), ...p.toRow(v) });
  const id = String(row.id);
  await p.afterCreate?.(tx, id);
  return id;
}

async function assertOwned(db: Db, p: Publisher, id: string, vendorId: string) {
  const table = p.vendorLevel ? null : tableName(p);
  const owned = table ? await q.ownsItem(db, table, id, vendorId) : id === vendorId;
  if (!owned) throw new AppError('not_found', `${p.entity.label} not found`);
}

const tableName = (p: Publisher) => getTableName(p.entity.table);

/** See the top of the file. */
export async function submitVendorItem(tx: Db, input: SubmitInput): Promise<{ state: 'pending' | 'approved'; submissionId: string; id: string | null }> {
  const p = publisherOf(input.kind);
  const contentId = p.vendorLevel ? input.vendorId : (input.contentId ?? null);
  const v = validated(p, p.vendorLevel ? input.values : { ...input.values, vendorId: input.vendorId });
  if (contentId) await assertOwned(tx, p, contentId, input.vendorId);
  const vendor = await q.vendorRow(tx, input.vendorId);
  if (!vendor) throw new AppError('not_found', 'Vendor not found');
  const base = {
    vendorId: input.vendorId,
    kind: input.kind,
    values: v,
    submittedBy: input.actor.id,
    sourceId: input.source?.sourceId ?? null,
    externalId: input.source?.externalId ?? null,
  };
  if (vendor.trusted) {
    const id = await publish(tx, p, input.vendorId, contentId, v, input.actor);
    const submissionId = await q.upsertSubmission(tx, { ...base, contentId: id, state: 'approved' });
    await writeAudit(tx, input.actor, [
      { action: 'publish_trusted', entityType: 'vendor_submission', entityId: submissionId, after: { kind: input.kind, id } },
    ]);
    return { state: 'approved', submissionId, id };
  }
  await p.check(tx, v, contentId);
  const submissionId = await q.upsertSubmission(tx, { ...base, contentId, state: 'pending' });
  await writeAudit(tx, input.actor, [{ action: 'submit', entityType: 'vendor_submission', entityId: submissionId, after: { kind: input.kind, contentId } }]);
  return { state: 'pending', submissionId, id: null };
}

export type BatchItem = { values: Values; source: { sourceId: string; externalId: string } };
export type BatchResult = { state: 'pending' | 'approved'; submissionId: string; id: string | null } | { refused: string };

/** A validation error as one line for the source's state: the first field's message, else the message. */
const refusal = (err: AppError) => Object.values(err.fields ?? {})[0] ?? err.message;

/**
 * submitVendorItem for many new items of one vendor and kind from a connected source (a sync's chunk),
 * in the caller's transaction, with the same rules: each item's values through the kind's schema and
 * checks (an item they refuse is answered `{ refused }` and nothing of it is written), then, for a trusted
 * vendor, one insert of the live rows, their after-create hooks, one insert of the approved submissions
 * and one of the audit rows; else one upsert of the pending submissions and one of the audit rows.
 * Answers one result per item, in order (docs/decisions/2202).
 */
export async function submitVendorItems(tx: Db, input: { vendorId: string; kind: SubmissionKind; items: BatchItem[]; actor: Actor }): Promise<BatchResult[]> {
  const p = publisherOf(input.kind);
  const vendor = await q.vendorRow(tx, input.vendorId);
  if (!vendor) throw new AppError('not_found', 'Vendor not found');
  const results: BatchResult[] = input.items.map(() => ({ refused: '' }));
  const valid: { i: number; v: Values }[] = [];
  for (const [i, item] of input.items.entries()) {
    try {
      const v = validated(p, { ...item.values, vendorId: input.vendorId });
      if (p.ownCheck) await p.check(tx, v, null);
      valid.push({ i, v });
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'validation_error') throw err;
      results[i] = { refused: refusal(err) };
    }
  }
  if (!valid.length) return results;
  // The vendor's own check once: every item names the same vendor.
  if (!p.ownCheck) await p.check(tx, (valid[0] as { v: Values }).v, null);
  const base = (v: Values, i: number) => ({
    vendorId: input.vendorId,
    kind: input.kind,
    values: v,
    submittedBy: input.actor.id,
    sourceId: (input.items[i] as BatchItem).source.sourceId,
    externalId: (input.items[i] as BatchItem).source.externalId,
  });
  const byExternal = (rows: { id: string; externalId: string }[]) => new Map(rows.map((r) => [r.externalId, r.id]));
  if (vendor.trusted) {
    const ids = valid.map(() => randomUUID());
    await createRows(
      tx,
      input.actor,
      p.entity,
      valid.map(({ v }, k) => ({ ...p.createExtra?.(v), ...p.toRow(v), id: ids[k] })),
    );
    if (p.afterCreate) for (const id of ids) await p.afterCreate(tx, id);
    const subs = byExternal(
      await q.upsertSourceSubmissions(
        tx,
        valid.map(({ v, i }, k) => ({ ...base(v, i), contentId: ids[k] as string, state: 'approved' as const })),
      ),
    );
    const audit = valid.map(({ i }, k) => {
      const submissionId = subs.get((input.items[i] as BatchItem).source.externalId) as string;
      results[i] = { state: 'approved', submissionId, id: ids[k] as string };
      return { action: 'publish_trusted', entityType: 'vendor_submission', entityId: submissionId, after: { kind: input.kind, id: ids[k] } };
    });
    await writeAudit(tx, input.actor, audit);
    return results;
  }
  const subs = byExternal(
    await q.upsertSourceSubmissions(
      tx,
      valid.map(({ v, i }) => ({ ...base(v, i), contentId: null, state: 'pending' as const })),
    ),
  );
  const audit = valid.map(({ i }) => {
    const submissionId = subs.get((input.items[i] as BatchItem).source.externalId) as string;
    results[i] = { state: 'pending', submissionId, id: null };
    return { action: 'submit', entityType: 'vendor_submission', entityId: submissionId, after: { kind: input.kind, contentId: null } };
  });
  await writeAudit(tx, input.actor, audit);
  return results;
}

/** A manager's create or edit through the console (one transaction). */
export async function submitFromConsole(deps: Deps, input: SubmitInput) {
  const r = await deps.db.transaction((tx) => submitVendorItem(tx, input));
  return { ...r, message: r.state === 'approved' ? reviewMessages.published : reviewMessages.submitted };
}

/** The manager edits a pending or rejected submission of a new item: its values are replaced and it waits again (or publishes, trusted). */
export async function editSubmission(deps: Deps, actor: Actor, vendorId: string, id: string, values: Values) {
  return deps.db.transaction(async (tx) => {
    const s = await q.findSubmission(tx, id, { vendorId, lock: true });
    if (!s) throw new AppError('not_found', reviewMessages.notFound);
    if (s.state === 'approved' || s.state === 'withdrawn' || (s.contentId && s.state !== 'pending' && !publisherOf(s.kind).vendorLevel)) {
      // A decided edit of a live item is edited again from the item itself.
      throw new AppError('conflict', reviewMessages.notPending);
    }
    const p = publisherOf(s.kind);
    const v = validated(p, p.vendorLevel ? values : { ...values, vendorId });
    const vendor = await q.vendorRow(tx, vendorId);
    if (vendor?.trusted) {
      const liveId = await publish(tx, p, vendorId, s.contentId, v, actor);
      await q.resubmit(tx, id, v, actor.id);
      await q.decide(tx, id, { state: 'approved', reason: null, decidedBy: null, contentId: liveId });
      return { state: 'approved' as const, submissionId: id, id: liveId, message: reviewMessages.published };
    }
    await p.check(tx, v, s.contentId);
    await q.resubmit(tx, id, v, actor.id);
    await writeAudit(tx, actor, [{ action: 'resubmit', entityType: 'vendor_submission', entityId: id }]);
    return { state: 'pending' as const, submissionId: id, id: null, message: reviewMessages.submitted };
  });
}

/** The manager takes back a pending submission. */
export async function withdraw(deps: Pick<Deps, 'db'>, actor: Actor, vendorId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const s = await q.findSubmission(tx, id, { vendorId, lock: true });
    if (!s) throw new AppError('not_found', reviewMessages.notFound);
    if (s.state !== 'pending') throw new AppError('conflict', reviewMessages.notPending);
    await q.decide(tx, id, { state: 'withdrawn', reason: null, decidedBy: null, contentId: null });
    await writeAudit(tx, actor, [{ action: 'withdraw', entityType: 'vendor_submission', entityId: id }]);
  });
}

/**
 * The manager takes a live item of their vendor out of the catalogue at once (no review: it only
 * removes public content): a job or trial becomes inactive, a webinar cancelled, the rest is deleted.
 */
export async function unpublish(deps: Deps, actor: Actor, vendorId: string, kind: SubmissionKind, id: string) {
  const p = publisherOf(kind);
  await deps.db.transaction(async (tx) => {
    await assertOwned(tx, p, id, vendorId);
    if (p.unpublish === 'delete') {
      await deleteRow(tx, actor, p.entity, id);
      await q.rejectPendingEdits(tx, kind, [id], reviewMessages.itemDeleted, null);
    } else {
      await updateRow(tx, actor, p.entity, id, p.unpublish);
      // A pending edit approved later keeps the item unpublished (docs/decisions/2203).
      await q.patchPendingEdit(tx, kind, id, p.unpublish);
    }
  });
}

/**
 * An admin deletes live items (one or in bulk), in the caller's transaction: their pending edits can no
 * longer be applied, so they are closed as rejected with the reason, and their audit rows say so.
 */
export async function closePendingEdits(tx: Db, admin: Actor, kind: SubmissionKind, contentIds: string[]) {
  const closed = await q.rejectPendingEdits(tx, kind, contentIds, reviewMessages.itemDeleted, admin.id);
  await writeAudit(
    tx,
    admin,
    closed.map((id) => ({ action: 'reject', entityType: 'vendor_submission', entityId: id, after: { reason: reviewMessages.itemDeleted } })),
  );
}

/** Tells the vendor's manager the decision: a bell notification and an e-mail, in the decision's transaction. */
async function tellManager(tx: Db, deps: Deps, s: q.SubmissionRow, state: 'approved' | 'rejected', reason: string | null) {
  const vendor = await q.vendorRow(tx, s.vendorId);
  if (!vendor?.managerEmail) return;
  const what = `${submissionKindLabels[s.kind as SubmissionKind]} '${submissionTitle(s.kind as SubmissionKind, s.values) || vendor.name}'`;
  const title = state === 'approved' ? `Approved: ${what} is live` : `Rejected: ${what}`;
  const body = state === 'approved' ? 'An admin approved your submission; it is now published.' : `Reason: ${reason}`;
  const link = '/vendor/console';
  for (const userId of await q.managerUserIds(tx, vendor.managerEmail)) {
    await createNotification(tx, { userId, kind: 'system', title, body, link, dedupeKey: `review:${s.id}:${state}` });
  }
  const url = `${deps.env.APP_URL}${link}`;
  await enqueueEmail(tx, {
    to: vendor.managerEmail,
    subject: title,
    text: `${title}\n\n${body}\n\nOpen the vendor console: ${url}\n`,
    html: simpleHtml({ heading: title, paragraphs: [body], action: { label: 'Open the vendor console', url } }),
    dedupeKey: `review:${s.id}:${state}`,
  });
}

/** The admin approves: the values are published and the submission leaves the queue, exactly once. */
export async function approve(deps: Deps, admin: Actor, id: string) {
  return deps.db.transaction(async (tx) => {
    const s = await q.findSubmission(tx, id, { lock: true });
    if (!s) throw new AppError('not_found', reviewMessages.notFound);
    if (s.state !== 'pending') throw new AppError('conflict', reviewMessages.notPending);
    const p = publisherOf(s.kind);
    // An edit whose live item is gone (deleted before its edits were closed on delete): 410, and Reject closes it.
    if (s.contentId && !p.vendorLevel && !(await q.ownsItem(tx, tableName(p), s.contentId, s.vendorId))) throw new AppError('gone', reviewMessages.itemGone);
    const v = validated(p, s.values);
    const liveId = await publish(tx, p, s.vendorId, s.contentId, v, admin);
    await q.decide(tx, id, { state: 'approved', reason: null, decidedBy: admin.id, contentId: liveId });
    await writeAudit(tx, admin, [{ action: 'approve', entityType: 'vendor_submission', entityId: id, after: { kind: s.kind, id: liveId } }]);
    await tellManager(tx, deps, s, 'approved', null);
    return { id: liveId };
  });
}

export async function reject(deps: Deps, admin: Actor, id: string, reason: string) {
  await deps.db.transaction(async (tx) => {
    const s = await q.findSubmission(tx, id, { lock: true });
    if (!s) throw new AppError('not_found', reviewMessages.notFound);
    if (s.state !== 'pending') throw new AppError('conflict', reviewMessages.notPending);
    await q.decide(tx, id, { state: 'rejected', reason, decidedBy: admin.id, contentId: null });
    await writeAudit(tx, admin, [{ action: 'reject', entityType: 'vendor_submission', entityId: id, after: { reason } }]);
    await tellManager(tx, deps, s, 'rejected', reason);
  });
}

const toDto = (r: q.SubmissionRow) => ({
  id: r.id,
  vendorId: r.vendorId,
  vendorName: r.vendorName,
  kind: r.kind as SubmissionKind,
  contentId: r.contentId,
  title: submissionTitle(r.kind as SubmissionKind, r.values) || r.vendorName,
  state: r.state as 'pending',
  reason: r.reason,
  submittedBy: r.submittedBy,
  source: r.sourceId && r.externalId ? { sourceId: r.sourceId, externalId: r.externalId } : null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  decidedAt: r.decidedAt,
});

type ListQuery = { page: number; pageSize: number; state: string; kind: string };

/** The admin queue (all vendors) or a manager's own submissions (vendorId given). */
export async function list(deps: Deps, query: ListQuery, vendorId?: string) {
  const { items, total } = await q.listSubmissions(deps.db, { ...pageWindow(query), state: query.state, kind: query.kind, vendorId });
  return paged(items.map(toDto), total, query);
}

export const pendingCount = async (deps: Deps) => ({ pending: await q.countPending(deps.db) });

/** One submission with its values and the live version (the diff); a manager sees only their vendor's. */
export async function detail(deps: Deps, id: string, vendorId?: string) {
  const s = await q.findSubmission(deps.db, id, { vendorId });
  if (!s) throw new AppError('not_found', reviewMessages.notFound);
  const p = publisherOf(s.kind);
  const live = s.contentId && s.state === 'pending' ? ((await p.find(deps.db, s.contentId)) as Values | null) : null;
  return { ...toDto(s), values: s.values, live };
}

/** The review state of each live item of a page of the console (its latest submission). */
export async function reviewsOf(db: Db, kind: string, ids: string[]) {
  const rows = await q.latestFor(db, kind, ids);
  return new Map(rows.map((r) => [r.contentId, r]));
}

export async function setTrusted(deps: Deps, admin: Actor, vendorId: string, trusted: boolean) {
  await deps.db.transaction(async (tx) => {
    if (!(await q.setTrusted(tx, vendorId, trusted))) throw new AppError('not_found', 'Vendor not found');
    await writeAudit(tx, admin, [{ action: trusted ? 'trust' : 'untrust', entityType: 'vendor', entityId: vendorId, after: { trusted } }]);
  });
}

/** The live item, the state of its latest submission and the pending values, of a vendor-level kind ('capabilities'). */
export async function vendorLevelReview(deps: Deps, kind: SubmissionKind, vendorId: string) {
  const vendor = await q.vendorRow(deps.db, vendorId);
  if (!vendor) throw new AppError('not_found', 'Vendor not found');
  const review = (await reviewsOf(deps.db, kind, [vendorId])).get(vendorId);
  return {
    trusted: vendor.trusted,
    review: review ? { submissionId: review.submissionId, state: review.state as 'pending', reason: review.reason, updatedAt: review.updatedAt } : null,
    pending: review?.state === 'pending' ? review.values : null,
  };
}

/** The manager's vendor profile and the state of its latest edit. */
export async function profile(deps: Deps, vendorId: string) {
  const v = await q.vendorRow(deps.db, vendorId);
  if (!v) throw new AppError('not_found', 'Vendor not found');
  const review = (await reviewsOf(deps.db, 'vendor', [vendorId])).get(vendorId);
  const pending = review?.state === 'pending' ? review.values : null;
  return {
    id: v.id,
    name: v.name,
    logoUrl: v.logoUrl,
    description: v.description,
    websiteUrl: v.websiteUrl,
    trusted: v.trusted,
    review: review ? { submissionId: review.submissionId, state: review.state as 'pending', reason: review.reason, updatedAt: review.updatedAt } : null,
    pending,
  };
}
