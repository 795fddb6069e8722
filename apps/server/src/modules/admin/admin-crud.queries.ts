import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { insertMany } from '../../db/bulk.ts';
import { type Db, rowsOf } from '../../db/client.ts';

/*
 * The generic statements behind every admin-managed content table (admin-crud.service.ts holds the
 * transactions and audit rows and passes `tx` in). Rows come back as Drizzle selects them (camelCase).
 */

/** A content table with an id and timestamps (every admin-managed table has them). */
export type ContentTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

// biome-ignore lint/suspicious/noExplicitAny: the generic helpers work on any content table's row
export type Row = Record<string, any>;

export async function insertRow(db: Db, table: ContentTable, values: Row): Promise<Row | null> {
  const [row] = (await db
    .insert(table)
    .values(values as never)
    .returning()) as Row[];
  return row ?? null;
}

/**
 * Inserts many rows in one statement (each row carries its own id); returns them in the given order. A batch is
 * one JSON parameter (db/bulk.ts: a sync's chunk of 100 jobs no longer holds the server's thread for its
 * parameters), read back through Drizzle so the rows come back as its selects give them.
 */
export async function insertRows(db: Db, table: ContentTable, values: Row[]): Promise<Row[]> {
  if (!values.length) return [];
  const ids = values.length > 1 && values.every((v) => v.id) ? await insertMany(db, table, values, table.id) : null;
  if (!ids) {
    return (await db
      .insert(table)
      .values(values as never)
      .returning()) as Row[];
  }
  const byId = new Map(
    (
      (await db
        .select()
        .from(table)
        .where(inArray(table.id, ids as string[]))) as Row[]
    ).map((r) => [String(r.id), r]),
  );
  return values.map((v) => byId.get(String(v.id)) as Row);
}

/** The rows with these ids, locked for the rest of the transaction. */
export async function lockRows(db: Db, table: ContentTable, ids: string[]): Promise<Row[]> {
  return (await db.select().from(table).where(inArray(table.id, ids)).for('update')) as Row[];
}

/** Sets the values and updated_at (the given time, or the transaction's now()) on the rows with these ids; returns them as they are now. */
export async function updateRows(db: Db, table: ContentTable, ids: string[], values: Row, updatedAt?: Date): Promise<Row[]> {
  return (await db
    .update(table)
    .set({ ...values, updatedAt: updatedAt ?? sql`now()` } as never)
    .where(inArray(table.id, ids))
    .returning()) as Row[];
}

/** Deletes the rows with these ids; returns them as they were. */
export async function deleteRows(db: Db, table: ContentTable, ids: string[]): Promise<Row[]> {
  return (await db.delete(table).where(inArray(table.id, ids)).returning()) as Row[];
}

export async function vendorExists(db: Db, vendorId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from vendors where id = ${vendorId}`)).length > 0;
}

/** ORDER BY expression with NULLs last in both directions. */
export function orderExpr(col: unknown, dir: 'asc' | 'desc') {
  return dir === 'asc' ? sql`${col} asc nulls last` : sql`${col} desc nulls last`;
}
