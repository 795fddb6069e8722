import { emailSubscriptionAction, emailSubscriptionState, emailTokenQuery } from '@portal/shared/unsubscribe';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { changeSubscription, subscriptionState } from './unsubscribe.ts';

export function registerEmailRoutes(app: Hono<AppEnv>) {
  const tags = ['email'];

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form (or nothing) to the header's URL;
  // the token is in the query, so the body is not read at all (rawBody: no JSON content type required).
  route(
    app,
    {
      method: 'post',
      path: '/api/email/unsubscribe',
      summary: 'One-click unsubscribe (RFC 8058): switch off the kind of e-mail named by the signed token, no sign-in',
      tags,
      access: 'public',
      query: emailTokenQuery,
      rawBody: true,
      response: emailSubscriptionState,
    },
    async (c, { query }) => changeSubscription(c.get('deps'), query.token, 'unsubscribe'),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/email/subscription',
      summary: 'Whether the member named by an unsubscribe token still gets that kind of e-mail (changes nothing)',
      tags,
      access: 'public',
      query: emailTokenQuery,
      response: emailSubscriptionState,
    },
    async (c, { query }) => subscriptionState(c.get('deps'), query.token),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/email/subscription',
      summary: 'From the unsubscribe page: unsubscribe, re-subscribe or send less often (signed token, no sign-in)',
      tags,
      access: 'public',
      query: emailTokenQuery,
      body: emailSubscriptionAction,
      response: emailSubscriptionState,
    },
    async (c, { query, body }) => changeSubscription(c.get('deps'), query.token, body.action),
  );
}
