import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_UPLOADS_PER_HOUR,
  avatarMessages,
  preferencesMessages,
  type savePreferencesRequest,
  sniffImageType,
} from '@portal/shared/profile';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/auth.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { createSemaphore } from '../../lib/semaphore.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import * as ad from './account-data.queries.ts';
import * as q from './profile.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const arr = (v: string[] | string | null | undefined): string[] => {
  if (!v) return [];
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
};

async function requireProfile(deps: Deps, userId: string) {
  const p = await q.findProfile(deps.db, userId);
  if (!p) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
  return p;
}

export async function getProfile(deps: Deps, userId: string) {
  const p = await requireProfile(deps, userId);
  const s = p.is_pro ? await q.activeSubscription(deps.db, userId) : null;
  return {
    profile: { id: p.id, email: p.email, fullName: p.full_name, jobTitle: p.job_title, company: p.company, avatarUrl: p.avatar_url, isPro: p.is_pro },
    subscription: s
      ? { planType: s.plan_type, status: s.status, startDate: iso(s.start_date), endDate: iso(s.end_date), discountPercentage: s.discount_percentage ?? 0 }
      : null,
  };
}

export async function getPreferences(deps: Deps, userId: string) {
  const p = await requireProfile(deps, userId);
  const [n, d, topics, vendors] = await Promise.all([
    q.notificationPrefs(deps.db, userId),
    q.digestPrefs(deps.db, userId),
    q.topicOptions(deps.db),
    q.vendorOptions(deps.db),
  ]);
  return {
    personal: { fullName: p.full_name, jobTitle: p.job_title, company: p.company },
    avatarUrl: p.avatar_url,
    email: p.email,
    isPro: p.is_pro,
    theme: (p.theme as 'light' | 'dark' | 'system' | null) ?? null,
    notifications: {
      emailNotifications: n?.email_notifications ?? true,
      allWebinars: n?.all_webinars ?? false,
      upcomingWebinars: n?.upcoming_webinars ?? true,
      featuredWebinars: n?.featured_webinars ?? false,
    },
    digest: {
      dailyDigest: d?.daily_digest ?? false,
      weeklyDigest: d?.weekly_digest ?? false,
      biweeklyDigest: d?.biweekly_digest ?? false,
      monthlyDigest: d?.monthly_digest ?? false,
      preferredTopics: arr(d?.preferred_topics),
      preferredVendors: arr(d?.preferred_vendors),
    },
    options: { topics, vendors },
  };
}

/** Personal info, notification switches, digests and theme saved together; daily digests only for Pro. */
export async function savePreferences(deps: Deps, userId: string, input: z.output<typeof savePreferencesRequest>) {
  const p = await requireProfile(deps, userId);
  if (input.digest.dailyDigest && !p.is_pro)
    throw new AppError('forbidden', preferencesMessages.dailyProOnly, { 'digest.dailyDigest': preferencesMessages.dailyProOnly });
  const topics = await q.existingIds(deps.db, 'topics', input.digest.preferredTopics);
  const vendors = await q.existingIds(deps.db, 'vendors', input.digest.preferredVendors);
  await deps.db.transaction(async (tx) => {
    await q.savePersonal(tx, userId, input.personal, input.theme);
    await q.upsertNotificationPrefs(tx, userId, input.notifications);
    await q.upsertDigestPrefs(tx, userId, input.digest, topics, vendors);
  });
  return getPreferences(deps, userId);
}

/** Only the theme (the header toggle); the rest of the preferences are untouched. */
export async function saveTheme(deps: Deps, userId: string, theme: 'light' | 'dark' | 'system') {
  await q.setTheme(deps.db, userId, theme);
  return { theme };
}

const avatarFormats = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' } as const;

/**
 * Image decodes in flight, process-wide: a burst of large uploads waits its turn instead of taking
 * every core (libvips threads) from the other requests. One on a two-core machine, at most two.
 */
export const imageDecodes = createSemaphore(Math.min(2, Math.max(1, availableParallelism() - 1)));

/** Width × height × frames from the image header, without decoding the pixels; null when the header is unreadable. */
async function headerPixels(bytes: Uint8Array, animated: boolean): Promise<number | null> {
  try {
    const m = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    if (!m.width || !m.height) return null;
    const frames = m.pages ?? 1;
    const frameHeight = m.pageHeight ?? Math.ceil(m.height / frames);
    return m.width * frameHeight * frames;
  } catch {
    return null;
  }
}

