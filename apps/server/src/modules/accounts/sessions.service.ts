import { randomUUID } from 'node:crypto';
import { messages } from '@portal/shared/accounts';
import type { Db } from '../../db/client.ts';
import { hashPassword, newToken, readDeviceCookie, sha256, signAccessToken, signDeviceCookie, successorToken, verifyPassword } from '../../lib/auth.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { admitAttempt, type Backoff, takeSlot } from '../../lib/rate-limit.ts';
import { clearEvents, deleteEvents } from '../../lib/rate-limit.queries.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import * as q from './accounts.queries.ts';

/* Sessions: sign-in with throttling, the unlock link, refresh-token rotation and sign-out. */

const UNLOCK_TTL = 60 * 60;
/** A rotated refresh token presented again within this many seconds gets the same successor. */
const REFRESH_GRACE_SECONDS = 10;

/*
 * Sign-in throttling (docs/decisions/1201-atomic-limits-and-login-throttling.md): no counter locks an
 * account. Each failure counter allows some free failures, then every further attempt must wait a delay
 * that doubles with each failure (answered 429 with Retry-After, without checking the password).
 */
const DAY = 86_400;
const loginCounters = {
  /** This address from this IP: the brute-force guard. */
  pair: (email: string, ip: string): Backoff => ({
    bucket: 'login_pair',
    key: `${email}|${ip}`,
    free: 5,
    windowSeconds: DAY,
    baseSeconds: 30,
    capSeconds: 3600,
  }),
  /** This IP across addresses (credential stuffing); LOGIN_FAILS_PER_IP free failures an hour. */
  ip: (ip: string, free: number): Backoff => ({ bucket: 'login_ip', key: ip, free, windowSeconds: 3600, baseSeconds: 30, capSeconds: 900 }),
  /** This address from any IP (a distributed guess); a known device or the unlock link gets past it. */
  account: (email: string): Backoff => ({ bucket: 'login_account', key: email, free: 10, windowSeconds: DAY, baseSeconds: 30, capSeconds: 3600 }),
  /** A browser that signed in to this account before: only its own failures count. */
  device: (deviceId: string): Backoff => ({ bucket: 'login_device', key: deviceId, free: 5, windowSeconds: DAY, baseSeconds: 30, capSeconds: 3600 }),
};

export type Session = {
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
  user: { id: string; email: string };
  /** Set after a password sign-in: the signed 'known device' cookie value. */
  deviceCookie?: string;
};
export type Client = { ip: string; userAgent?: string | null; device?: string | null };

let dummyHash: Promise<string> | null = null;

export async function createSession(deps: Deps, user: { id: string; email: string }, client: Client, familyId = randomUUID()): Promise<Session> {
  const { token, hash } = newToken();
  await q.insertSession(deps.db, { userId: user.id, familyId, hash, ttlDays: deps.env.REFRESH_TOKEN_TTL_DAYS, userAgent: client.userAgent, ip: client.ip });
  const access = await signAccessToken(deps.env.JWT_SECRET, deps.env.ACCESS_TOKEN_TTL_SECONDS, user, familyId);
  return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken: token, user: { id: user.id, email: user.email } };
}

/**
 * Sign-in. The throttle decision and the failure count are one atomic step taken before the password
 * is checked (the attempt is recorded as a failure up front and taken back on success), so parallel
 * attempts on any number of processes get exactly the free tries; a throttled attempt never reaches
 * the password check. A known device (signed cookie from an earlier sign-in to this account, or set by
 * the e-mailed unlock link) is judged by its own failures only, so nobody else can keep its owner out.
 */
export async function login(deps: Deps, input: { email: string; password: string }, client: Client): Promise<Session> {
  const { db, env } = deps;
  const user = await q.findUserByEmail(db, input.email);
  const device = readDeviceCookie(env.JWT_SECRET, client.device);
  const known = device && user && device.userId === user.id ? device : null;
  const counters = known
    ? [loginCounters.device(known.deviceId)]
    : [loginCounters.pair(input.email, client.ip), loginCounters.ip(client.ip, env.LOGIN_FAILS_PER_IP), loginCounters.account(input.email)];
  const decision = await admitAttempt(db, counters);
  if (!decision.ok) {
    // Only the account's own counter sends the link: an address throttled for trying many accounts must
    // not make us e-mail each of them.
    if (user?.emailConfirmedAt && decision.throttled.some((c) => c.bucket === 'login_account')) {
      await sendUnlockLink(deps, user).catch((err) => deps.log.warn({ err }, 'sending the unlock link failed'));
    }
    throw new AppError('rate_limited', messages.tooManyAttempts(decision.retryAfter), undefined, decision.retryAfter);
  }

  dummyHash ??= hashPassword('not-a-real-password');
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await dummyHash, input.password); // same work for unknown addresses
  if (!user || !ok) throw new AppError('unauthorized', messages.invalidCredentials);

  // Not a failure after all: take the attempt back and forget this pair's (or device's) earlier failures.
  await deleteEvents(db, decision.eventIds);
  if (known) await clearEvents(db, 'login_device', known.deviceId);
  else await clearEvents(db, 'login_pair', `${input.email}|${client.ip}`);
  if (!user.emailConfirmedAt) throw new AppError('forbidden', messages.confirmFirst, { action: 'resend-confirmation' });
  await q.markSignedIn(db, user.id);
  const session = await createSession(deps, user, client);
  return { ...session, deviceCookie: signDeviceCookie(env.JWT_SECRET, user.id, known?.deviceId) };
}

