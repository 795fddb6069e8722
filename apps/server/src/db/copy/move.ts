import type { Database, Db } from '../client.ts';
import { runMigrations } from '../client.ts';
import { dumpTables, loadTables, snapshot } from './rows.ts';
import { countRows, listTables, readSequences, tableCount, writeSequences } from './tables.ts';

export type MoveReport = { tables: Record<string, number>; rows: number };

/**
 * Copies one database into another, empty one (the embedded database into PostgreSQL): the target's schema
 * by the migrations, then every table from a snapshot of the source, parents first, in one transaction on
 * the target whose counts are checked against the source's before it commits; then the sequences. The row
 * copy is the backup's (rows.ts): a move is a backup and a restore without the file in between.
 */
export async function moveDatabase(source: Database, target: Database, onTable?: (name: string, rows: number) => void): Promise<MoveReport> {
  const existing = await tableCount(target.db);
  if (existing > 0) throw new Error(`The target database is not empty (${existing} tables). Move into a new, empty database (createdb).`);
  await runMigrations(source);
  await runMigrations(target);
  return snapshot(source.db, async (src) => {
    const tables = await listTables(src);
    const counts = await countRows(
      src,
      tables.map((t) => t.name),
    );
    const sequences = await readSequences(src);
    await target.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const loaded = await loadTables(db, dumpTables(src, tables, counts), onTable);
      for (const [name, n] of Object.entries(counts)) {
        if (loaded[name] !== n) throw new Error(`Table ${name}: the source has ${n} rows, ${loaded[name] ?? 0} copied`);
      }
      await writeSequences(db, sequences);
    });
    return { tables: counts, rows: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
}
