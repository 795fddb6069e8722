import { okResponse, uuidParam } from '@portal/shared/api';
import {
  helpfulVoteRequest,
  helpfulVoteResponse,
  reviewReplyRequest,
  reviewReplyResponse,
  vendorReviewsQuery,
  vendorReviewsResponse,
} from '@portal/shared/capabilities';
import { vendorReviewsParams } from '@portal/shared/vendor-reviews';
import * as reviews from '@portal/shared/vendor-reviews-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './vendor-reviews.service.ts';

/** Verified trial reviews rolled up per vendor: list, helpful votes, the manager's reply, admin moderation (issue 23). */
export function registerVendorReviewRoutes(app: Hono<AppEnv>) {
  route(
    app,
    bindContract(reviews.list, { params: vendorReviewsParams, query: vendorReviewsQuery, answer: vendorReviewsResponse }),
    (c, { params, query, user }) => service.vendorReviews(c.get('deps'), params.id, user, query),
  );

  route(app, bindContract(reviews.voteHelpful, { params: uuidParam, body: helpfulVoteRequest, answer: helpfulVoteResponse }), (c, { params, body, user }) =>
    service.voteHelpful(c.get('deps'), user, params.id, body.helpful),
  );

  route(app, bindContract(reviews.reply, { params: uuidParam, body: reviewReplyRequest, answer: reviewReplyResponse }), (c, { params, body, user }) =>
    service.reply(c.get('deps'), user, params.id, body.body),
  );

  route(app, bindContract(reviews.removeReply, { params: uuidParam, answer: okResponse }), (c, { params, user }) =>
    service.removeReply(c.get('deps'), user, params.id),
  );
}
