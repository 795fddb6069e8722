import { type EmailListKind, type EmailSubscriptionState, emailListKinds, emailListLabels, lessOftenKind } from '@portal/shared/unsubscribe';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { readSignedLink, signLink } from '../../lib/signed-link.ts';
import type { ListUnsubscribe } from './email.service.ts';
import * as q from './email.queries.ts';

const invalidLink = 'This unsubscribe link is not valid.';

/** `<kind>.<userId>.<HMAC-SHA256 of both>`: names one member and one kind of e-mail, cannot be forged. */
export function unsubscribeToken(secret: string, kind: EmailListKind, userId: string) {
  return signLink(secret, 'list-unsubscribe', [kind, userId]);
}

function readUnsubscribeToken(secret: string, token: string): { kind: EmailListKind; userId: string } | null {
  const [kind, userId] = readSignedLink(secret, 'list-unsubscribe', token, 2) ?? [];
  if (!kind || !userId || !(emailListKinds as readonly string[]).includes(kind)) return null;
  return { kind: kind as EmailListKind, userId };
}

/** Headers and footer link for one member's bulk e-mail of one kind (passed to enqueueEmail as `list`). */
export function listFor(env: { APP_URL: string; JWT_SECRET: string }, kind: EmailListKind, userId: string): ListUnsubscribe {
  const token = encodeURIComponent(unsubscribeToken(env.JWT_SECRET, kind, userId));
  return {
    oneClickUrl: `${env.APP_URL}/api/email/unsubscribe?token=${token}`,
    pageUrl: `${env.APP_URL}/email/unsubscribe?token=${token}`,
    label: emailListLabels[kind],
  };
}

const digestColumn: Partial<Record<EmailListKind, string>> = {
  digest_daily: 'daily_digest',
  digest_weekly: 'weekly_digest',
  digest_biweekly: 'biweekly_digest',
  digest_monthly: 'monthly_digest',
};

/** Where the switch of a list lives; a missing row means the default (digests off, the others on). */
function switchOf(kind: EmailListKind): q.SwitchColumn & { byDefault: boolean } {
  const col = digestColumn[kind];
  if (col) return { table: 'digest_preferences', column: col, byDefault: false };
  return { table: 'user_notifications', column: kind === 'notifications' ? 'email_notifications' : 'upcoming_webinars', byDefault: true };
}

async function isSubscribed(db: Db, kind: EmailListKind, userId: string): Promise<boolean> {
  const s = switchOf(kind);
  return (await q.readSwitch(db, userId, s)) ?? s.byDefault;
}

const setSubscribed = (db: Db, kind: EmailListKind, userId: string, on: boolean) => q.writeSwitch(db, userId, switchOf(kind), on);

async function member(db: Db, secret: string, token: string) {
  const t = readUnsubscribeToken(secret, token);
  if (!t) throw notFound(invalidLink);
  if (!(await q.userExists(db, t.userId))) throw notFound(invalidLink);
  return t;
}

async function stateOf(db: Db, kind: EmailListKind, userId: string): Promise<EmailSubscriptionState> {
  const rarer = lessOftenKind[kind];
  return {
    kind,
    label: emailListLabels[kind],
    subscribed: await isSubscribed(db, kind, userId),
    lessOften: rarer ? { kind: rarer, label: emailListLabels[rarer], subscribed: await isSubscribed(db, rarer, userId) } : null,
  };
}

/** What the landing page shows; reading it changes nothing. */
export async function subscriptionState(deps: { db: Db; env: { JWT_SECRET: string } }, token: string) {
  const t = await member(deps.db, deps.env.JWT_SECRET, token);
  return stateOf(deps.db, t.kind, t.userId);
}

/** One-click (RFC 8058) and the landing page's buttons: change exactly the token's kind for its member. */
export async function changeSubscription(deps: { db: Db; env: { JWT_SECRET: string } }, token: string, action: 'unsubscribe' | 'resubscribe' | 'less_often') {
  const t = await member(deps.db, deps.env.JWT_SECRET, token);
  if (action === 'less_often') {
    const rarer = lessOftenKind[t.kind];
    if (!rarer) throw new AppError('bad_request', 'This e-mail has no less frequent version; you can unsubscribe from it instead.');
    await deps.db.transaction(async (tx) => {
      await setSubscribed(tx, t.kind, t.userId, false);
      await setSubscribed(tx, rarer, t.userId, true);
    });
  } else {
    await setSubscribed(deps.db, t.kind, t.userId, action === 'resubscribe');
  }
  return stateOf(deps.db, t.kind, t.userId);
}
