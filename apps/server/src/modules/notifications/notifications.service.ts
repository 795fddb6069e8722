import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './notifications.queries.ts';

type NotificationKind = 'forum_reply' | 'trial_expiring' | 'new_webinar' | 'system';

const dto = (r: q.NotificationRow) => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
  createdAt: new Date(r.createdAt).toISOString(),
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
export function createNotification(db: Db, n: q.NewNotification & { kind: NotificationKind }): Promise<boolean> {
  return q.insertNotification(db, n);
}

/**
 * Call when a webinar is created (admin module): every member who chose the webinar's vendor as a
 * preferred vendor gets one notification (set-based, at most once per member and webinar).
 */
export const notifyNewWebinar = (db: Db, webinarId: string): Promise<number> => q.insertNewWebinarNotifications(db, webinarId);

/** Daily: members whose active trial expires within 3 days get one notification per activation. */
export const notifyExpiringTrials = (db: Db, now: Date = new Date()): Promise<number> => q.insertTrialExpiringNotifications(db, now);
