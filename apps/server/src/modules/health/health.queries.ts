import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** A round trip to the database; throws when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The newest applied migration's time stamp (0 when none is). */
export async function appliedMigrationMillis(db: Db): Promise<number> {
  const [r] = rowsOf<{ at: string | null }>(await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`));
  return Number(r?.at ?? 0);
}
