// Verified trial reviews per vendor: list, helpful votes, the manager's reply, moderation (zod-free at run time,
// the schemas are named by type, see contract.ts).
import type { okResponse, uuidParam } from './api.ts';
import type {
  helpfulVoteRequest,
  helpfulVoteResponse,
  reviewReplyRequest,
  reviewReplyResponse,
  vendorReviewsQuery,
  vendorReviewsResponse,
} from './capabilities.ts';
import { contract } from './contract.ts';
import type { vendorReviewsParams } from './vendor-reviews.ts';

const tags = ['vendor-reviews'] as const;

export const list = contract<{ params: typeof vendorReviewsParams; query: typeof vendorReviewsQuery; answer: typeof vendorReviewsResponse }>()({
  method: 'get',
  path: '/api/vendors/{id}/reviews',
  summary: "A vendor's verified trial reviews with the roll-up (average, count, per star), newest or most helpful first",
  tags,
  access: 'optional',
});

export const voteHelpful = contract<{ params: typeof uuidParam; body: typeof helpfulVoteRequest; answer: typeof helpfulVoteResponse }>()({
  method: 'put',
  path: '/api/vendor-reviews/{id}/helpful',
  summary: "Mark a review helpful (or take it back): one vote per member, not on one's own review",
  tags,
  access: 'user',
});

export const reply = contract<{ params: typeof uuidParam; body: typeof reviewReplyRequest; answer: typeof reviewReplyResponse }>()({
  method: 'post',
  path: '/api/vendor-reviews/{id}/reply',
  summary: "The vendor's public reply to a review of its own product: once per review (audited)",
  tags,
  access: 'vendor_manager',
  status: 201,
});

export const removeReply = contract<{ params: typeof uuidParam; answer: typeof okResponse }>()({
  method: 'delete',
  path: '/api/admin/review-replies/{id}',
  summary: "Remove a vendor's reply to a review (moderation, audited)",
  tags: ['vendor-reviews', 'admin'],
  access: 'admin',
});
