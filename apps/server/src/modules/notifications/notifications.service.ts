import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './notifications.queries.ts';

export type NotificationKind = 'forum_reply' | 'trial_expiring' | 'new_webinar' | 'system';

const dto = (r: q.NotificationRow) => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function list(deps: Deps, userId: string, page: { limit: number; offset: number }) {
  const { rows, total, unread } = await q.listForUser(deps.db, userId, page.limit, page.offset);
  return { items: rows.map(dto), total, unread };
}

export const unread = (deps: Deps, userId: string) => q.unreadCount(deps.db, userId);

export async function markRead(deps: Deps, userId: string, id: string) {
  const row = await q.markRead(deps.db, userId, id);
  if (!row) throw new AppError('not_found', 'Notification not found');
  return dto(row);
}

export const markAllRead = (deps: Deps, userId: string) => q.markAllRead(deps.db, userId);

/** Create one in-app notification; the same dedupeKey twice creates one. Returns whether it was created. */
export async function createNotification(
  db: Db,
  n: { userId: string; kind: NotificationKind; title: string; body?: string | null; link?: string | null; dedupeKey?: string | null },
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      insert into notifications (user_id, kind, title, body, link, dedupe_key)
      values (${n.userId}, ${n.kind}, ${n.title}, ${n.body ?? null}, ${n.link ?? null}, ${n.dedupeKey ?? null})
      on conflict (dedupe_key) do nothing
      returning id`),
  );
  return rows.length > 0;
}

/**
 * Call when a webinar is created (admin module): every member who chose the webinar's vendor as a
 * preferred vendor gets one notification (set-based, at most once per member and webinar).
 */
export async function notifyNewWebinar(db: Db, webinarId: string): Promise<number> {
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

/** Daily: members whose active trial expires within 3 days get one notification per activation. */
export async function notifyExpiringTrials(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  return rowsOf(
    await db.execute(sql`
      insert into notifications (user_id, kind, title, body, link, dedupe_key)
      select a.user_id, 'trial_expiring', 'Your trial of ' || t.product_name || ' expires soon',
        'Your trial access ends on ' || to_char(a.expiry_date at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC.',
        '/product-trials/' || t.id::text, 'trial_expiring:' || a.id::text
      from user_trial_activations a
      join product_trials t on t.id = a.trial_id
      where a.status = 'active' and a.expiry_date > ${at}::timestamptz and a.expiry_date <= ${at}::timestamptz + interval '3 days'
      on conflict (dedupe_key) do nothing
      returning id`),
  ).length;
}
