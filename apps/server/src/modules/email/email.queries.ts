import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/system.ts';

/** Adds a message to the outbox; false when its dedupe key was already used. */
export async function insertOutbox(db: Db, row: typeof emailOutbox.$inferInsert): Promise<boolean> {
  const rows = await db.insert(emailOutbox).values(row).onConflictDoNothing({ target: emailOutbox.dedupeKey }).returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** A member's e-mail switch: `column` of digest_preferences or user_notifications (null when the member has no row). */
export type SwitchColumn = { table: 'digest_preferences' | 'user_notifications'; column: string };

export async function readSwitch(db: Db, userId: string, s: SwitchColumn): Promise<boolean | null> {
  const [r] = rowsOf<{ on: boolean }>(await db.execute(sql`select ${sql.raw(s.column)} as on from ${sql.raw(s.table)} where user_id = ${userId}`));
  return r?.on ?? null;
}

export async function writeSwitch(db: Db, userId: string, s: SwitchColumn, on: boolean) {
  const col = sql.raw(s.column);
  await db.execute(sql`
    insert into ${sql.raw(s.table)} (user_id, ${col}, updated_at) values (${userId}, ${on}, now())
    on conflict (user_id) do update set ${col} = excluded.${col}, updated_at = now()`);
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select id from users where id::text = ${id}`)).length > 0;
}
