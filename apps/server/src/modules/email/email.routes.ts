import * as email from '@portal/shared/email-contracts';
import { emailSubscriptionAction, emailSubscriptionState, emailTokenQuery } from '@portal/shared/unsubscribe';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import { changeSubscription, subscriptionState } from './unsubscribe.ts';

export function registerEmailRoutes(app: Hono<AppEnv>) {
  // RFC 8058 one-click: the token is in the query and the body is never read (the contract's rawBody).
  route(app, bindContract(email.oneClickUnsubscribe, { query: emailTokenQuery, answer: emailSubscriptionState }), async (c, { query }) =>
    changeSubscription(c.get('deps'), query.token, 'unsubscribe'),
  );

  route(app, bindContract(email.subscription, { query: emailTokenQuery, answer: emailSubscriptionState }), async (c, { query }) =>
    subscriptionState(c.get('deps'), query.token),
  );

  route(
    app,
    bindContract(email.changeSubscription, { query: emailTokenQuery, body: emailSubscriptionAction, answer: emailSubscriptionState }),
    async (c, { query, body }) => changeSubscription(c.get('deps'), query.token, body.action),
  );
}
