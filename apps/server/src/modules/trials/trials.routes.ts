import { pageQuery, uuidParam } from '@portal/shared/api';
import {
  activateResponse,
  activationDto,
  feedbackRequest,
  hideReviewRequest,
  hideReviewResponse,
  myTrialDto,
  myTrialsResponse,
  publishReviewRequest,
  trialAccessResponse,
  trialReviewsResponse,
} from '@portal/shared/trials';
import * as trials from '@portal/shared/trials-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './trials.service.ts';

export function registerTrialRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(trials.trialAccess, { params: uuidParam, answer: trialAccessResponse }), async (c, { params, user }) =>
    service.trialAccess(c.get('deps'), params.id, user?.id ?? null),
  );

  route(app, bindContract(trials.activate, { params: uuidParam, answer: activateResponse }), async (c, { params, user }) =>
    service.activate(c.get('deps'), user.id, params.id),
  );

  route(app, bindContract(trials.submitFeedback, { params: uuidParam, body: feedbackRequest, answer: activationDto }), async (c, { params, body, user }) =>
    service.submitFeedback(c.get('deps'), user.id, params.id, body.rating, body.feedback, body.publishReview),
  );

  route(app, bindContract(trials.getActivation, { params: uuidParam, answer: myTrialDto }), async (c, { params, user }) =>
    service.getOwnActivation(c.get('deps'), user.id, params.id),
  );

  route(app, bindContract(trials.myTrials, { query: pageQuery, answer: myTrialsResponse }), async (c, { query, user }) => {
    const { items, total } = await service.myTrials(c.get('deps'), user.id, pageWindow(query));
    return paged(items, total, query);
  });

  route(app, bindContract(trials.publishReview, { params: uuidParam, body: publishReviewRequest, answer: activationDto }), async (c, { params, body, user }) =>
    service.publishReview(c.get('deps'), user.id, params.id, body.published),
  );

  route(app, bindContract(trials.trialReviews, { params: uuidParam, query: pageQuery, answer: trialReviewsResponse }), async (c, { params, query, user }) => {
    const r = await service.trialReviews(c.get('deps'), params.id, !!user?.isAdmin, pageWindow(query));
    return { summary: r.summary, ...paged(r.items, r.total, query) };
  });

  route(app, bindContract(trials.hideReview, { params: uuidParam, body: hideReviewRequest, answer: hideReviewResponse }), async (c, { params, body, user }) =>
    service.hideReview(c.get('deps'), user, params.id, body.hidden),
  );
}
