import { canAccessTrial, reviewMessages, trialMessages } from '@portal/shared/trials';
import type { Deps } from '../../lib/context.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import * as consent from '../consent/consent.service.ts';
import * as notifications from '../notifications/notifications.service.ts';
import * as q from './trials.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
/** The vendor's access link only while the member's activation gives access. */
const linkFor = (a: q.ActivationRow | null, link: string) => (a && canAccessTrial({ status: a.status, expiryDate: a.expiry_date }) ? link : null);

export function activationDto(a: q.ActivationRow) {
  return {
    id: a.id,
    trialId: a.trial_id,
    activationDate: iso(a.activation_date),
    expiryDate: iso(a.expiry_date),
    status: a.status,
    feedback: a.feedback,
    rating: a.rating,
    reviewPublished: a.review_published,
    reviewHidden: a.review_hidden_at !== null,
  };
}

/** The side panel's data: the trial's public fields, and the member's activation (access link only then). */
export async function trialAccess(deps: Deps, trialId: string, userId: string | null) {
  const trial = await q.findTrial(deps.db, trialId);
  if (!trial) throw new AppError('not_found', trialMessages.notFound);
  const activation = userId ? await q.findActivation(deps.db, userId, trialId) : null;
  return {
    trial: {
      id: trial.id,
      productName: trial.product_name,
      description: trial.description,
      vendorId: trial.vendor_id,
      vendorName: trial.vendor_name,
      trialPeriodDays: trial.trial_period_days,
      startDate: iso(trial.start_date),
      endDate: iso(trial.end_date),
      status: trial.status,
      activatable: trial.activatable,
      accessLink: linkFor(activation, trial.access_link),
    },
    activation: activation ? activationDto(activation) : null,
  };
}

/** One activation per member and trial; a second attempt returns the existing one and creates nothing. */
export async function activate(deps: Deps, userId: string, trialId: string) {
  // The activation and its bell notification are written together or not at all (a retry then activates anew).
  const done = await deps.db.transaction(async (tx) => {
    const created = await q.insertActivation(tx, userId, trialId);
    const trial = await q.findTrial(tx, trialId);
    if (!trial) throw new AppError('not_found', trialMessages.notFound);
    if (!created) return { trial, created: null };
    // In a savepoint: a failed interaction record is logged and must not undo the activation.
    await tx
      .transaction((sp) =>
        q.insertInteraction(sp, {
          userId,
          vendorId: trial.vendor_id,
          contentType: 'product_trial',
          contentId: trialId,
          interactionType: 'trial_activation',
        }),
      )
      .catch((err) => deps.log.warn({ err, trialId }, 'recording the trial_activation interaction failed'));
    // The bell says what just happened (docs/decisions/2101); once per activation.
    await notifications.createNotification(tx, {
      userId,
      kind: 'system',
      title: `Trial activated: ${trial.product_name}`,
      body: 'Open it from My Trials while it lasts.',
      link: '/user-trials',
      dedupeKey: `trial_activated:${created.id}`,
    });
    return { trial, created };
  });
  const { trial, created } = done;
  if (created) {
    const consentNeeded = await consent.consentPrompt(deps.db, userId, trial.vendor_id, 'trial_activation');
    return { created: true, activation: activationDto(created), accessLink: linkFor(created, trial.access_link), consentNeeded };
  }
  const existing = await q.findActivation(deps.db, userId, trialId);
  if (existing) return { created: false, activation: activationDto(existing), accessLink: linkFor(existing, trial.access_link) };
  const opensLater = trial.status === 'active' && new Date(trial.start_date).getTime() > Date.now();
  throw new AppError('unprocessable', opensLater ? trialMessages.notStarted : trialMessages.notAvailable);
}

