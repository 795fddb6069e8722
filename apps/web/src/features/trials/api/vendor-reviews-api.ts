import type { ReviewSort } from '@portal/shared/capabilities-text';
import * as reviews from '@portal/shared/vendor-reviews-contracts';
import { call, contractQuery } from '../../../lib/api-contract.ts';

/** A vendor's verified reviews (issue 23): their own root, refreshed after a vote, a reply or moderation. */
export const vendorReviewKeys = { all: [reviews.list.tags[0]] as const };

/** Keyed by the viewer too: the answer carries the viewer's own helpful votes. */
export const vendorReviewsQuery = (vendorId: string, viewer: string, sort: ReviewSort, pageSize: number) =>
  contractQuery(reviews.list, { params: { id: vendorId }, query: { sort, pageSize } }, [viewer]);

export const voteHelpful = (reviewId: string, helpful: boolean) => call(reviews.voteHelpful, { params: { id: reviewId }, body: { helpful } });

export const replyToReview = (reviewId: string, body: string) => call(reviews.reply, { params: { id: reviewId }, body: { body } });

export const removeReply = (reviewId: string) => call(reviews.removeReply, { params: { id: reviewId } });
