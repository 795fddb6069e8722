import {
  alertDto,
  alertMessageResponse,
  alertTokenRequest,
  createAlertRequest,
  createAlertResponse,
  myAlertsResponse,
  updateAlertRequest,
} from '@portal/shared/alerts';
import { uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { clientIp } from '../../lib/auth.ts';
import { route } from '../../lib/route.ts';
import * as service from './alerts.service.ts';

export function registerAlertRoutes(app: Hono<AppEnv>) {
  const tags = ['alerts'];

  route(
    app,
    {
      method: 'post',
      path: '/api/job-alerts',
      summary: 'Save a jobs search as an e-mail alert (members: at once; visitors: after confirming their e-mail)',
      tags,
      access: 'optional',
      body: createAlertRequest,
      response: createAlertResponse,
      status: 201,
    },
    async (c, { body, user }) => service.createAlert(c.get('deps'), body, user, clientIp(c)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/job-alerts/confirm',
      summary: "Confirm a visitor's job alert with the e-mailed token",
      tags,
      access: 'public',
      body: alertTokenRequest,
      response: alertMessageResponse,
    },
    async (c, { body }) => service.confirmAlert(c.get('deps'), body.token),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/job-alerts/unsubscribe',
      summary: 'Delete the job alert named by the signed token in its e-mails (no sign-in)',
      tags,
      access: 'public',
      body: alertTokenRequest,
      response: alertMessageResponse,
    },
    async (c, { body }) => service.unsubscribe(c.get('deps'), body.token),
  );

  // RFC 8058 one-click from the List-Unsubscribe header: a form POST (or empty body), token in the query.
  route(
    app,
    {
      method: 'post',
      path: '/api/job-alerts/unsubscribe/one-click',
      summary: 'One-click unsubscribe (RFC 8058) from a job alert e-mail: deletes the alert named by the signed token',
      tags,
      access: 'public',
      query: alertTokenRequest,
      rawBody: true,
      response: alertMessageResponse,
    },
    async (c, { query }) => service.unsubscribe(c.get('deps'), query.token),
  );

  route(
    app,
    { method: 'get', path: '/api/me/job-alerts', summary: 'My job alerts, newest first', tags, access: 'user', response: myAlertsResponse },
    async (c, { user }) => service.myAlerts(c.get('deps'), user.id),
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/me/job-alerts/{id}',
      summary: 'Change how often one of my job alerts is sent',
      tags,
      access: 'user',
      params: uuidParam,
      body: updateAlertRequest,
      response: alertDto,
    },
    async (c, { params, body, user }) => service.updateAlert(c.get('deps'), user.id, params.id, body.frequency),
  );

  route(
    app,
    { method: 'delete', path: '/api/me/job-alerts/{id}', summary: 'Delete one of my job alerts', tags, access: 'user', params: uuidParam },
    async (c, { params, user }) => {
      await service.deleteOwnAlert(c.get('deps'), user.id, params.id);
      return c.body(null, 204);
    },
  );
}
