import { webhookDeleteResponse, webhookResponse, webhookSaveRequest, webhookSaveResponse } from '@portal/shared/lead-webhooks';
import * as leads from '@portal/shared/leads-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './webhooks.service.ts';

export function registerWebhookRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(leads.webhook, { answer: webhookResponse }), (c, { user }) => service.getSettings(c.get('deps'), user));
  route(app, bindContract(leads.saveWebhook, { body: webhookSaveRequest, answer: webhookSaveResponse }), (c, { user, body }) =>
    service.save(c.get('deps'), user, body),
  );
  route(app, bindContract(leads.rotateWebhook, { answer: webhookSaveResponse }), (c, { user }) => service.rotate(c.get('deps'), user));
  route(app, bindContract(leads.deleteWebhook, { answer: webhookDeleteResponse }), (c, { user }) => service.remove(c.get('deps'), user));
}
