import type { ReviewSort } from '@portal/shared/capabilities-text';
import type { helpfulVoteResponse, reviewReplyResponse, vendorReviewsResponse } from '@portal/shared/capabilities';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api-query.ts';

/** A vendor's verified reviews (issue 23): their own root, refreshed after a vote, a reply or moderation. */
export const vendorReviewKeys = {
  all: ['vendor-reviews'] as const,
  of: (vendorId: string, viewer: string, sort: ReviewSort, pageSize: number) => ['vendor-reviews', vendorId, viewer, sort, pageSize] as const,
};

export const vendorReviewsQuery = (vendorId: string, viewer: string, sort: ReviewSort, pageSize: number) =>
  apiQuery<typeof vendorReviewsResponse, ReturnType<typeof vendorReviewKeys.of>>(
    vendorReviewKeys.of(vendorId, viewer, sort, pageSize),
    `/api/vendors/${encodeURIComponent(vendorId)}/reviews?sort=${sort}&pageSize=${pageSize}`,
  );

export const voteHelpful = (reviewId: string, helpful: boolean) =>
  api<typeof helpfulVoteResponse>(`/api/vendor-reviews/${reviewId}/helpful`, { method: 'PUT', body: { helpful } });

export const replyToReview = (reviewId: string, body: string) =>
  api<typeof reviewReplyResponse>(`/api/vendor-reviews/${reviewId}/reply`, { method: 'POST', body: { body } });

export const removeReply = (reviewId: string) => api(`/api/admin/review-replies/${reviewId}`, { method: 'DELETE' });
