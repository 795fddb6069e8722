import { TOTAL_CAP } from '@portal/shared/api';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * Rows matching `fromWhere` ("from ... where ..."), counted up to TOTAL_CAP: an exact count when it
 * is small, else TOTAL_CAP with capped = true. Skips the query when the page already tells the total.
 */
export async function cappedCount(db: Db, fromWhere: SQL, page?: { offset: number; limit: number; rows: number }) {
  if (page && page.rows < page.limit && (page.rows > 0 || page.offset === 0)) return { total: page.offset + page.rows, capped: false };
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${TOTAL_CAP + 1}) c`));
  const n = r?.n ?? 0;
  return n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false };
}
