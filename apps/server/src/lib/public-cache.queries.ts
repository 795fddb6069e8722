import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cacheVersions } from '../db/schema/system.ts';

/**
 * The version of every cached area (bumped by the content tables' statement triggers). A named statement
 * (Drizzle's `.prepare(name)`, docs/decisions/2007): every cached answer's poll runs it, so PostgreSQL plans it
 * once per connection; PGlite ignores the name.
 */
export async function readCacheVersions(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ area: cacheVersions.area, version: cacheVersions.version }).from(cacheVersions).prepare('cache_versions').execute();
  return Object.fromEntries(rows.map((r) => [r.area, Number(r.version)]));
}

/**
 * For the rest of the transaction the content tables' triggers leave the versions alone (a long writer,
 * the connected sources' sync, commits in chunks and bumps once at its end with bumpCacheVersion, so
 * cached public answers are not recomputed after every chunk; docs/decisions/2202).
 */
export async function deferCacheBump(tx: Db) {
  await tx.execute(sql`select set_config('portal.defer_cache_bump', 'on', true)`);
}

/**
 * One bump of an area's version (after writes made under deferCacheBump). The sync bumps 'catalog-sync', the
 * background version: visitors may get the stored answer while one request recomputes it (docs/decisions/2205).
 */
export async function bumpCacheVersion(db: Db, area: 'catalog' | 'forum' | 'catalog-sync') {
  await db.execute(sql`insert into cache_versions (area, version) values (${area}, 1)
    on conflict (area) do update set version = cache_versions.version + 1`);
}
