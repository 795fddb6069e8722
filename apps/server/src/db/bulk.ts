import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from './client.ts';

/**
 * Many rows in one INSERT with ONE parameter: the rows as a JSON array, read back by `jsonb_to_recordset`.
 *
 * Drizzle's `insert().values(rows)` binds every value as its own parameter and builds the statement in JavaScript
 * (a type check per parameter): 100 rows of a content table are ~2,000 parameters and ~20 ms of the server's one
 * thread, during which no request is answered. That was most of a connected source's sync cost to public reads
 * (docs/benchmarks/sync.md, 2026-11-27). Here the rows cost one JSON.stringify and the database does the rest.
 *
 * Rows that do not all name the same columns answer null (the caller inserts them another way: a column left out of
 * one row must take its default there, which a recordset cannot say). A column no row names keeps its default. Values
 * go through each column's own driver mapping (dates as ISO text, arrays as literals), json/jsonb values as they are.
 * Answers the `returning` column of the rows written (match them by a value the rows carry, such as their id).
 */
export async function insertMany(db: Db, table: PgTable, rows: Record<string, unknown>[], returning?: PgColumn): Promise<unknown[] | null> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] as object).filter((k) => columns[k] && (rows[0] as Record<string, unknown>)[k] !== undefined);
  for (const row of rows) {
    const own = Object.keys(row).filter((k) => columns[k] && row[k] !== undefined);
    if (own.length !== keys.length || own.some((k) => !keys.includes(k))) return null;
  }
  const cols = keys.map((k) => columns[k] as PgColumn);
  const isJson = cols.map((c) => /^jsonb?$/.test(c.getSQLType()));
  const data = rows.map((row) => {
    const out: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      const v = row[k];
      out[(cols[i] as PgColumn).name] = v === null || isJson[i] ? v : (cols[i] as PgColumn).mapToDriverValue(v);
    });
    return out;
  });
  const name = (c: PgColumn) => sql.identifier(c.name);
  const typed = sql.join(
    cols.map((c) => sql`${name(c)} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  const list = sql.join(cols.map(name), sql`, `);
  const back: SQL = returning ? sql` returning ${sql.identifier(returning.name)} as v` : sql``;
  const result = await db.execute(
    sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as x(${typed})${back}`,
  );
  return returning ? rowsOf<{ v: unknown }>(result).map((r) => r.v) : [];
}
