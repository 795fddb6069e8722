import { okResponse, uuidParam } from '@portal/shared/api';
import { contactListQuery, contactListResponse, contactRequest, markHandledRequest } from '@portal/shared/contact';
import { messageResponse } from '@portal/shared/accounts';
import type { Hono } from 'hono';
import { clientIp } from '../../lib/auth.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './contact.service.ts';

export function registerContactRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/api/contact',
      summary:
        "Send a message to support (stored and e-mailed; rate limited per IP); a signed-in Pro member's comes first. An Idempotency-Key header makes a repeat answer the same and store nothing",
      tags: ['contact'],
      access: 'optional',
      body: contactRequest,
      response: messageResponse,
      status: 201,
    },
    async (c, { body, user }) => service.submit(c.get('deps'), body, clientIp(c), user, idempotencyKey(c)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/admin/contact-messages',
      summary: 'Contact messages, newest first',
      tags: ['contact', 'admin'],
      access: 'admin',
      query: contactListQuery,
      response: contactListResponse,
    },
    async (c, { query }) => service.list(c.get('deps'), query),
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/admin/contact-messages/{id}',
      summary: 'Mark a contact message handled (or open again)',
      tags: ['contact', 'admin'],
      access: 'admin',
      params: uuidParam,
      body: markHandledRequest,
      response: okResponse,
    },
    async (c, { user, params, body }) => {
      await service.markHandled(c.get('deps'), user.id, params.id, body.handled);
      return { ok: true as const };
    },
  );
}
