import type { LikeContentType } from '@portal/shared/leads';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { contentTables } from '../../lib/content-tables.ts';

/** Today's UTC date as PostgreSQL sees it (every process agrees on the day). */
const today = sql`(now() at time zone 'UTC')::date`;

/** Today's salt: made once per day by whichever process asks first; older salts and visitor hashes are deleted. */
export async function todaysSalt(db: Db, candidate: string) {
  const [row] = rowsOf<{ day: string; secret: string; created: boolean }>(
    await db.execute(sql`
      with ins as (
        insert into analytics_salts (day, secret) values (${today}, ${candidate})
        on conflict (day) do nothing returning day, secret
      )
      select day::text as day, secret, true as created from ins
      union all
      select day::text, secret, false from analytics_salts where day = ${today} and not exists (select 1 from ins)`),
  );
  if (row?.created) await purgePastDays(db);
  if (row) return { day: row.day, secret: row.secret };
  // Another process made today's salt while this statement ran (its snapshot could not see the row).
  const [again] = rowsOf<{ day: string; secret: string }>(await db.execute(sql`select day::text as day, secret from analytics_salts where day = ${today}`));
  if (!again) throw new Error('no analytics salt');
  return again;
}

/** Forgets yesterday's (and older) salts and visitor hashes: nothing can link two days' visits. */
export async function purgePastDays(db: Db) {
  await db.execute(sql`delete from analytics_salts where day < ${today}`);
  await db.execute(sql`delete from content_view_visitors where day < ${today}`);
}

export async function contentExists(db: Db, type: LikeContentType, id: string) {
  const rows = rowsOf(await db.execute(sql`select 1 from ${sql.identifier(contentTables[type])} where id = ${id}::uuid`));
  return rows.length > 0;
}

/**
 * Counts one view unless this visitor hash already counted for the item today: the hash insert and the
 * day's counter increment are one statement, so concurrent beacons never double-count.
 */
export async function countView(db: Db, p: { day: string; type: LikeContentType; id: string; visitorHash: string }) {
  const rows = rowsOf<{ views: number }>(
    await db.execute(sql`
      with seen as (
        insert into content_view_visitors (day, content_type, content_id, visitor_hash)
        values (${p.day}::date, ${p.type}, ${p.id}::uuid, ${p.visitorHash})
        on conflict do nothing returning 1
      )
      insert into content_view_days as d (content_type, content_id, day, views)
      select ${p.type}, ${p.id}::uuid, ${p.day}::date, 1 where exists (select 1 from seen)
      on conflict (content_type, content_id, day) do update set views = d.views + 1
      returning d.views`),
  );
  return rows.length > 0;
}
