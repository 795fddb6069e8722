import { consentDecisionRequest, consentDecisionResponse, vendorConsentsResponse } from '@portal/shared/consent';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './consent.service.ts';

export function registerConsentRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/me/lead-consents',
      summary: 'Every vendor the member decided for or interacted with, and whether their details are shared with it',
      tags: ['consent'],
      access: 'user',
      response: vendorConsentsResponse,
    },
    (c, { user }) => service.myConsents(c.get('deps').db, user.id),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/me/lead-consents',
      summary: 'Share (or not) name, e-mail, job title and company with one vendor; also withdraws',
      tags: ['consent'],
      access: 'user',
      body: consentDecisionRequest,
      response: consentDecisionResponse,
    },
    (c, { user, body }) => service.decide(c.get('deps'), user.id, body),
  );
}
