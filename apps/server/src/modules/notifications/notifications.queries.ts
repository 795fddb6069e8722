import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export type NotificationRow = {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: Date | string | null;
  createdAt: Date | string;
};

export async function listForUser(db: Db, userId: string, limit: number, offset: number) {
  const [counts] = rowsOf<{ total: number; unread: number }>(
    await db.execute(sql`
      select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
      from notifications where user_id = ${userId}`),
  );
  const rows = rowsOf<NotificationRow>(
    await db.execute(sql`
      select id, kind, title, body, link, read_at as "readAt", created_at as "createdAt" from notifications
      where user_id = ${userId}
      order by created_at desc, id desc
      limit ${limit} offset ${offset}`),
  );
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`));
  return r?.n ?? 0;
}

/** Ownership in the WHERE clause: another member's id matches nothing. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRow | null> {
  const [r] = rowsOf<NotificationRow>(
    await db.execute(sql`
      update notifications set read_at = coalesce(read_at, now())
      where id = ${id} and user_id = ${userId}
      returning id, kind, title, body, link, read_at as "readAt", created_at as "createdAt"`),
  );
  return r ?? null;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  return rowsOf(await db.execute(sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null returning id`)).length;
}

export type NewNotification = { userId: string; kind: string; title: string; body?: string | null; link?: string | null; dedupeKey?: string | null };

/** One notification; the same dedupe key twice inserts once. True when it was inserted. */
export async function insertNotification(db: Db, n: NewNotification): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      insert into notifications (user_id, kind, title, body, link, dedupe_key)
      values (${n.userId}, ${n.kind}, ${n.title}, ${n.body ?? null}, ${n.link ?? null}, ${n.dedupeKey ?? null})
      on conflict (dedupe_key) do nothing
      returning id`),
  );
  return rows.length > 0;
}

/** One 'new_webinar' notification per member who prefers the webinar's vendor (set-based); returns how many were new. */
export async function insertNewWebinarNotifications(db: Db, webinarId: string): Promise<number> {
  return rowsOf(
    await db.execute(sql`
      insert into notifications (user_id, kind, title, body, link, dedupe_key)
      select d.user_id, 'new_webinar', 'New webinar from ' || v.name, w.title, '/webinars/' || w.id::text,
        'new_webinar:' || w.id::text || ':' || d.user_id::text
      from webinars w
      join vendors v on v.id = w.vendor_id
      join digest_preferences d on w.vendor_id = any(d.preferred_vendors)
      where w.id = ${webinarId} and w.status <> 'cancelled'
      on conflict (dedupe_key) do nothing
      returning id`),
  ).length;
}

/** One 'trial_expiring' notification per active activation ending within 3 days of `at`; returns how many were new. */
export async function insertTrialExpiringNotifications(db: Db, at: Date): Promise<number> {
  return rowsOf(
    await db.execute(sql`
      insert into notifications (user_id, kind, title, body, link, dedupe_key)
      select a.user_id, 'trial_expiring', 'Your trial of ' || t.product_name || ' expires soon',
        'Your trial access ends on ' || to_char(a.expiry_date at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC.',
        '/product-trials/' || t.id::text, 'trial_expiring:' || a.id::text
      from user_trial_activations a
      join product_trials t on t.id = a.trial_id
      where a.status = 'active' and a.expiry_date > ${at.toISOString()}::timestamptz and a.expiry_date <= ${at.toISOString()}::timestamptz + interval '3 days'
      on conflict (dedupe_key) do nothing
      returning id`),
  ).length;
}
