import { okResponse, uuidParam } from '@portal/shared/api';
import {
  helpfulVoteRequest,
  helpfulVoteResponse,
  reviewReplyRequest,
  reviewReplyResponse,
  vendorReviewsQuery,
  vendorReviewsResponse,
} from '@portal/shared/capabilities';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './vendor-reviews.service.ts';

const vendorParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Vendor not found'),
});

/** Verified trial reviews rolled up per vendor: list, helpful votes, the manager's reply, admin moderation (issue 23). */
export function registerVendorReviewRoutes(app: Hono<AppEnv>) {
  const tags = ['vendor-reviews'];

  route(
    app,
    {
      method: 'get',
      path: '/api/vendors/{id}/reviews',
      summary: "A vendor's verified trial reviews with the roll-up (average, count, per star), newest or most helpful first",
      tags,
      access: 'optional',
      params: vendorParam,
      query: vendorReviewsQuery,
      response: vendorReviewsResponse,
    },
    (c, { params, query, user }) => service.vendorReviews(c.get('deps'), params.id, user, query),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/vendor-reviews/{id}/helpful',
      summary: "Mark a review helpful (or take it back): one vote per member, not on one's own review",
      tags,
      access: 'user',
      params: uuidParam,
      body: helpfulVoteRequest,
      response: helpfulVoteResponse,
    },
    (c, { params, body, user }) => service.voteHelpful(c.get('deps'), user, params.id, body.helpful),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/vendor-reviews/{id}/reply',
      summary: "The vendor's public reply to a review of its own product: once per review (audited)",
      tags,
      access: 'vendor_manager',
      params: uuidParam,
      body: reviewReplyRequest,
      response: reviewReplyResponse,
      status: 201,
    },
    (c, { params, body, user }) => service.reply(c.get('deps'), user, params.id, body.body),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/admin/review-replies/{id}',
      summary: "Remove a vendor's reply to a review (moderation, audited)",
      tags: ['vendor-reviews', 'admin'],
      access: 'admin',
      params: uuidParam,
      response: okResponse,
    },
    (c, { params, user }) => service.removeReply(c.get('deps'), user, params.id),
  );
}
