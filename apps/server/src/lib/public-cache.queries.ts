import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cacheVersions, memberVersions } from '../db/schema/system.ts';

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

/**
 * The area versions, the member versions written since `since` (docs/decisions/2410) and the oldest transaction still
 * running (`xmin` of this statement's snapshot), in one statement. Every transaction this snapshot does not see has an
 * id at least its xmin, so the next read asks for the member rows with a version at least this xmin: none is missed
 * whatever the commit order. `since` null (a process's first read): no member rows, only the xmin.
 */
export async function readCacheState(db: Db, since: number | null): Promise<{ versions: Record<string, number>; members: [string, number][]; xmin: number }> {
  const areas = db.select({ kind: sql<string>`'area'`, key: cacheVersions.area, version: sql<string | number>`${cacheVersions.version}` }).from(cacheVersions);
  const memberRows = db
    .select({ kind: sql<string>`'member'`, key: sql<string>`${memberVersions.userId}::text`, version: sql<string | number>`${memberVersions.version}` })
    .from(memberVersions)
    .where(sql`${memberVersions.version} >= ${sql.placeholder('since')}::bigint`);
  const xminRow = db
    .select({ kind: sql<string>`'xmin'`, key: sql<string>`''`, version: sql<string | number>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint` })
    .from(sql`(values (1)) as one (x)`);
  const rows = await areas
    .unionAll(memberRows)
    .unionAll(xminRow)
    .prepare('cache_state')
    .execute({ since: since ?? Number.MAX_SAFE_INTEGER });
  const versions: Record<string, number> = {};
  const members: [string, number][] = [];
  let xmin = 0;
  for (const r of rows) {
    if (r.kind === 'area') versions[r.key] = Number(r.version);
    else if (r.kind === 'member') members.push([r.key, Number(r.version)]);
    else xmin = Number(r.version);
  }
  return { versions, members, xmin };
}