export async function submitFeedback(deps: Deps, userId: string, activationId: string, rating: number, feedback: string | null, publishReview = false) {
  const row = await q.completeActivation(deps.db, userId, activationId, rating, feedback, publishReview, deps.env.REVIEW_MIN_AGE_HOURS);
  if (!row) throw new AppError('not_found', trialMessages.activationNotFound);
  if (row.too_early) throw new AppError('unprocessable', reviewMessages.tooEarly);
  return activationDto(row);
}

type OwnRow = NonNullable<Awaited<ReturnType<typeof q.findOwnActivation>>>;
const myTrialDto = (r: OwnRow) => ({
  ...activationDto(r),
  productName: r.product_name,
  vendorId: r.vendor_id,
  vendorName: r.vendor_name,
  accessLink: linkFor(r, r.access_link),
  trialPeriodDays: r.trial_period_days,
});

export async function getOwnActivation(deps: Deps, userId: string, activationId: string) {
  const row = await q.findOwnActivation(deps.db, userId, activationId);
  if (!row) throw new AppError('not_found', trialMessages.activationNotFound);
  return myTrialDto(row);
}

export async function myTrials(deps: Deps, userId: string, page: { limit: number; offset: number }) {
  const rows = await q.listOwnActivations(deps.db, userId, page.limit, page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await q.countOwnActivations(deps.db, userId) : 0);
  return { items: rows.map(myTrialDto), total };
}

// ---- Reviews ----

/** The member publishes or withdraws the review of a completed trial. */
export async function publishReview(deps: Deps, userId: string, activationId: string, published: boolean) {
  const row = await q.setReviewPublished(deps.db, userId, activationId, published, deps.env.REVIEW_MIN_AGE_HOURS);
  if (row) return activationDto(row);
  const own = await q.findOwnActivation(deps.db, userId, activationId);
  if (!own) throw new AppError('not_found', trialMessages.activationNotFound);
  if (own.status === 'completed' && own.rating !== null) throw new AppError('unprocessable', reviewMessages.tooEarly);
  throw new AppError('unprocessable', reviewMessages.onlyCompleted);
}

/** A page of a trial's reviews with the average and count; admins also see hidden ones, flagged. */
export async function trialReviews(deps: Deps, trialId: string, isAdmin: boolean, page: { limit: number; offset: number }) {
  const trial = await q.findTrial(deps.db, trialId);
  if (!trial) throw new AppError('not_found', trialMessages.notFound);
  const [summary, rows] = [await q.reviewSummary(deps.db, trialId), await q.listReviews(deps.db, trialId, isAdmin, page.limit, page.offset)];
  return {
    summary,
    total: rows[0]?.total ?? (page.offset > 0 ? summary.count : 0),
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.feedback,
      authorName: r.full_name?.trim() || 'A member',
      reviewedAt: iso(r.reviewed_at),
      hidden: r.hidden,
    })),
  };
}

/** Admins hide (or show again) a published review; the change and the review are audited in one transaction. */
export async function hideReview(deps: Deps, actor: Actor, activationId: string, hidden: boolean) {
  return deps.db.transaction(async (tx) => {
    const row = await q.setReviewHidden(tx, activationId, hidden);
    if (!row) throw new AppError('not_found', reviewMessages.notFound);
    await writeAudit(tx, actor, [
      { action: hidden ? 'hide' : 'show', entityType: 'trial_review', entityId: row.id, after: { trialId: row.trial_id, rating: row.rating, hidden } },
    ]);
    return { id: row.id, hidden };
  });
}

const REVIEWS_FIRST_PAGE = 5;

/**
 * The first page of a trial's reviews with their average and count, embedded in the trial page's one
 * answer (the Reviews section and the page's AggregateRating need no request of their own).
 */
export async function firstReviewsPage(deps: Deps, trialId: string, isAdmin: boolean) {
  const r = await trialReviews(deps, trialId, isAdmin, { limit: REVIEWS_FIRST_PAGE, offset: 0 });
  return { ...r, page: 1, pageSize: REVIEWS_FIRST_PAGE, totalPages: Math.ceil(r.total / REVIEWS_FIRST_PAGE) };
}
