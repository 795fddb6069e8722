import { pageQuery, paginated, uuidParam } from '@portal/shared/api';
import { activateResponse, activationDto, feedbackRequest, myTrialDto, trialAccessResponse } from '@portal/shared/trials';
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
      summary: 'Rate a trial (1-5) with optional feedback; completes the activation',
      tags: ['trials'],
      access: 'user',
      params: uuidParam,
      body: feedbackRequest,
      response: activationDto,
    },
    async (c, { params, body, user }) => service.submitFeedback(c.get('deps'), user.id, params.id, body.rating, body.feedback),
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
}
