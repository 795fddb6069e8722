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
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import { type Db, rowsOf } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/auth.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { createSemaphore } from '../../lib/semaphore.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
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

const pgArray = (ids: string[]) => `{${ids.map((s) => `"${s.replace(/["\\]/g, '')}"`).join(',')}}`;

/** Personal info, notification switches, digests and theme saved together; daily digests only for Pro. */
export async function savePreferences(deps: Deps, userId: string, input: z.output<typeof savePreferencesRequest>) {
  const p = await requireProfile(deps, userId);
  if (input.digest.dailyDigest && !p.is_pro)
    throw new AppError('forbidden', preferencesMessages.dailyProOnly, { 'digest.dailyDigest': preferencesMessages.dailyProOnly });
  const topics = await q.existingIds(deps.db, 'topics', input.digest.preferredTopics);
  const vendors = await q.existingIds(deps.db, 'vendors', input.digest.preferredVendors);
  const n = input.notifications;
  const d = input.digest;
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      update profiles set full_name = ${input.personal.fullName}, job_title = ${input.personal.jobTitle}, company = ${input.personal.company},
        theme = ${input.theme}, updated_at = now()
      where id = ${userId}`);
    await tx.execute(sql`
      insert into user_notifications (user_id, email_notifications, all_webinars, upcoming_webinars, featured_webinars, updated_at)
      values (${userId}, ${n.emailNotifications}, ${n.allWebinars}, ${n.upcomingWebinars}, ${n.featuredWebinars}, now())
      on conflict (user_id) do update set email_notifications = excluded.email_notifications, all_webinars = excluded.all_webinars,
        upcoming_webinars = excluded.upcoming_webinars, featured_webinars = excluded.featured_webinars, updated_at = now()`);
    await tx.execute(sql`
      insert into digest_preferences (user_id, daily_digest, weekly_digest, biweekly_digest, monthly_digest, preferred_topics, preferred_vendors, updated_at)
      values (${userId}, ${d.dailyDigest}, ${d.weeklyDigest}, ${d.biweeklyDigest}, ${d.monthlyDigest},
        ${pgArray(topics)}::uuid[], ${pgArray(vendors)}::text[], now())
      on conflict (user_id) do update set daily_digest = excluded.daily_digest, weekly_digest = excluded.weekly_digest,
        biweekly_digest = excluded.biweekly_digest, monthly_digest = excluded.monthly_digest,
        preferred_topics = excluded.preferred_topics, preferred_vendors = excluded.preferred_vendors, updated_at = now()`);
  });
  return getPreferences(deps, userId);
}

/** Only the theme (the header toggle); the rest of the preferences are untouched. */
export async function saveTheme(deps: Deps, userId: string, theme: 'light' | 'dark' | 'system') {
  await deps.db.execute(sql`update profiles set theme = ${theme}, updated_at = now() where id = ${userId}`);
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
  await deps.db.execute(sql`update profiles set avatar_url = ${avatarUrl}, updated_at = now() where id = ${userId}`);
  return { avatarUrl };
}

export async function removeAvatar(deps: Deps, userId: string) {
  for (const ext of Object.keys(avatarFormats)) await deps.storage.remove(`${userId}/avatar.${ext}`).catch(() => {});
  await deps.db.execute(sql`update profiles set avatar_url = null, updated_at = now() where id = ${userId}`);
  return { avatarUrl: null };
}

async function checkPassword(deps: Deps, userId: string, password: string) {
  const [u] = rowsOf<{ password_hash: string }>(await deps.db.execute(sql`select password_hash from users where id = ${userId}`));
  if (!u || !(await verifyPassword(u.password_hash, password))) {
    throw new AppError('validation_error', 'Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
}

/** Needs the current password; every other session (refresh-token family) is ended. */
export async function changePassword(deps: Deps, userId: string, sessionFamily: string | null, current: string, next: string) {
  await checkPassword(deps, userId, current);
  const hash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`update users set password_hash = ${hash}, updated_at = now() where id = ${userId}`);
    await tx.execute(sql`
      update refresh_sessions set revoked_at = now()
      where user_id = ${userId} and revoked_at is null and (${sessionFamily}::uuid is null or family_id <> ${sessionFamily}::uuid)`);
  });
}

/**
 * Deletes the user: profile, preferences, likes, views, interactions, activations, registrations,
 * votes, subscriptions, orders, notifications, sessions and tokens go with the users row (foreign
 * keys cascade). What is keyed by the e-mail address or id as text is removed here too: queued and
 * sent e-mails, invite tokens, rate-limit events and forum view records. Forum topics and replies
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
    const [u] = rowsOf<{ email: string }>(await tx.execute(sql`select email from users where id = ${userId} for update`));
    if (!u) return false;
    if (inTransaction) await inTransaction(tx, u.email);
    await tx.execute(sql`
      update notifications n set title = 'Anonymous' || substr(n.title, strpos(n.title, ' replied to '))
      where n.kind = 'forum_reply' and strpos(n.title, ' replied to ') > 0
        and n.dedupe_key in (select 'forum_reply:' || r.id::text from forum_replies r where r.user_id = ${userId})`);
    await tx.execute(sql`delete from email_outbox where lower(to_address) = lower(${u.email})`);
    await tx.execute(sql`delete from email_tokens where user_id = ${userId} or lower(email) = lower(${u.email})`);
    // Sign-in counters are keyed by the address (alone, or 'address|ip'); the others by the user id.
    const email = u.email.toLowerCase();
    await tx.execute(sql`delete from rate_limit_events where key in (${email}, ${userId}) or starts_with(key, ${`${email}|`})`);
    await tx.execute(sql`delete from forum_topic_views where viewer_key = ${`user:${userId}`}`);
    await tx.execute(sql`delete from users where id = ${userId}`);
    return true;
  });
  if (!found) return false;
  for (const ext of Object.keys(avatarFormats)) await deps.storage.remove(`${userId}/avatar.${ext}`).catch(() => {});
  return true;
}

/** "Download my data": everything stored about the member, as one JSON document. */
export async function exportData(deps: Deps, userId: string) {
  const db = deps.db;
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const [account] = await one<Record<string, unknown>>(sql`select id, email, email_confirmed_at, last_sign_in_at, created_at from users where id = ${userId}`);
  const [profile] = await one<Record<string, unknown>>(
    sql`select full_name, job_title, company, avatar_url, is_pro, theme, created_at, updated_at from profiles where id = ${userId}`,
  );
  return {
    exportedAt: new Date().toISOString(),
    account,
    profile,
    notificationPreferences:
      (await one(sql`select email_notifications, all_webinars, upcoming_webinars, featured_webinars from user_notifications where user_id = ${userId}`))[0] ??
      null,
    digestPreferences:
      (
        await one(
          sql`select daily_digest, weekly_digest, biweekly_digest, monthly_digest, preferred_topics, preferred_vendors from digest_preferences where user_id = ${userId}`,
        )
      )[0] ?? null,
    subscriptions: await one(
      sql`select plan_type, status, start_date, end_date, discount_percentage, created_at from user_subscriptions where user_id = ${userId}`,
    ),
    orders: await one(sql`select id, amount, currency, status, created_at from orders where user_id = ${userId} order by created_at`),
    trialActivations: await one(sql`
      select a.trial_id, t.product_name, a.activation_date, a.expiry_date, a.status, a.rating, a.feedback
      from user_trial_activations a join product_trials t on t.id = a.trial_id where a.user_id = ${userId} order by a.activation_date`),
    webinarRegistrations: await one(sql`
      select r.webinar_id, w.title, r.created_at from webinar_registrations r join webinars w on w.id = r.webinar_id where r.user_id = ${userId} order by r.created_at`),
    likes: await one(sql`select content_type, content_id, created_at from user_likes where user_id = ${userId} order by created_at`),
    // Sharing with vendors: the current choice per vendor and every decision with its wording (docs/decisions/1801).
    leadConsents: await one(sql`
      select c.vendor_id, v.name as vendor_name, c.shared, c.decided_at, c.wording from lead_consents c join vendors v on v.id = c.vendor_id
      where c.user_id = ${userId} order by c.decided_at`),
    leadConsentHistory: await one(
      sql`select vendor_id, shared, source, wording, decided_at from lead_consent_events where user_id = ${userId} order by decided_at`,
    ),
    views: await one(sql`select content_type, content_id, viewed_at from user_views where user_id = ${userId} order by viewed_at`),
    forumTopics: await one(sql`select id, title, content, created_at from forum_topics where user_id = ${userId} order by created_at`),
    forumReplies: await one(sql`select id, topic_id, content, created_at from forum_replies where user_id = ${userId} order by created_at`),
    notifications: await one(sql`select kind, title, body, link, read_at, created_at from notifications where user_id = ${userId} order by created_at`),
  };
}
