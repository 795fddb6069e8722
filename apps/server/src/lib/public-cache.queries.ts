import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/** The version of every cached area (bumped by the content tables' statement triggers). */
export async function readCacheVersions(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ area: string; version: string | number }>(await db.execute(sql`select area, version from cache_versions`));
  return Object.fromEntries(rows.map((r) => [r.area, Number(r.version)]));
}