/** E-mails a single-use link that marks the browser opening it as a known device (at most one an hour). */
async function sendUnlockLink(deps: Deps, user: { id: string; email: string }) {
  if (!(await takeSlot(deps.db, 'unlock_mail', user.id, 1, 3600)).ok) return;
  const { token, hash } = newToken();
  // The new link replaces the old ones only once it is queued: one transaction.
  await deps.db.transaction(async (tx) => {
    await q.invalidateTokens(tx, user.id, 'unlock');
    await q.insertEmailToken(tx, { userId: user.id, email: user.email, kind: 'unlock', hash, ttlSeconds: UNLOCK_TTL });
    const url = `${deps.env.APP_URL}/unlock?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, {
      to: user.email,
      subject: 'Sign-in attempts on your account',
      text: `There were many failed attempts to sign in to your AI Testing Hub account, so new sign-ins are being slowed down.\n\nIf it was you, open this link on the device you want to use (it works once and expires in 1 hour), then sign in with your password:\n${url}\n\nIf it was not you, your account is safe as long as your password is: nobody got in. Consider choosing a stronger password: ${deps.env.APP_URL}/forgot-password`,
      html: simpleHtml({
        heading: 'Sign-in attempts on your account',
        paragraphs: [
          'There were many failed attempts to sign in to your AI Testing Hub account, so new sign-ins are being slowed down.',
          'If it was you, open this link on the device you want to use (it works once and expires in 1 hour), then sign in with your password.',
          'If it was not you, nobody got in. Consider choosing a stronger password.',
        ],
        action: { label: 'Trust this device', url },
      }),
    });
  });
  deps.nudge();
}

/** Consumes an unlock link: the browser becomes a known device of that account (its own failures only count). */
export async function unlock(deps: Deps, token: string, device: string | null | undefined): Promise<string> {
  const t = await q.consumeEmailToken(deps.db, 'unlock', sha256(token));
  if (!t?.userId) throw new AppError('bad_request', messages.unlockInvalid);
  const current = readDeviceCookie(deps.env.JWT_SECRET, device);
  return signDeviceCookie(deps.env.JWT_SECRET, t.userId, current?.deviceId);
}

/**
 * Rotates the refresh token. The successor is derived from the presented token (successorToken), so a
 * second refresh with the same cookie within REFRESH_GRACE_SECONDS (two tabs, a retried request) gets
 * the same successor and a fresh access token. Presenting a rotated token after that window, or a
 * revoked one, is treated as theft: the whole session family is revoked.
 */
export async function refresh(deps: Deps, refreshToken: string, client: Client): Promise<Session> {
  const expired = 'Your session has expired. Please sign in again.';
  const secret = deps.env.JWT_SECRET;
  const result = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const s = await q.lockSession(tx, sha256(refreshToken), REFRESH_GRACE_SECONDS);
    if (!s) return { error: expired } as const;
    const theft = async () => {
      await q.revokeFamily(tx, s.family_id);
      return { error: 'Your session was ended. Please sign in again.', reuse: true } as const;
    };
    if (s.revoked_at) return theft();
    if (s.replaced_at) {
      if (!s.in_grace) return theft();
      // Follow the chain of successors (each rotated within the window) to the live one.
      let token = refreshToken;
      for (let i = 0; i < 5; i++) {
        token = successorToken(secret, token);
        const next = await q.lockSession(tx, sha256(token), REFRESH_GRACE_SECONDS);
        if (!next || next.revoked_at || next.expired || next.family_id !== s.family_id) break;
        if (!next.replaced_at) return { userId: s.user_id, familyId: s.family_id, token } as const;
        if (!next.in_grace) break;
      }
      return theft();
    }
    if (s.expired) return { error: expired } as const;
    await q.markReplaced(tx, s.id);
    const token = successorToken(secret, refreshToken);
    await q.insertSession(tx, {
      userId: s.user_id,
      familyId: s.family_id,
      hash: sha256(token),
      ttlDays: deps.env.REFRESH_TOKEN_TTL_DAYS,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return { userId: s.user_id, familyId: s.family_id, token } as const;
  });
  if ('error' in result) {
    if ('reuse' in result) deps.log.warn({ ip: client.ip }, 'refresh token reuse detected; session family revoked');
    throw new AppError('unauthorized', result.error ?? expired);
  }
  const found = await q.findUserById(deps.db, result.userId);
  if (!found) throw new AppError('unauthorized', expired);
  const u = { id: found.id, email: found.email };
  const access = await signAccessToken(secret, deps.env.ACCESS_TOKEN_TTL_SECONDS, u, result.familyId);
  return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken: result.token, user: u };
}

export async function logout(deps: Deps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const family = await q.familyOf(deps.db, sha256(refreshToken));
  if (family) await q.revokeFamily(deps.db, family);
}
