import { uuidParam } from '@portal/shared/api';
import { registerResponse, webinarPanelResponse } from '@portal/shared/webinars';
import * as webinars from '@portal/shared/webinars-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './webinars.service.ts';

export function registerWebinarRegistrationRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(webinars.registrationPanel, { params: uuidParam, answer: webinarPanelResponse }), async (c, { params, user }) =>
    service.panel(c.get('deps'), params.id, user ? { id: user.id, isPro: user.isPro } : null),
  );

  route(app, bindContract(webinars.register, { params: uuidParam, answer: registerResponse }), async (c, { params, user }) =>
    service.register(c.get('deps'), user, params.id),
  );
}
