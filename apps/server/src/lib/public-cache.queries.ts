import { sql } from 'drizzle-orm';
import { type Db, namedRows } from '../db/client.ts';

/** The version of every cached area (bumped by the content tables' statement triggers). */
export async function readCacheVersions(db: Db): Promise<Record<string, number>> {
  const rows = await namedRows<{ area: string; version: string | number }>(db, 'cache_versions', sql`select area, version from cache_versions`);
  return Object.fromEntries(rows.map((r) => [r.area, Number(r.version)]));
}
