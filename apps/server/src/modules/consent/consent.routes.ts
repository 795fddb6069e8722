import { consentDecisionRequest, consentDecisionResponse, vendorConsentsResponse } from '@portal/shared/consent';
import * as consent from '@portal/shared/consent-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './consent.service.ts';

export function registerConsentRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(consent.myConsents, { answer: vendorConsentsResponse }), (c, { user }) => service.myConsents(c.get('deps').db, user.id));

  route(app, bindContract(consent.decide, { body: consentDecisionRequest, answer: consentDecisionResponse }), (c, { user, body }) =>
    service.decide(c.get('deps'), user.id, body),
  );
}
