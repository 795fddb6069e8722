import { messageResponse } from '@portal/shared/accounts';
import {
  AVATAR_MAX_BYTES,
  avatarMessages,
  avatarResponse,
  changePasswordRequest,
  deleteAccountRequest,
  preferencesResponse,
  profileResponse,
  savePreferencesRequest,
  themeRequest,
  themeResponse,
} from '@portal/shared/profile';
import type { Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { verifyAccessToken } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import * as service from './profile.service.ts';

/** Reads a raw request body, refusing anything over the limit without buffering it all. */
async function readLimited(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) throw new AppError('payload_too_large', avatarMessages.tooLarge);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AppError('payload_too_large', avatarMessages.tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const ch of chunks) {
    out.set(ch, at);
    at += ch.byteLength;
  }
  return out;
}

async function sessionFamily(c: Context<AppEnv>): Promise<string | null> {
  const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  const claims = verifyAccessToken(c.get('deps').env.JWT_SECRET, token);
  return claims?.sid ?? null;
}

/** Every profile operation is the signed-in member's own. */
const mine = { tags: ['profile'], access: 'user' as const };

export function registerProfileRoutes(app: Hono<AppEnv>) {
  route(app, { method: 'get', path: '/api/profile', summary: 'My profile and Pro subscription', ...mine, response: profileResponse }, async (c, { user }) =>
    service.getProfile(c.get('deps'), user.id),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/preferences',
      summary: 'My personal info, notification and digest preferences, theme, and the topic and vendor choices',
      ...mine,
      response: preferencesResponse,
    },
    async (c, { user }) => service.getPreferences(c.get('deps'), user.id),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/preferences',
      summary: 'Save personal info and preferences (daily digest for Pro members only)',
      ...mine,
      body: savePreferencesRequest,
      response: preferencesResponse,
    },
    async (c, { user, body }) => service.savePreferences(c.get('deps'), user.id, body),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/profile/theme',
      summary: 'Save my theme (light, dark or system); signed-in browsers follow it',
      ...mine,
      body: themeRequest,
      response: themeResponse,
    },
    async (c, { user, body }) => service.saveTheme(c.get('deps'), user.id, body.theme),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/profile/avatar',
      summary: 'Upload my avatar (raw PNG, JPEG, WebP or GIF body, at most 2 MB; checked by content and re-encoded)',
      ...mine,
      response: avatarResponse,
      rawBody: true,
    },
    async (c, { user }) => service.uploadAvatar(c.get('deps'), user.id, await readLimited(c, AVATAR_MAX_BYTES)),
  );

  route(app, { method: 'delete', path: '/api/profile/avatar', summary: 'Remove my avatar', ...mine, response: avatarResponse }, async (c, { user }) =>
    service.removeAvatar(c.get('deps'), user.id),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/account/password',
      summary: 'Change my password (current password required); ends my other sessions',
      ...mine,
      body: changePasswordRequest,
      response: messageResponse,
    },
    async (c, { user, body }) => {
      await service.changePassword(c.get('deps'), user.id, await sessionFamily(c), body.currentPassword, body.newPassword);
      return { message: 'Your password has been changed. Other sessions were signed out.' };
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/account/delete',
      summary: 'Delete my account and personal data (forum posts stay, shown as Anonymous)',
      ...mine,
      body: deleteAccountRequest,
      response: messageResponse,
    },
    async (c, { user, body }) => {
      await service.deleteAccount(c.get('deps'), user.id, body.password);
      deleteCookie(c, 'portal_rt', { path: '/api/auth' });
      return { message: 'Your account has been deleted.' };
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/account/export',
      summary: 'Download my data as JSON',
      ...mine,
      produces: 'application/json',
    },
    async (c, { user }) => {
      const data = await service.exportData(c.get('deps'), user.id);
      c.header('Content-Disposition', 'attachment; filename="ai-testing-hub-my-data.json"');
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    },
  );
}
