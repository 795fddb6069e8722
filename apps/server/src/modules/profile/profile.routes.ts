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
import * as profile from '@portal/shared/profile-contracts';
import type { Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { verifyAccessToken } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { bindContract, route } from '../../lib/route.ts';
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

export function registerProfileRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(profile.getProfile, { answer: profileResponse }), async (c, { user }) => service.getProfile(c.get('deps'), user.id));

  route(app, bindContract(profile.getPreferences, { answer: preferencesResponse }), async (c, { user }) => service.getPreferences(c.get('deps'), user.id));

  route(app, bindContract(profile.savePreferences, { body: savePreferencesRequest, answer: preferencesResponse }), async (c, { user, body }) =>
    service.savePreferences(c.get('deps'), user.id, body),
  );

  route(app, bindContract(profile.saveTheme, { body: themeRequest, answer: themeResponse }), async (c, { user, body }) =>
    service.saveTheme(c.get('deps'), user.id, body.theme),
  );

  route(app, bindContract(profile.uploadAvatar, { answer: avatarResponse }), async (c, { user }) =>
    service.uploadAvatar(c.get('deps'), user.id, await readLimited(c, AVATAR_MAX_BYTES)),
  );

  route(app, bindContract(profile.removeAvatar, { answer: avatarResponse }), async (c, { user }) => service.removeAvatar(c.get('deps'), user.id));

  route(app, bindContract(profile.changePassword, { body: changePasswordRequest, answer: messageResponse }), async (c, { user, body }) => {
    await service.changePassword(c.get('deps'), user.id, await sessionFamily(c), body.currentPassword, body.newPassword);
    return { message: 'Your password has been changed. Other sessions were signed out.' };
  });

  route(app, bindContract(profile.deleteAccount, { body: deleteAccountRequest, answer: messageResponse }), async (c, { user, body }) => {
    await service.deleteAccount(c.get('deps'), user.id, body.password);
    deleteCookie(c, 'portal_rt', { path: '/api/auth' });
    return { message: 'Your account has been deleted.' };
  });

  route(app, bindContract(profile.exportData, {}), async (c, { user }) => {
    const data = await service.exportData(c.get('deps'), user.id);
    c.header('Content-Disposition', 'attachment; filename="ai-testing-hub-my-data.json"');
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });
}
