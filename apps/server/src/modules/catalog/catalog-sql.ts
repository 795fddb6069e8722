import type { ContentType } from '@portal/shared/catalog';
import { type SQL, sql } from 'drizzle-orm';

/** Raw rows of the catalogue queries (snake_case, as selected). */
export type Row = Record<string, unknown>;

/** Where the page stands, so a short page gives the total without a count. */
export type PageInfo = { offset: number; limit: number; rows: number };

export type ListOpts = { where?: SQL[]; orderBy: SQL; limit: number; offset?: number; userId: string | null };

export const and = (parts: SQL[] | undefined): SQL => (parts?.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

export { contentTables } from '../../lib/content-tables.ts';

/** Like count and liked-by-me for the row aliased `alias`, as two correlated sub-selects (index user_likes_content_idx). */
export function likeCols(type: ContentType, alias: string, userId: string | null): SQL {
  const a = sql.raw(alias);
  const mine = userId
    ? sql`exists (select 1 from user_likes l where l.user_id = ${userId}::uuid and l.content_type = ${type} and l.content_id = ${a}.id)`
    : sql`false`;
  return sql`(select count(*)::int from user_likes l where l.content_type = ${type} and l.content_id = ${a}.id) as like_count, ${mine} as liked_by_me`;
}

export const vendorCols = sql`v.id as vendor_id, v.name as vendor_name, v.logo_url as vendor_logo`;
