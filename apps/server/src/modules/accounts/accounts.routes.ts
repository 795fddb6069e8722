import {
  emailOnlyRequest,
  loginRequest,
  meResponse,
  messageResponse,
  messages,
  resetPasswordRequest,
  sessionResponse,
  signupRequest,
  tokenRequest,
} from '@portal/shared/accounts';
import * as accounts from '@portal/shared/accounts-contracts';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientIp, DEVICE_COOKIE_MAX_AGE } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './accounts.service.ts';
import * as sessions from './sessions.service.ts';

const REFRESH_COOKIE = 'portal_rt';
/** Signed 'known device' cookie: a browser that signed in to the account before (see login throttling). */
const DEVICE_COOKIE = 'portal_kd';
const COOKIE_PATH = '/api/auth';

const client = (c: Context<AppEnv>) => ({ ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null, device: getCookie(c, DEVICE_COOKIE) ?? null });

function setDeviceCookie(c: Context<AppEnv>, value: string) {
  setCookie(c, DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: c.get('deps').env.APP_URL.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}

function issue(c: Context<AppEnv>, s: sessions.Session) {
  const { env } = c.get('deps');
  if (s.deviceCookie) setDeviceCookie(c, s.deviceCookie);
  setCookie(c, REFRESH_COOKIE, s.refreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: env.APP_URL.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: env.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
  return { accessToken: s.accessToken, expiresAt: s.expiresAt, user: s.user };
}

export function registerAccountRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(accounts.signup, { body: signupRequest, answer: messageResponse }), async (c, { body }) => {
    await service.signup(c.get('deps'), body, client(c), idempotencyKey(c));
    return { message: messages.signupSent };
  });

  route(app, bindContract(accounts.resendConfirmation, { body: emailOnlyRequest, answer: messageResponse }), async (c, { body }) => {
    await service.resendConfirmation(c.get('deps'), body.email, client(c));
    return { message: 'If that address is waiting for confirmation, a new link is on its way.' };
  });

  route(app, bindContract(accounts.confirmEmail, { body: tokenRequest, answer: sessionResponse }), async (c, { body }) =>
    issue(c, await service.confirmEmail(c.get('deps'), body.token, client(c))),
  );

  route(app, bindContract(accounts.login, { body: loginRequest, answer: sessionResponse }), async (c, { body }) =>
    issue(c, await sessions.login(c.get('deps'), body, client(c))),
  );

  route(app, bindContract(accounts.unlock, { body: tokenRequest, answer: messageResponse }), async (c, { body }) => {
    setDeviceCookie(c, await sessions.unlock(c.get('deps'), body.token, getCookie(c, DEVICE_COOKIE)));
    return { message: messages.unlocked };
  });

  route(app, bindContract(accounts.refresh, { answer: sessionResponse }), async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
    try {
      return issue(c, await sessions.refresh(c.get('deps'), token, client(c)));
    } catch (err) {
      deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
      throw err;
    }
  });

  route(app, bindContract(accounts.logout, { answer: messageResponse }), async (c) => {
    await sessions.logout(c.get('deps'), getCookie(c, REFRESH_COOKIE));
    deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
    return { message: 'Signed out' };
  });

  route(app, bindContract(accounts.forgotPassword, { body: emailOnlyRequest, answer: messageResponse }), async (c, { body }) => {
    await service.forgotPassword(c.get('deps'), body.email, client(c));
    return { message: messages.resetSent };
  });

  route(app, bindContract(accounts.resetPassword, { body: resetPasswordRequest, answer: messageResponse }), async (c, { body }) => {
    setDeviceCookie(c, await service.resetPassword(c.get('deps'), body.token, body.password, getCookie(c, DEVICE_COOKIE)));
    return { message: messages.passwordUpdated };
  });

  route(app, bindContract(accounts.me, { answer: meResponse }), async (c, { user }) => service.me(c.get('deps'), user.id));
}
