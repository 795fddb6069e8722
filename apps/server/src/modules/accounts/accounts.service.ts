import { randomUUID } from 'node:crypto';
import { messages } from '@portal/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword, newToken, readDeviceCookie, sha256, signAccessToken, signDeviceCookie, successorToken, verifyPassword } from '../../lib/auth.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { admitAttempt, type Backoff, clearEvents, deleteEvents, enforceLimit, takeSlot } from '../../lib/rate-limit.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import * as q from './accounts.queries.ts';

const CONFIRM_TTL = 60 * 60 * 24 * 2;
const RESET_TTL = 60 * 60;
const UNLOCK_TTL = 60 * 60;
/** A rotated refresh token presented again within this many seconds gets the same successor. */
export const REFRESH_GRACE_SECONDS = 10;

/*
 * Sign-in throttling (docs/decisions/1201-atomic-limits-and-login-throttling.md): no counter locks an
 * account. Each failure counter allows some free failures, then every further attempt must wait a delay
 * that doubles with each failure (answered 429 with Retry-After, without checking the password).
 */
const DAY = 86_400;
export const loginCounters = {
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
type Client = { ip: string; userAgent?: string | null; device?: string | null };

let dummyHash: Promise<string> | null = null;

async function sendConfirmation(deps: Deps, user: { id: string; email: string }) {
  const { token, hash } = newToken();
  await q.invalidateTokens(deps.db, user.id, 'confirm_email');
  await q.insertEmailToken(deps.db, { userId: user.id, email: user.email, kind: 'confirm_email', hash, ttlSeconds: CONFIRM_TTL });
  const url = `${deps.env.APP_URL}/auth/callback?token=${encodeURIComponent(token)}`;
  await enqueueEmail(deps.db, {
    to: user.email,
    subject: 'Confirm your e-mail address',
    text: `Welcome to AI Testing Hub!\n\nConfirm your e-mail address to finish creating your account:\n${url}\n\nThe link is valid for 48 hours. If you did not sign up, ignore this message.`,
    html: simpleHtml({
      heading: 'Confirm your e-mail address',
      paragraphs: [
        'Welcome to AI Testing Hub! Confirm your e-mail address to finish creating your account.',
        'The link is valid for 48 hours. If you did not sign up, ignore this message.',
      ],
      action: { label: 'Confirm e-mail address', url },
    }),
  });
  deps.nudge();
}

/** Sign-up never reveals whether the address already has an account. */
export async function signup(deps: Deps, input: { email: string; password: string }, client: Client): Promise<void> {
  await enforceLimit(deps.db, 'signup', `ip:${client.ip}`, deps.env.SIGNUP_LIMIT_PER_HOUR, 3600, 'Too many sign-up attempts. Please try again later.');
  const existing = await q.findUserByEmail(deps.db, input.email);
  if (existing) {
    if (!existing.emailConfirmedAt) {
      await sendConfirmation(deps, existing);
    } else {
      await enqueueEmail(deps.db, {
        to: existing.email,
        subject: 'Someone tried to sign up with your e-mail address',
        text: `Someone tried to create an AI Testing Hub account with this address, which already has an account.\n\nSign in: ${deps.env.APP_URL}/login\nForgot your password? ${deps.env.APP_URL}/forgot-password\n\nIf this was not you, no action is needed.`,
      });
      deps.nudge();
    }
    return;
  }
  const passwordHash = await hashPassword(input.password);
  let user: { id: string; email: string };
  try {
    user = await q.insertUser(deps.db, { email: input.email, passwordHash });
  } catch (err) {
    // Two sign-ups for one address at once: the loser behaves like an existing account.
    if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') return;
    throw err;
  }
  await sendConfirmation(deps, user);
}

export async function resendConfirmation(deps: Deps, email: string, client: Client): Promise<void> {
  await enforceLimit(deps.db, 'resend', `ip:${client.ip}`, 10, 3600, 'Too many requests. Please try again later.');
  const user = await q.findUserByEmail(deps.db, email);
  if (user && !user.emailConfirmedAt) await sendConfirmation(deps, user);
}

async function createSession(deps: Deps, user: { id: string; email: string }, client: Client, familyId = randomUUID()): Promise<Session> {
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
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  const session = await createSession(deps, user, client);
  return { ...session, deviceCookie: signDeviceCookie(env.JWT_SECRET, user.id, known?.deviceId) };
}

/** E-mails a single-use link that marks the browser opening it as a known device (at most one an hour). */
async function sendUnlockLink(deps: Deps, user: { id: string; email: string }) {
  if (!(await takeSlot(deps.db, 'unlock_mail', user.id, 1, 3600)).ok) return;
  const { token, hash } = newToken();
  await q.invalidateTokens(deps.db, user.id, 'unlock');
  await q.insertEmailToken(deps.db, { userId: user.id, email: user.email, kind: 'unlock', hash, ttlSeconds: UNLOCK_TTL });
  const url = `${deps.env.APP_URL}/unlock?token=${encodeURIComponent(token)}`;
  await enqueueEmail(deps.db, {
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
  deps.nudge();
}

/** Consumes an unlock link: the browser becomes a known device of that account (its own failures only count). */
export async function unlock(deps: Deps, token: string, device: string | null | undefined): Promise<string> {
  const t = await q.consumeEmailToken(deps.db, 'unlock', sha256(token));
  if (!t?.userId) throw new AppError('bad_request', messages.unlockInvalid);
  const current = readDeviceCookie(deps.env.JWT_SECRET, device);
  return signDeviceCookie(deps.env.JWT_SECRET, t.userId, current?.deviceId);
}

/** Confirms the address from the e-mailed link, then signs the user in. */
export async function confirmEmail(deps: Deps, token: string, client: Client): Promise<Session> {
  const t = await q.consumeEmailToken(deps.db, 'confirm_email', sha256(token));
  if (!t?.userId) throw new AppError('bad_request', messages.confirmInvalid);
  const user = await q.findUserById(deps.db, t.userId);
  if (!user || user.email !== t.email) throw new AppError('bad_request', messages.confirmInvalid);
  await deps.db
    .update(users)
    .set({ emailConfirmedAt: user.emailConfirmedAt ?? new Date(), lastSignInAt: new Date() })
    .where(eq(users.id, user.id));
  if (!user.emailConfirmedAt) {
    await createNotification(deps.db, {
      userId: user.id,
      kind: 'system',
      title: 'Welcome to AI Testing Hub',
      body: 'Choose your notification and digest preferences to hear about the webinars and vendors you care about.',
      link: '/preferences',
      dedupeKey: `welcome:${user.id}`,
    });
  }
  return createSession(deps, user, client);
}

type SessionRow = { id: string; user_id: string; family_id: string; revoked_at: Date | null; replaced_at: Date | null; in_grace: boolean; expired: boolean };

const lockSession = async (tx: Db, hash: string) =>
  rowsOf<SessionRow>(
    await tx.execute(sql`
      select id, user_id, family_id, revoked_at, replaced_at, expires_at <= now() as expired,
        coalesce(replaced_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS}), false) as in_grace
      from refresh_sessions where token_hash = ${hash} for update`),
  )[0];

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
    const s = await lockSession(tx, sha256(refreshToken));
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
        const next = await lockSession(tx, sha256(token));
        if (!next || next.revoked_at || next.expired || next.family_id !== s.family_id) break;
        if (!next.replaced_at) return { userId: s.user_id, familyId: s.family_id, token } as const;
        if (!next.in_grace) break;
      }
      return theft();
    }
    if (s.expired) return { error: expired } as const;
    await tx.execute(sql`update refresh_sessions set replaced_at = now() where id = ${s.id}`);
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
  const [u] = rowsOf<{ id: string; email: string }>(await deps.db.execute(sql`select id, email from users where id = ${result.userId}`));
  if (!u) throw new AppError('unauthorized', expired);
  const access = await signAccessToken(secret, deps.env.ACCESS_TOKEN_TTL_SECONDS, u, result.familyId);
  return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken: result.token, user: u };
}

