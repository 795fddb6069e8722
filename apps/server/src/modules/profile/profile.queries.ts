import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import type { ProfileRow } from '../../db/profile-row.ts';

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [r] = rowsOf<ProfileRow>(
    await db.execute(sql`select id, email, full_name, job_title, company, avatar_url, is_pro, theme from profiles where id = ${userId}`),
  );
  return r ?? null;
}

export async function activeSubscription(db: Db, userId: string) {
  const [r] = rowsOf<{ plan_type: string; status: string; start_date: Date | string; end_date: Date | string; discount_percentage: number | null }>(
    await db.execute(sql`
      select plan_type, status, start_date, end_date, discount_percentage from user_subscriptions
      where user_id = ${userId} and status in ('active', 'cancelled') and end_date > now()
      order by end_date desc limit 1`),
  );
  return r ?? null;
}

export async function notificationPrefs(db: Db, userId: string) {
  const [r] = rowsOf<{ email_notifications: boolean; all_webinars: boolean; upcoming_webinars: boolean; featured_webinars: boolean }>(
    await db.execute(sql`select email_notifications, all_webinars, upcoming_webinars, featured_webinars from user_notifications where user_id = ${userId}`),
  );
  return r ?? null;
}

export async function digestPrefs(db: Db, userId: string) {
  const [r] = rowsOf<{
    daily_digest: boolean;
    weekly_digest: boolean;
    biweekly_digest: boolean;
    monthly_digest: boolean;
    preferred_topics: string[] | string;
    preferred_vendors: string[] | string;
  }>(
    await db.execute(sql`
      select daily_digest, weekly_digest, biweekly_digest, monthly_digest, preferred_topics, preferred_vendors
      from digest_preferences where user_id = ${userId}`),
  );
  return r ?? null;
}

export async function topicOptions(db: Db) {
  return rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from topics order by name limit 200`));
}

export async function vendorOptions(db: Db) {
  return rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from vendors order by name limit 500`));
}

/** Unknown ids are dropped rather than stored. */
export async function existingIds(db: Db, table: 'topics' | 'vendors', ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string }>(await db.execute(sql`select id::text as id from ${sql.raw(table)} where id::text in (${list})`));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id, i) => found.has(id) && ids.indexOf(id) === i);
}

const pgArray = (ids: string[]) => `{${ids.map((s) => `"${s.replace(/["\\]/g, '')}"`).join(',')}}`;

export async function savePersonal(
  tx: Db,
  userId: string,
  p: { fullName: string | null; jobTitle: string | null; company: string | null },
  theme: string | null,
) {
  await tx.execute(sql`
    update profiles set full_name = ${p.fullName}, job_title = ${p.jobTitle}, company = ${p.company},
      theme = ${theme}, updated_at = now()
    where id = ${userId}`);
}

type NotificationPrefs = { emailNotifications: boolean; allWebinars: boolean; upcomingWebinars: boolean; featuredWebinars: boolean };

export async function upsertNotificationPrefs(tx: Db, userId: string, n: NotificationPrefs) {
  await tx.execute(sql`
    insert into user_notifications (user_id, email_notifications, all_webinars, upcoming_webinars, featured_webinars, updated_at)
    values (${userId}, ${n.emailNotifications}, ${n.allWebinars}, ${n.upcomingWebinars}, ${n.featuredWebinars}, now())
    on conflict (user_id) do update set email_notifications = excluded.email_notifications, all_webinars = excluded.all_webinars,
      upcoming_webinars = excluded.upcoming_webinars, featured_webinars = excluded.featured_webinars, updated_at = now()`);
}

type DigestPrefs = { dailyDigest: boolean; weeklyDigest: boolean; biweeklyDigest: boolean; monthlyDigest: boolean };

export async function upsertDigestPrefs(tx: Db, userId: string, d: DigestPrefs, topics: string[], vendors: string[]) {
  await tx.execute(sql`
    insert into digest_preferences (user_id, daily_digest, weekly_digest, biweekly_digest, monthly_digest, preferred_topics, preferred_vendors, updated_at)
    values (${userId}, ${d.dailyDigest}, ${d.weeklyDigest}, ${d.biweeklyDigest}, ${d.monthlyDigest},
      ${pgArray(topics)}::uuid[], ${pgArray(vendors)}::text[], now())
    on conflict (user_id) do update set daily_digest = excluded.daily_digest, weekly_digest = excluded.weekly_digest,
      biweekly_digest = excluded.biweekly_digest, monthly_digest = excluded.monthly_digest,
      preferred_topics = excluded.preferred_topics, preferred_vendors = excluded.preferred_vendors, updated_at = now()`);
}

export async function setTheme(db: Db, userId: string, theme: string) {
  await db.execute(sql`update profiles set theme = ${theme}, updated_at = now() where id = ${userId}`);
}

export async function setAvatarUrl(db: Db, userId: string, avatarUrl: string | null) {
  await db.execute(sql`update profiles set avatar_url = ${avatarUrl}, updated_at = now() where id = ${userId}`);
}

export async function passwordHash(db: Db, userId: string): Promise<string | null> {
  return rowsOf<{ password_hash: string }>(await db.execute(sql`select password_hash from users where id = ${userId}`))[0]?.password_hash ?? null;
}

export async function setPassword(tx: Db, userId: string, hash: string) {
  await tx.execute(sql`update users set password_hash = ${hash}, updated_at = now() where id = ${userId}`);
}

/** Ends every refresh-token family of the member but `keepFamily` (all of them when null). */
export async function revokeOtherSessions(tx: Db, userId: string, keepFamily: string | null) {
  await tx.execute(sql`
    update refresh_sessions set revoked_at = now()
    where user_id = ${userId} and revoked_at is null and (${keepFamily}::uuid is null or family_id <> ${keepFamily}::uuid)`);
}