/**
 * Checks the type by the file's first bytes, re-encodes it (which drops EXIF and every other
 * metadata chunk, after applying the EXIF orientation), stores it at {userId}/avatar.{ext}
 * replacing any earlier one, and saves the public URL on the profile.
 */
export async function uploadAvatar(deps: Deps, userId: string, bytes: Uint8Array) {
  if (!bytes.length) throw new AppError('validation_error', avatarMessages.empty);
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('payload_too_large', avatarMessages.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('unprocessable', avatarMessages.wrongType);
  await enforceLimit(deps.db, 'avatar', userId, AVATAR_UPLOADS_PER_HOUR, 3600, avatarMessages.uploadLimit);
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const pixels = await headerPixels(bytes, animated);
  if (pixels === null) throw new AppError('unprocessable', avatarMessages.invalid);
  if (pixels > AVATAR_MAX_PIXELS) throw new AppError('payload_too_large', avatarMessages.tooManyPixels);
  let out: Buffer;
  try {
    out = await imageDecodes.run(() => {
      // limitInputPixels repeats the budget at decode time, per frame, should a header have lied.
      const img = sharp(bytes, { animated, limitInputPixels: AVATAR_MAX_PIXELS }).rotate();
      const resized = img.resize({ width: 512, height: 512, fit: 'inside', withoutEnlargement: true });
      return resized.toFormat(avatarFormats[type.ext]).toBuffer();
    });
  } catch {
    throw new AppError('unprocessable', avatarMessages.invalid);
  }
  const key = `${userId}/avatar.${type.ext}`;
  const url = await deps.storage.put(key, new Uint8Array(out), type.mime);
  for (const ext of Object.keys(avatarFormats)) {
    if (ext !== type.ext) await deps.storage.remove(`${userId}/avatar.${ext}`).catch(() => {});
  }
  const avatarUrl = `${url}?v=${Date.now()}`;
  await q.setAvatarUrl(deps.db, userId, avatarUrl);
  return { avatarUrl };
}

export async function removeAvatar(deps: Deps, userId: string) {
  for (const ext of Object.keys(avatarFormats)) await deps.storage.remove(`${userId}/avatar.${ext}`).catch(() => {});
  await q.setAvatarUrl(deps.db, userId, null);
  return { avatarUrl: null };
}

async function checkPassword(deps: Deps, userId: string, password: string) {
  const hash = await q.passwordHash(deps.db, userId);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw new AppError('validation_error', 'Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
}

/** Needs the current password; every other session (refresh-token family) is ended. */
export async function changePassword(deps: Deps, userId: string, sessionFamily: string | null, current: string, next: string) {
  await checkPassword(deps, userId, current);
  const hash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    await q.setPassword(tx, userId, hash);
    await q.revokeOtherSessions(tx, userId, sessionFamily);
  });
}

/**
 * Deletes the user: profile, preferences, likes, views, interactions, activations, registrations,
 * votes, subscriptions, orders, notifications, sessions and tokens go with the users row (foreign
 * keys cascade). What is keyed by the e-mail address or id as text is removed here too: queued and
 * sent e-mails, invite tokens, rate-limit events, forum view records and the member's details in vendors' webhook logs. Forum topics and replies
 * stay with user_id set null, shown as 'Anonymous', and other members' reply notifications stop
 * naming the author. The avatar file is removed last.
 */
export async function deleteAccount(deps: Deps, userId: string, password: string) {
  await checkPassword(deps, userId, password);
  await eraseAccount(deps, userId);
}

/**
 * The deletion itself, without the password check (also used by the admin's Delete user).
 * `inTransaction` runs inside the same transaction before the users row goes (e.g. an audit entry).
 * Returns false when the user did not exist.
 */
export async function eraseAccount(deps: Deps, userId: string, inTransaction?: (tx: Db, email: string) => Promise<void>): Promise<boolean> {
  const found = await deps.db.transaction(async (tx) => {
    const email = await ad.lockUserEmail(tx, userId);
    if (email === null) return false;
    if (inTransaction) await inTransaction(tx, email);
    await ad.eraseUser(tx, userId, email);
    return true;
  });
  if (!found) return false;
  for (const ext of Object.keys(avatarFormats)) await deps.storage.remove(`${userId}/avatar.${ext}`).catch(() => {});
  return true;
}

/** "Download my data": everything stored about the member, as one JSON document. */
export async function exportData(deps: Deps, userId: string) {
  return { exportedAt: new Date().toISOString(), ...(await ad.exportRows(deps.db, userId)) };
}
