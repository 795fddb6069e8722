import { pageQuery, paginated, uuidParam } from '@portal/shared/api';
import {
  activateResponse,
  activationDto,
  feedbackRequest,
  hideReviewRequest,
  myTrialDto,
  publishReviewRequest,
  trialAccessResponse,
  trialReviewsResponse,
} from '@portal/shared/trials';
import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import * as service from './trials.service.ts';

export function registerTrialRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/trials/{id}/access',
      summary: "A trial's side panel: public fields, and the member's activation (with the access link) if any",
      tags: ['trials'],
      access: 'optional',
      params: uuidParam,
      response: trialAccessResponse,
    },
    async (c, { params, user }) => service.trialAccess(c.get('deps'), params.id, user?.id ?? null),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/trials/{id}/activate',
      summary: 'Activate a trial (once per member; a repeat returns the existing activation)',
      tags: ['trials'],
      access: 'user',
      params: uuidParam,
      response: activateResponse,
    },
    async (c, { params, user }) => service.activate(c.get('deps'), user.id, params.id),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/trial-activations/{id}/feedback',
      summary: 'Rate a trial (1-5) with optional feedback, optionally published as a review; completes the activation',
      tags: ['trials'],
      access: 'user',
      params: uuidParam,
      body: feedbackRequest,
      response: activationDto,
    },
    async (c, { params, body, user }) => service.submitFeedback(c.get('deps'), user.id, params.id, body.rating, body.feedback, body.publishReview),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/trial-activations/{id}',
      summary: 'One of my trial activations',
      tags: ['trials'],
      access: 'user',
      params: uuidParam,
      response: myTrialDto,
    },
    async (c, { params, user }) => service.getOwnActivation(c.get('deps'), user.id, params.id),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/me/trials',
      summary: 'My product trials, newest activation first',
      tags: ['trials'],
      access: 'user',
      query: pageQuery,
      response: paginated(myTrialDto),
    },
    async (c, { query, user }) => {
      const { items, total } = await service.myTrials(c.get('deps'), user.id, pageWindow(query));
      return paged(items, total, query);
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/trial-activations/{id}/review',
      summary: 'Publish or withdraw my review (the rating and feedback of my completed trial)',
      tags: ['trials'],
      access: 'user',
      params: uuidParam,
      body: publishReviewRequest,
      response: activationDto,
    },
    async (c, { params, body, user }) => service.publishReview(c.get('deps'), user.id, params.id, body.published),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/product-trials/{id}/reviews',
      summary: "A trial's published reviews, newest first, with the average rating and count (admins also see hidden ones)",
      tags: ['trials'],
      access: 'optional',
      params: uuidParam,
      query: pageQuery,
      response: trialReviewsResponse,
    },
    async (c, { params, query, user }) => {
      const r = await service.trialReviews(c.get('deps'), params.id, !!user?.isAdmin, pageWindow(query));
      return { summary: r.summary, ...paged(r.items, r.total, query) };
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/admin/trial-reviews/{id}/hidden',
      summary: 'Hide a published trial review from the trial page, or show it again (audited)',
      tags: ['trials', 'admin'],
      access: 'admin',
      params: uuidParam,
      body: hideReviewRequest,
      response: z.object({ id: z.string(), hidden: z.boolean() }),
    },
    async (c, { params, body, user }) => service.hideReview(c.get('deps'), user, params.id, body.hidden),
  );
}
