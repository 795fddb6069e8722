// Unsubscribe links' operations: a signed token in the query, no sign-in (zod-free at run time, see contract.ts).
import { contract } from './contract.ts';
import type { emailSubscriptionAction, emailSubscriptionState, emailTokenQuery } from './unsubscribe.ts';

const tags = ['email'] as const;

/**
 * RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form (or nothing) to the header's URL;
 * the token is in the query, so the body is not read at all (rawBody: no JSON content type required).
 */
export const oneClickUnsubscribe = contract<{ query: typeof emailTokenQuery; answer: typeof emailSubscriptionState }>()({
  method: 'post',
  path: '/api/email/unsubscribe',
  summary: 'One-click unsubscribe (RFC 8058): switch off the kind of e-mail named by the signed token, no sign-in',
  tags,
  access: 'public',
  rawBody: true,
});

export const subscription = contract<{ query: typeof emailTokenQuery; answer: typeof emailSubscriptionState }>()({
  method: 'get',
  path: '/api/email/subscription',
  summary: 'Whether the member named by an unsubscribe token still gets that kind of e-mail (changes nothing)',
  tags,
  access: 'public',
});

export const changeSubscription = contract<{ query: typeof emailTokenQuery; body: typeof emailSubscriptionAction; answer: typeof emailSubscriptionState }>()({
  method: 'post',
  path: '/api/email/subscription',
  summary: 'From the unsubscribe page: unsubscribe, re-subscribe or send less often (signed token, no sign-in)',
  tags,
  access: 'public',
});
