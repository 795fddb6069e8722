import { and, count, eq, getTableColumns, ilike, type InferSelectModel, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/catalog.ts';
import { type ContentTable, orderExpr } from './admin-crud.queries.ts';
import { containsPattern } from './admin-crud.service.ts';

/*
 * The list/count/find statements of every vendor-owned admin content table (jobs, webinars, product
 * updates, trials, certifications, AI courses), built once from a column config: each item comes
 * with its vendor (`vendor: {id, name, logoUrl} | null`), the list is searched, filtered, sorted and
 * paged in SQL and counted with the same WHERE.
 */

type VendorTable = ContentTable & { vendorId: PgColumn };
type Window = { limit: number; offset: number };
/** The list query as the route validated it; `sort` and `dir` only where the table sorts. */
type ListFilter<S extends string> = { search?: string; vendorId?: string; status?: string; sort?: S; dir?: 'asc' | 'desc' };

type Computed = Record<string, SQL>;
type ComputedRow<X extends Computed> = { [P in keyof X]: X[P] extends SQL<infer U> ? U : never };
type VendorDto = { id: string; name: string; logoUrl: string | null } | null;
type ItemOf<T extends VendorTable, K extends keyof InferSelectModel<T>, X extends Computed> = Pick<InferSelectModel<T>, K | 'id' | 'vendorId'> &
  ComputedRow<X> & { vendor: VendorDto };

type VendorContentSpec<T extends VendorTable, K extends keyof InferSelectModel<T> & string, X extends Computed, S extends string> = {
  table: T;
  /** The table's own columns the item carries (besides id and vendorId). */
  columns: readonly K[];
  /** Values computed per row (counts, averages), selectable and sortable. */
  computed?: X;
  /** Columns the search text is looked for in (ILIKE, wildcards escaped). */
  search: (PgColumn | SQL)[];
  /** More conditions from the query (status filters); the vendor filter is built in. */
  where?: (f: ListFilter<S>) => SQL | undefined;
  /**
   * Sort key to ORDER BY expression, or to the name of one of the table's columns (NULLs last either
   * way); or one fixed order. The id breaks ties.
   */
  sort: Record<S, SQL | PgColumn | keyof T['_']['columns']> | SQL;
};

/** Case-insensitive sort on a text column; `byVendor` sorts by the vendor's name. */
export const lower = (column: PgColumn) => sql`lower(${column})`;
export const byVendor = lower(vendors.name);

/** The item's vendor as one object (null when it has none or it was deleted). */
function withVendor({ vendorName, vendorLogoUrl, ...rest }: Record<string, unknown>) {
  const id = rest.vendorId as string | null;
  return { ...rest, vendor: id && vendorName ? { id, name: vendorName, logoUrl: vendorLogoUrl } : null };
}

/** `status` filter that matches a stored status unless it is 'all'. */
export const statusIs = (column: PgColumn, status: string) => (status !== 'all' ? eq(column, status) : undefined);

export function vendorContentQueries<
  T extends VendorTable,
  K extends keyof InferSelectModel<T> & string,
  X extends Computed = Record<never, SQL>,
  S extends string = never,
>(spec: VendorContentSpec<T, K, X, S>) {
  const { table } = spec;
  const own = getTableColumns(table) as Record<string, PgColumn>;
  const select = {
    id: table.id,
    vendorId: table.vendorId,
    vendorName: vendors.name,
    vendorLogoUrl: vendors.logoUrl,
    ...Object.fromEntries(spec.columns.map((k) => [k, own[k] as PgColumn])),
    ...spec.computed,
  };
  const joined = (db: Db) =>
    db
      .select(select)
      .from(table as PgTable)
      .leftJoin(vendors, eq(vendors.id, table.vendorId));
  const toItem = (row: Record<string, unknown>) => withVendor(row) as unknown as ItemOf<T, K, X>;

  const whereOf = (f: ListFilter<S>) => {
    const p = f.search ? containsPattern(f.search) : null;
    return and(p ? or(...spec.search.map((c) => ilike(c, p))) : undefined, f.vendorId ? eq(table.vendorId, f.vendorId) : undefined, spec.where?.(f));
  };
  const orderOf = (f: ListFilter<S>) => {
    const { sort } = spec;
    if (!f.sort || !f.dir) return sort as SQL;
    const by = (sort as Record<string, unknown>)[f.sort];
    return orderExpr(typeof by === 'string' ? own[by] : by, f.dir);
  };

  return {
    /** One page of the filtered, sorted items and the filtered total. */
    rows: async (db: Db, f: ListFilter<S>, win: Window) => {
      const where = whereOf(f);
      const rows = await joined(db).where(where).orderBy(orderOf(f), table.id).limit(win.limit).offset(win.offset);
      const [total] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .leftJoin(vendors, eq(vendors.id, table.vendorId))
        .where(where);
      return { items: rows.map(toItem), total: total?.n ?? 0 };
    },
    /** One item by id, or null. */
    find: async (db: Db, id: string) => {
      const [row] = await joined(db).where(eq(table.id, id));
      return row ? toItem(row) : null;
    },
  };
}