export async function logout(deps: Deps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const [s] = rowsOf<{ family_id: string }>(await deps.db.execute(sql`select family_id from refresh_sessions where token_hash = ${sha256(refreshToken)}`));
  if (s) await q.revokeFamily(deps.db, s.family_id);
}

/** The answer is the same whether or not the address has an account. */
export async function forgotPassword(deps: Deps, email: string, client: Client): Promise<void> {
  await enforceLimit(deps.db, 'forgot', `ip:${client.ip}`, 10, 3600, 'Too many requests. Please try again later.');
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) return;
  const { token, hash } = newToken();
  await q.invalidateTokens(deps.db, user.id, 'reset_password');
  await q.insertEmailToken(deps.db, { userId: user.id, email: user.email, kind: 'reset_password', hash, ttlSeconds: RESET_TTL });
  const url = `${deps.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueEmail(deps.db, {
    to: user.email,
    subject: 'Reset your password',
    text: `We received a request to reset your AI Testing Hub password.\n\nChoose a new password here (the link works once and expires in 1 hour):\n${url}\n\nIf you did not ask for this, ignore this message; your password stays the same.`,
    html: simpleHtml({
      heading: 'Reset your password',
      paragraphs: [
        'We received a request to reset your AI Testing Hub password. The link works once and expires in 1 hour.',
        'If you did not ask for this, ignore this message; your password stays the same.',
      ],
      action: { label: 'Choose a new password', url },
    }),
  });
  deps.nudge();
}

/** Returns the known-device cookie for the browser that followed the link (it proved the mailbox). */
export async function resetPassword(deps: Deps, token: string, password: string, device?: string | null): Promise<string> {
  const t = await q.consumeEmailToken(deps.db, 'reset_password', sha256(token));
  if (!t?.userId) throw new AppError('bad_request', messages.resetInvalid);
  const passwordHash = await hashPassword(password);
  // Following the e-mailed link also proves the address.
  await deps.db
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, t.userId));
  await q.revokeAllSessions(deps.db, t.userId);
  // Following the link proves the address: the account's failure counter starts again.
  await clearEvents(deps.db, 'login_account', t.email);
  return signDeviceCookie(deps.env.JWT_SECRET, t.userId, readDeviceCookie(deps.env.JWT_SECRET, device)?.deviceId);
}

export async function me(deps: Deps, userId: string) {
  const [row] = rowsOf<{
    id: string;
    email: string;
    full_name: string | null;
    job_title: string | null;
    company: string | null;
    avatar_url: string | null;
    theme: string | null;
    is_admin: boolean;
    is_pro: boolean;
    is_vendor_admin: boolean;
    vendor_id: string | null;
    vendor_name: string | null;
  }>(
    await deps.db.execute(sql`
      select p.id, p.email, p.full_name, p.job_title, p.company, p.avatar_url, p.theme, p.is_admin, p.is_pro, p.is_vendor_admin,
        v.id as vendor_id, v.name as vendor_name
      from profiles p
      left join lateral (select id, name from vendors where lower(vendor_manager_email) = p.email order by name limit 1) v on true
      where p.id = ${userId}`),
  );
  if (!row) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
  const domain = deps.env.COMPANY_DOMAIN.toLowerCase();
  return {
    user: { id: row.id, email: row.email },
    profile: {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      jobTitle: row.job_title,
      company: row.company,
      avatarUrl: row.avatar_url,
      isPro: row.is_pro,
      theme: row.theme === 'light' || row.theme === 'dark' || row.theme === 'system' ? (row.theme as 'light' | 'dark' | 'system') : null,
    },
    roles: {
      admin: row.is_admin,
      vendorManager: row.vendor_id ? { vendorId: row.vendor_id, vendorName: row.vendor_name ?? '' } : null,
      vendorAdmin: row.is_vendor_admin,
      pro: row.is_pro,
      staff: row.email.endsWith(`@${domain}`),
    },
  };
}
