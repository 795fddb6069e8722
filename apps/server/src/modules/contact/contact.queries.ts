import type { ContactSubject } from '@portal/shared/contact';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/system.ts';

/**
 * The new message's id; null when a message with this idempotency key already exists (its repeat: nothing
 * is written). The key commits with the row (unique where set).
 */
export async function insertMessage(
  db: Db,
  m: { name: string; email: string; subject: ContactSubject; message: string; ip: string; fromPro: boolean; idempotencyKey: string | null },
): Promise<string | null> {
  const [row] = await db
    .insert(contactMessages)
    .values(m)
    .onConflictDoNothing({ target: contactMessages.idempotencyKey, where: sql`idempotency_key is not null` })
    .returning({ id: contactMessages.id });
  if (!row && !m.idempotencyKey) throw new Error('insert contact message failed');
  return row?.id ?? null;
}

/** Whether a message was stored with this idempotency key. */
export async function messageWithKey(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.idempotencyKey, key)).limit(1);
  return rows.length > 0;
}

type Row = {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  created_at: Date | string;
  handled_at: Date | string | null;
  handled_by_email: string | null;
  from_pro: boolean;
  total: number;
};

export async function listMessages(db: Db, p: { status: 'open' | 'handled' | 'all'; limit: number; offset: number }) {
  const where: SQL = p.status === 'open' ? sql`m.handled_at is null` : p.status === 'handled' ? sql`m.handled_at is not null` : sql`true`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select m.id, m.name, m.email, m.subject, m.message, m.created_at, m.handled_at, h.email as handled_by_email, m.from_pro,
        count(*) over()::int as total
      from contact_messages m left join profiles h on h.id = m.handled_by
      where ${where}
      -- priority support: Pro members' messages first, each group newest first
      order by m.from_pro desc, m.created_at desc, m.id desc
      limit ${p.limit} offset ${p.offset}`),
  );
  const [counts] = rowsOf<{ open: number; total: number }>(
    await db.execute(
      sql`select count(*) filter (where handled_at is null)::int as open, count(*) filter (where ${where})::int as total from contact_messages m`,
    ),
  );
  return {
    total: counts?.total ?? rows[0]?.total ?? 0,
    openCount: counts?.open ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      createdAt: new Date(r.created_at).toISOString(),
      handledAt: r.handled_at ? new Date(r.handled_at).toISOString() : null,
      handledBy: r.handled_by_email,
      fromPro: Boolean(r.from_pro),
    })),
  };
}

export async function setHandled(db: Db, id: string, handledBy: string | null) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update contact_messages set handled_at = ${handledBy ? sql`now()` : sql`null`}, handled_by = ${handledBy}::uuid
      where id = ${id}::uuid returning id`),
  );
  return rows.length > 0;
}
