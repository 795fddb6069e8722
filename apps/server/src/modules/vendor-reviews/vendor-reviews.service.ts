import { type ReviewSort, vendorReviewMessages, type VendorReviewsResponse } from '@portal/shared/capabilities';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged } from '../../lib/paging.ts';
import * as capabilities from '../capabilities/capabilities.service.ts';
import * as q from './vendor-reviews.queries.ts';

const iso = (v: Date | string) => new Date(v).toISOString();
const REVIEW_NOT_FOUND = 'Review not found';

/**
 * A vendor's verified reviews: the published reviews of its trials (activated and completed here) that the
 * roll-up shows (lib/shown-reviews.ts), with the roll-up itself, helpful counts and the vendor's replies.
 */
export async function vendorReviews(
  deps: Deps,
  vendorId: string,
  user: AuthUser | null,
  query: { sort: ReviewSort; page: number; pageSize: number },
): Promise<VendorReviewsResponse> {
  const summary = await capabilities.vendorRating(deps.db, vendorId);
  const [rows, canReply] = await Promise.all([
    q.listVendorReviews(deps.db, {
      vendorId,
      userId: user?.id ?? null,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    user ? q.managesVendor(deps.db, vendorId, user.email) : false,
  ]);
  return {
    summary,
    canReply,
    ...paged(
      rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        text: r.feedback,
        authorName: r.full_name?.trim() || 'A member',
        reviewedAt: iso(r.reviewed_at),
        trialId: r.trial_id,
        trialName: r.product_name,
        verified: true,
        helpfulCount: r.helpful_count,
        votedByMe: r.voted_by_me,
        mine: r.mine,
        reply:
          r.reply_body !== null && r.reply_created_at && r.reply_updated_at
            ? { body: r.reply_body, createdAt: iso(r.reply_created_at), updatedAt: iso(r.reply_updated_at) }
            : null,
      })),
      rows[0]?.total ?? (query.page > 1 ? summary.count : 0),
      query,
    ),
  };
}

/** 'Was this helpful?': one vote per member, never on their own review. */
export async function voteHelpful(deps: Deps, user: AuthUser, activationId: string, helpful: boolean) {
  return deps.db.transaction(async (tx) => {
    const review = await q.findShownReview(tx, activationId, user.email);
    if (!review) throw new AppError('not_found', REVIEW_NOT_FOUND);
    if (review.user_id === user.id) throw new AppError('forbidden', vendorReviewMessages.ownReview);
    const helpfulCount = await q.setVote(tx, activationId, user.id, helpful);
    return { id: activationId, helpfulCount, votedByMe: helpful };
  });
}

/** The vendor's manager replies once, publicly, to a review of their own vendor. */
export async function reply(deps: Deps, user: AuthUser, activationId: string, body: string) {
  return deps.db.transaction(async (tx) => {
    const review = await q.findShownReview(tx, activationId, user.email);
    if (!review) throw new AppError('not_found', REVIEW_NOT_FOUND);
    if (!review.managed_by_me) throw new AppError('forbidden', vendorReviewMessages.notYourVendor);
    const row = await q.insertReply(tx, { activationId, vendorId: review.vendor_id, authorId: user.id, body });
    if (!row) throw new AppError('conflict', vendorReviewMessages.replyExists);
    await writeAudit(tx, user, [{ action: 'create', entityType: 'review_reply', entityId: activationId, after: { vendorId: review.vendor_id, body } }]);
    return { reviewId: activationId, body: row.body, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
  });
}

/** Admins moderate: remove a vendor's reply (audited). */
export async function removeReply(deps: Deps, actor: Actor, activationId: string) {
  return deps.db.transaction(async (tx) => {
    const gone = await q.deleteReply(tx, activationId);
    if (!gone) throw new AppError('not_found', 'Reply not found');
    await writeAudit(tx, actor, [{ action: 'delete', entityType: 'review_reply', entityId: activationId, before: gone }]);
    return { ok: true as const };
  });
}
