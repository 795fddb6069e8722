import { okResponse, uuidParam } from '@portal/shared/api';
import { contactListQuery, contactListResponse, contactRequest, markHandledRequest } from '@portal/shared/contact';
import { messageResponse } from '@portal/shared/accounts';
import * as contact from '@portal/shared/contact-contracts';
import type { Hono } from 'hono';
import { clientIp } from '../../lib/auth.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './contact.service.ts';

export function registerContactRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(contact.sendMessage, { body: contactRequest, answer: messageResponse }), async (c, { body, user }) =>
    service.submit(c.get('deps'), body, clientIp(c), user, idempotencyKey(c)),
  );

  route(app, bindContract(contact.listMessages, { query: contactListQuery, answer: contactListResponse }), async (c, { query }) =>
    service.list(c.get('deps'), query),
  );

  route(app, bindContract(contact.markHandled, { params: uuidParam, body: markHandledRequest, answer: okResponse }), async (c, { user, params, body }) => {
    await service.markHandled(c.get('deps'), user.id, params.id, body.handled);
    return { ok: true as const };
  });
}
