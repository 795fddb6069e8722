import { messages } from '@portal/shared/accounts';
import { hashPassword, newToken, readDeviceCookie, sha256, signDeviceCookie } from '../../lib/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, takeSlot } from '../../lib/rate-limit.ts';
import { clearEvents } from '../../lib/rate-limit.queries.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import * as q from './accounts.queries.ts';
import { type Client, createSession, type Session } from './sessions.service.ts';

const CONFIRM_TTL = 60 * 60 * 24 * 2;
const RESET_TTL = 60 * 60;
/** A new confirmation link (the previous ones stop working) in the outbox; false when `dedupeKey` was already queued. */
async function sendConfirmation(deps: Deps, db: Db, user: { id: string; email: string }, dedupeKey?: string): Promise<boolean> {
  const { token, hash } = newToken();
  await q.invalidateTokens(db, user.id, 'confirm_email');
  await q.insertEmailToken(db, { userId: user.id, email: user.email, kind: 'confirm_email', hash, ttlSeconds: CONFIRM_TTL });
  const url = `${deps.env.APP_URL}/auth/callback?token=${encodeURIComponent(token)}`;
  return enqueueEmail(db, {
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
    dedupeKey,
  });
}

/**
 * Account e-mails (reset link, confirmation, 'someone tried to sign up') to one address: at most
 * ACCOUNT_MAILS_PER_HOUR, whatever the IPs asking. Over it nothing is sent, silently: the answer stays
 * the same, so it reveals neither the limit nor whether the address has an account.
 */
const ACCOUNT_MAILS_PER_HOUR = 5;
const mailSlot = async (deps: Deps, email: string) => (await takeSlot(deps.db, 'account-mail', email.toLowerCase(), ACCOUNT_MAILS_PER_HOUR, 3600)).ok;

/**
 * With an Idempotency-Key (decision 2506) the e-mail a sign-up queues carries it (outbox dedupe key, per
 * address): it commits with what the sign-up writes, and a repeat finds it and answers the same, sending nothing.
 */
const signupMailKey = (email: string, key: string) => `signup:${email.toLowerCase()}:${key}`;
/** Thrown inside a sign-up's transaction when its e-mail was already queued by a concurrent repeat: roll back. */
class AlreadyQueued extends Error {}
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Sign-up never reveals whether the address already has an account. A new account and its confirmation
 * e-mail commit together; with an idempotency key a repeat (same address, same key) answers the same and
 * writes and sends nothing, nor counts toward the limits.
 */
export async function signup(deps: Deps, input: { email: string; password: string }, client: Client, idempotencyKey: string | null = null): Promise<void> {
  const dedupeKey = idempotencyKey ? signupMailKey(input.email, idempotencyKey) : undefined;
  if (dedupeKey && (await q.mailQueued(deps.db, dedupeKey))) return;
  await enforceLimit(deps.db, 'signup', `ip:${client.ip}`, deps.env.SIGNUP_LIMIT_PER_HOUR, 3600, 'Too many sign-up attempts. Please try again later.');
  const existing = await q.findUserByEmail(deps.db, input.email);
  let write: (tx: Db) => Promise<boolean>;
  if (existing) {
    if (!(await mailSlot(deps, existing.email))) return;
    write = (tx) =>
      existing.emailConfirmedAt
        ? enqueueEmail(tx, {
            to: existing.email,
            subject: 'Someone tried to sign up with your e-mail address',
            text: `Someone tried to create an AI Testing Hub account with this address, which already has an account.\n\nSign in: ${deps.env.APP_URL}/login\nForgot your password? ${deps.env.APP_URL}/forgot-password\n\nIf this was not you, no action is needed.`,
            dedupeKey,
          })
        : sendConfirmation(deps, tx, existing, dedupeKey);
  } else {
    const passwordHash = await hashPassword(input.password);
    write = async (tx) => sendConfirmation(deps, tx, await q.insertUser(tx, { email: input.email, passwordHash }), dedupeKey);
  }
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await write(tx as unknown as Db))) throw new AlreadyQueued();
    });
  } catch (err) {
    // A concurrent repeat queued the e-mail first, or two sign-ups for one address at once (the loser
    // behaves like an existing account): nothing more to send.
    if (err instanceof AlreadyQueued || isUniqueViolation(err)) return;
    throw err;
  }
  deps.nudge();
}

export async function resendConfirmation(deps: Deps, email: string, client: Client): Promise<void> {
  await enforceLimit(deps.db, 'resend', `ip:${client.ip}`, 10, 3600, 'Too many requests. Please try again later.');
  if (!(await mailSlot(deps, email))) return;
  const user = await q.findUserByEmail(deps.db, email);
  if (user && !user.emailConfirmedAt) {
    await sendConfirmation(deps, deps.db, user);
    deps.nudge();
  }
}

/** Confirms the address from the e-mailed link, then signs the user in. */
export async function confirmEmail(deps: Deps, token: string, client: Client): Promise<Session> {
  const t = await q.consumeEmailToken(deps.db, 'confirm_email', sha256(token));
  if (!t?.userId) throw new AppError('bad_request', messages.confirmInvalid);
  const user = await q.findUserById(deps.db, t.userId);
  if (!user || user.email !== t.email) throw new AppError('bad_request', messages.confirmInvalid);
  await q.confirmAddress(deps.db, user.id, user.emailConfirmedAt);
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

/** The answer is the same whether or not the address has an account. */
export async function forgotPassword(deps: Deps, email: string, client: Client): Promise<void> {
  await enforceLimit(deps.db, 'forgot', `ip:${client.ip}`, 10, 3600, 'Too many requests. Please try again later.');
  if (!(await mailSlot(deps, email))) return;
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) return;
  const { token, hash } = newToken();
  // The new link replaces the old ones only once it is queued: one transaction.
  await deps.db.transaction(async (tx) => {
    await q.invalidateTokens(tx, user.id, 'reset_password');
    await q.insertEmailToken(tx, { userId: user.id, email: user.email, kind: 'reset_password', hash, ttlSeconds: RESET_TTL });
    const url = `${deps.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, {
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
  });
  deps.nudge();
}

/** Returns the known-device cookie for the browser that followed the link (it proved the mailbox). */
export async function resetPassword(deps: Deps, token: string, password: string, device?: string | null): Promise<string> {
  // Hashed first: the transaction below holds the token's row (and on PGlite the one connection) only for its writes.
  const passwordHash = await hashPassword(password);
  // The link is used up exactly when the password is set and every session revoked: one transaction.
  const t = await deps.db.transaction(async (tx) => {
    const used = await q.consumeEmailToken(tx, 'reset_password', sha256(token));
    if (!used?.userId) return null;
    await q.setPassword(tx, used.userId, passwordHash);
    await q.revokeAllSessions(tx, used.userId);
    // Following the link proves the address: the account's failure counter starts again.
    await clearEvents(tx, 'login_account', used.email);
    return { ...used, userId: used.userId };
  });
  if (!t) throw new AppError('bad_request', messages.resetInvalid);
  return signDeviceCookie(deps.env.JWT_SECRET, t.userId, readDeviceCookie(deps.env.JWT_SECRET, device)?.deviceId);
}

export async function me(deps: Deps, userId: string) {
  const row = await q.meRow(deps.db, userId);
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
