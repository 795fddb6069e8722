import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

type ProfileRow = {
  id: string;
  email: string;
  full_name: string | null;
  job_title: string | null;
  company: string | null;
  avatar_url: string | null;
  is_pro: boolean;
  theme: string | null;
};

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
