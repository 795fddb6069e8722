import { uuidParam } from '@portal/shared/api';
import { registerResponse, webinarPanelResponse } from '@portal/shared/webinars';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './webinars.service.ts';

export function registerWebinarRegistrationRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/webinars/{id}/registration',
      summary: "A webinar's side panel: derived status, links, and whether I am registered",
      tags: ['webinars'],
      access: 'optional',
      params: uuidParam,
      response: webinarPanelResponse,
    },
    async (c, { params, user }) => service.panel(c.get('deps'), params.id, user ? { id: user.id, isPro: user.isPro } : null),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/webinars/{id}/register',
      summary: 'Register for a webinar (once per member); e-mails a confirmation with an .ics file',
      tags: ['webinars'],
      access: 'user',
      params: uuidParam,
      response: registerResponse,
    },
    async (c, { params, user }) => service.register(c.get('deps'), user, params.id),
  );
}
