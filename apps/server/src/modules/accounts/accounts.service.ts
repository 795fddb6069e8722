import { randomUUID } from 'node:crypto';
import { messages } from '@portal/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword, newToken, sha256, signAccessToken, verifyPassword } from '../../lib/auth.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { clearEvents, countRecent, hitLimit, recordEvent } from '../../lib/rate-limit.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import * as q from './accounts.queries.ts';

const CONFIRM_TTL = 60 * 60 * 24 * 2;
const RESET_TTL = 60 * 60;
export const LOGIN_WINDOW = 15 * 60;
export const MAX_FAILS_PER_ACCOUNT = 5;

export type Session = { accessToken: string; expiresAt: number; refreshToken: string; user: { id: string; email: string } };
type Client = { ip: string; userAgent?: string | null };

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
  if (await hitLimit(deps.db, 'signup', `ip:${client.ip}`, deps.env.SIGNUP_LIMIT_PER_HOUR, 3600)) {
    throw new AppError('rate_limited', 'Too many sign-up attempts. Please try again later.');
  }
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
  if (await hitLimit(deps.db, 'resend', `ip:${client.ip}`, 10, 3600)) {
    throw new AppError('rate_limited', 'Too many requests. Please try again later.');
  }
  const user = await q.findUserByEmail(deps.db, email);
  if (user && !user.emailConfirmedAt) await sendConfirmation(deps, user);
}

async function createSession(deps: Deps, user: { id: string; email: string }, client: Client, familyId = randomUUID()): Promise<Session> {
  const { token, hash } = newToken();
  await q.insertSession(deps.db, { userId: user.id, familyId, hash, ttlDays: deps.env.REFRESH_TOKEN_TTL_DAYS, userAgent: client.userAgent, ip: client.ip });
  const access = await signAccessToken(deps.env.JWT_SECRET, deps.env.ACCESS_TOKEN_TTL_SECONDS, user, familyId);
  return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken: token, user: { id: user.id, email: user.email } };
}

/** Failed logins are limited per account and per IP, counted in the database. */
export async function login(deps: Deps, input: { email: string; password: string }, client: Client): Promise<Session> {
  const { db } = deps;
  const accountKey = `email:${input.email}`;
  const ipKey = `ip:${client.ip}`;
  const [byAccount, byIp] = await Promise.all([countRecent(db, 'login_fail', accountKey, LOGIN_WINDOW), countRecent(db, 'login_fail', ipKey, LOGIN_WINDOW)]);
  if (byAccount >= MAX_FAILS_PER_ACCOUNT || byIp >= deps.env.LOGIN_FAILS_PER_IP) throw new AppError('rate_limited', messages.tooManyAttempts);

  const user = await q.findUserByEmail(db, input.email);
  dummyHash ??= hashPassword('not-a-real-password');
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await dummyHash, input.password); // same work for unknown addresses
  if (!user || !ok) {
    await recordEvent(db, 'login_fail', accountKey);
    await recordEvent(db, 'login_fail', ipKey);
    throw new AppError('unauthorized', messages.invalidCredentials);
  }
  if (!user.emailConfirmedAt) throw new AppError('forbidden', messages.confirmFirst, { action: 'resend-confirmation' });
  await clearEvents(db, 'login_fail', accountKey);
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return createSession(deps, user, client);
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

/**
 * Rotates the refresh token. Presenting a token that was already rotated (or revoked) is treated as
 * theft: the whole session family is revoked.
 */
export async function refresh(deps: Deps, refreshToken: string, client: Client): Promise<Session> {
  const hash = sha256(refreshToken);
  const result = await deps.db.transaction(async (tx) => {
    const [s] = rowsOf<{ id: string; user_id: string; family_id: string; revoked_at: Date | null; replaced_at: Date | null; expired: boolean }>(
      await tx.execute(sql`
        select id, user_id, family_id, revoked_at, replaced_at, expires_at <= now() as expired
        from refresh_sessions where token_hash = ${hash} for update`),
    );
    if (!s) return { error: 'Your session has expired. Please sign in again.' } as const;
    if (s.revoked_at || s.replaced_at) {
      await q.revokeFamily(tx as unknown as Db, s.family_id);
      return { error: 'Your session was ended. Please sign in again.', reuse: true } as const;
    }
    if (s.expired) return { error: 'Your session has expired. Please sign in again.' } as const;
    await tx.execute(sql`update refresh_sessions set replaced_at = now() where id = ${s.id}`);
    const [u] = rowsOf<{ id: string; email: string }>(await tx.execute(sql`select id, email from users where id = ${s.user_id}`));
    if (!u) return { error: 'Your session has expired. Please sign in again.' } as const;
    const { token, hash: newHash } = newToken();
    await q.insertSession(tx as unknown as Db, {
      userId: u.id,
      familyId: s.family_id,
      hash: newHash,
      ttlDays: deps.env.REFRESH_TOKEN_TTL_DAYS,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return { user: u, familyId: s.family_id, token } as const;
  });
  if ('error' in result) {
    if ('reuse' in result) deps.log.warn({ ip: client.ip }, 'refresh token reuse detected; session family revoked');
    throw new AppError('unauthorized', result.error ?? 'Your session has expired. Please sign in again.');
  }
  const access = await signAccessToken(deps.env.JWT_SECRET, deps.env.ACCESS_TOKEN_TTL_SECONDS, result.user, result.familyId);
  return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken: result.token, user: result.user };
}

export async function logout(deps: Deps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const [s] = rowsOf<{ family_id: string }>(await deps.db.execute(sql`select family_id from refresh_sessions where token_hash = ${sha256(refreshToken)}`));
  if (s) await q.revokeFamily(deps.db, s.family_id);
}

/** The answer is the same whether or not the address has an account. */
export async function forgotPassword(deps: Deps, email: string, client: Client): Promise<void> {
  if (await hitLimit(deps.db, 'forgot', `ip:${client.ip}`, 10, 3600)) {
    throw new AppError('rate_limited', 'Too many requests. Please try again later.');
  }
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

export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const t = await q.consumeEmailToken(deps.db, 'reset_password', sha256(token));
  if (!t?.userId) throw new AppError('bad_request', messages.resetInvalid);
  const passwordHash = await hashPassword(password);
  // Following the e-mailed link also proves the address.
  await deps.db
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, t.userId));
  await q.revokeAllSessions(deps.db, t.userId);
  await clearEvents(deps.db, 'login_fail', `email:${t.email}`);
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
