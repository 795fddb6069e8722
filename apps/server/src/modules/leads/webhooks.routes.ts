import { webhookDeleteResponse, webhookResponse, webhookSaveRequest, webhookSaveResponse } from '@portal/shared/lead-webhooks';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './webhooks.service.ts';

const tags = ['leads'];

export function registerWebhookRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/vendor/leads/webhook',
      summary: 'The vendor’s lead webhook (URL, secret hint) and its last 20 deliveries',
      tags,
      access: 'vendor_manager',
      response: webhookResponse,
    },
    (c, { user }) => service.getSettings(c.get('deps'), user),
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/vendor/leads/webhook',
      summary: 'Set the https URL for new consenting leads (public addresses only); a new webhook’s secret is returned once',
      tags,
      access: 'vendor_manager',
      body: webhookSaveRequest,
      response: webhookSaveResponse,
    },
    (c, { user, body }) => service.save(c.get('deps'), user, body),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/vendor/leads/webhook/rotate',
      summary: 'Replace the webhook secret; the new one is returned once',
      tags,
      access: 'vendor_manager',
      response: webhookSaveResponse,
    },
    (c, { user }) => service.rotate(c.get('deps'), user),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/vendor/leads/webhook',
      summary: 'Remove the lead webhook',
      tags,
      access: 'vendor_manager',
      response: webhookDeleteResponse,
    },
    (c, { user }) => service.remove(c.get('deps'), user),
  );
}
