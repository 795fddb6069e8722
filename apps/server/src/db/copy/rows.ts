import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../client.ts';
import { listTables, type TableInfo } from './tables.ts';

/**
 * One table's rows on their way from a source (a database snapshot, or a backup file) to a target. Each row
 * is the JSON text PostgreSQL's row_to_json made of it, passed on as text: numbers, timestamps and arrays
 * are never parsed by JavaScript, so nothing is rounded, and the target turns the text back into a row with
 * json_populate_recordset against its own table type. The same text works for PGlite and PostgreSQL.
 */
export type TableRows = TableInfo & { rows: number; chunks: AsyncIterable<string[]> };

const FETCH_ROWS = 500;
/** A load statement carries at most this many characters of rows (the rest go in the next statement). */
const LOAD_CHARS = 4_000_000;

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

/**
 * Reads each table through a cursor, FETCH_ROWS at a time. Call inside a transaction (a cursor lives in
 * one); `snapshot` starts it as REPEATABLE READ, READ ONLY first, so every table is read as of one moment.
 */
export async function snapshot<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return fn(tx as unknown as Db);
  });
}

export async function* dumpTables(tx: Db, tables: TableInfo[], counts: Record<string, number>): AsyncGenerator<TableRows> {
  for (const t of tables) {
    const rows = counts[t.name] ?? 0;
    yield { ...t, rows, chunks: dumpRows(tx, t) };
  }
}

async function* dumpRows(tx: Db, t: TableInfo): AsyncGenerator<string[]> {
  const cursor = sql.identifier(`copy_${t.name}`);
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for select row_to_json(r)::text as j from (select ${columnList(t.columns)} from ${sql.identifier(t.name)}) r`,
  );
  try {
    for (;;) {
      const rows = rowsOf<{ j: string }>(await tx.execute(sql`fetch ${sql.raw(String(FETCH_ROWS))} from ${cursor}`));
      if (rows.length) yield rows.map((r) => r.j);
      if (rows.length < FETCH_ROWS) return;
    }
  } finally {
    await tx.execute(sql`close ${cursor}`);
  }
}

/**
 * Writes every table's rows into the target (inside the caller's transaction), parents first as they come.
 * The target's tables are emptied first (rows the migrations inserted, such as starting taxonomy terms), and
 * the triggers the schema defines (cache versions, derived columns) are off while the rows go in, so every
 * row arrives as it was; foreign keys are still checked. Each table's count is verified as it is loaded.
 */
export async function loadTables(tx: Db, source: AsyncIterable<TableRows>, onTable?: (name: string, rows: number) => void): Promise<Record<string, number>> {
  const targets = await listTables(tx);
  const known = new Set(targets.map((t) => t.name));
  for (const t of targets) await tx.execute(sql`alter table ${sql.identifier(t.name)} disable trigger user`);
  if (targets.length) await tx.execute(sql`truncate ${columnList(targets.map((t) => t.name))}`);
  const loaded: Record<string, number> = {};
  for await (const t of source) {
    if (!known.has(t.name)) throw new Error(`The target has no table ${t.name} (is it at an older version?)`);
    const table = sql.identifier(t.name);
    let n = 0;
    for await (const chunk of batches(t.chunks)) {
      await tx.execute(sql`
        insert into ${table} (${columnList(t.columns)})
        select ${columnList(t.columns)} from json_populate_recordset(null::${table}, ${`[${chunk.join(',')}]`}::json)`);
      n += chunk.length;
    }
    const [c] = rowsOf<{ n: string }>(await tx.execute(sql`select count(*)::text as n from ${table}`));
    loaded[t.name] = Number(c?.n ?? 0);
    if (loaded[t.name] !== t.rows || n !== t.rows) throw new Error(`Table ${t.name}: expected ${t.rows} rows, loaded ${loaded[t.name]}`);
    onTable?.(t.name, n);
  }
  for (const t of targets) await tx.execute(sql`alter table ${sql.identifier(t.name)} enable trigger user`);
  return loaded;
}

/** Regroups rows into statements of at most LOAD_CHARS characters. */
async function* batches(chunks: AsyncIterable<string[]>): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    for (const row of chunk) {
      if (batch.length && size + row.length > LOAD_CHARS) {
        yield batch;
        batch = [];
        size = 0;
      }
      batch.push(row);
      size += row.length + 1;
    }
  }
  if (batch.length) yield batch;
}
