import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

export type NotificationRow = {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
};

export async function listForUser(db: Db, userId: string, limit: number, offset: number) {
  const [counts] = rowsOf<{ total: number; unread: number }>(
    await db.execute(sql`
      select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
      from notifications where user_id = ${userId}`),
  );
  const rows = rowsOf<NotificationRow>(
    await db.execute(sql`
      select id, kind, title, body, link, read_at, created_at from notifications
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
      returning id, kind, title, body, link, read_at, created_at`),
  );
  return r ?? null;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  return rowsOf(await db.execute(sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null returning id`)).length;
}
