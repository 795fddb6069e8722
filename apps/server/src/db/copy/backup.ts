import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type Db, migrationJournal, rowsOf, runMigrations } from '../client.ts';
import { nextLine, readLines, writeLines } from './archive.ts';
import { type TableRows, dumpTables, loadTables, snapshot } from './rows.ts';
import { countRows, listTables, readSequences, type SequenceValue, tableCount, writeSequences } from './tables.ts';

export const BACKUP_FORMAT = 'aith-backup';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The newest migration applied to the source (drizzle-kit's tag and time stamp). */
  migration: { tag: string; when: number };
  tables: Record<string, number>;
  sequences: SequenceValue[];
  files: { count: number; bytes: number };
};

/** The newest migration applied to a database. */
export async function appliedMigration(db: Db): Promise<{ tag: string; when: number }> {
  const [r] = rowsOf<{ when: string }>(await db.execute(sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`));
  const when = Number(r?.when ?? 0);
  const entry = migrationJournal().find((e) => e.when === when);
  return { tag: entry?.tag ?? `unknown-${when}`, when };
}

/** Every file under the uploads folder (keys relative to it, '/'-separated). */
async function uploadedFiles(dir: string | undefined): Promise<string[]> {
  if (!dir) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * Writes one backup file of the database (a consistent snapshot, taken while the server runs) and the
 * uploaded files under `storageDir` (when uploads live in a bucket, the bucket keeps them). Written as
 * `<file>.partial` and renamed when complete, so a listed backup is always a whole one.
 */
export async function writeBackup(
  database: Pick<Database, 'db' | 'kind'>,
  file: string,
  opts: { appVersion: string; storageDir?: string },
): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const out = writeLines(partial);
  try {
    const keys = await uploadedFiles(opts.storageDir);
    const manifest = await snapshot(database.db, async (tx) => {
      const tables = await listTables(tx);
      const counts = await countRows(
        tx,
        tables.map((t) => t.name),
      );
      let bytes = 0;
      for (const k of keys) bytes += (await stat(path.join(opts.storageDir as string, k))).size;
      const m: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: 1,
        appVersion: opts.appVersion,
        createdAt: new Date().toISOString(),
        database: database.kind,
        migration: await appliedMigration(tx),
        tables: counts,
        sequences: await readSequences(tx),
        files: { count: keys.length, bytes },
      };
      await out.line(JSON.stringify(m));
      for await (const t of dumpTables(tx, tables, counts)) {
        await out.line(JSON.stringify({ table: t.name, columns: t.columns, rows: t.rows }));
        let n = 0;
        for await (const chunk of t.chunks) {
          for (const row of chunk) await out.line(row);
          n += chunk.length;
        }
        if (n !== t.rows) throw new Error(`Table ${t.name} changed during the backup (${t.rows} counted, ${n} read)`);
      }
      return m;
    });
    for (const key of keys) await out.line(JSON.stringify({ file: key, data: (await readFile(path.join(opts.storageDir as string, key))).toString('base64') }));
    await out.line(JSON.stringify({ end: true }));
    await out.close();
    await rename(partial, file);
    return manifest;
  } catch (err) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}

/** The manifest (first line) of a backup file. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const it = readLines(file);
  try {
    return parseManifest(await nextLine(it, 'the manifest'));
  } finally {
    it.close();
  }
}

function parseManifest(line: string): BackupManifest {
  let m: Partial<BackupManifest>;
  try {
    m = JSON.parse(line) as Partial<BackupManifest>;
  } catch {
    throw new Error('Not a backup file of this application (its first line is not a manifest)');
  }
  if (m.format !== BACKUP_FORMAT || m.formatVersion !== 1) throw new Error('Not a backup file of this application (unknown format)');
  return m as BackupManifest;
}

/**
 * Restores a backup into an empty database: the migrations up to the backup's own, then every table's rows
 * in one transaction (counts verified before it commits), the sequences, then the newer migrations of this
 * version; the uploaded files go under `storageDir`. A target with tables is refused.
 */
export async function restoreBackup(file: string, target: Database, opts: { storageDir: string; verified?: boolean }): Promise<BackupManifest> {
  const existing = await tableCount(target.db);
  if (existing > 0) {
    throw new Error(`The target database is not empty (${existing} tables). Restore into a new, empty database (createdb), or an empty DATA_DIR.`);
  }
  if (!opts.verified) await verifyBackup(file);
  const it = readLines(file);
  try {
    const manifest = parseManifest(await nextLine(it, 'the manifest'));
    if (!migrationJournal().some((e) => e.when === manifest.migration.when)) {
      throw new Error(`The backup was made by a newer version (migration ${manifest.migration.tag}); restore it with that version or a later one`);
    }
    await runMigrations(target, { upTo: manifest.migration.when });
    await target.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const loaded = await loadTables(db, tablesFromFile(it, manifest));
      for (const [name, n] of Object.entries(manifest.tables)) {
        if (loaded[name] !== n) throw new Error(`Table ${name}: the backup has ${n} rows, ${loaded[name] ?? 0} restored`);
      }
      await writeSequences(db, manifest.sequences);
    });
    await runMigrations(target);
    let files = 0;
    for (;;) {
      const entry = JSON.parse(await nextLine(it, 'the end mark')) as { file?: string; data?: string; end?: boolean };
      if (entry.end) break;
      const key = String(entry.file);
      if (key.split('/').includes('..') || path.isAbsolute(key)) throw new Error(`Refusing the file name ${key} in the backup`);
      const dest = path.join(opts.storageDir, key);
      await mkdir(path.dirname(dest), { recursive: true });
      await writeFile(dest, Buffer.from(String(entry.data), 'base64'));
      files += 1;
    }
    if (files !== manifest.files.count) throw new Error(`The backup lists ${manifest.files.count} files, ${files} restored`);
    return manifest;
  } finally {
    it.close();
  }
}

/** Reads the whole file once before the target is touched: a cut or damaged file is refused while the target is still empty. */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const it = readLines(file);
  try {
    const manifest = parseManifest(await nextLine(it, 'the manifest'));
    for await (const t of tablesFromFile(it, manifest)) {
      if (manifest.tables[t.name] !== t.rows) throw new Error(`The backup's table ${t.name} does not match its manifest`);
      for await (const _ of t.chunks);
    }
    let files = 0;
    while (!(JSON.parse(await nextLine(it, 'the end mark')) as { end?: boolean }).end) files += 1;
    if (files !== manifest.files.count) throw new Error(`The backup lists ${manifest.files.count} files but holds ${files}`);
    return manifest;
  } finally {
    it.close();
  }
}

/** The tables of a backup file, in the file's order (parents first, as they were written). */
async function* tablesFromFile(it: AsyncIterator<string>, manifest: BackupManifest): AsyncGenerator<TableRows> {
  for (let i = 0; i < Object.keys(manifest.tables).length; i++) {
    const head = JSON.parse(await nextLine(it, 'a table')) as { table: string; columns: string[]; rows: number };
    yield { name: head.table, columns: head.columns, rows: head.rows, chunks: rowLines(it, head.rows) };
  }
}

async function* rowLines(it: AsyncIterator<string>, rows: number): AsyncGenerator<string[]> {
  let chunk: string[] = [];
  for (let i = 0; i < rows; i++) {
    chunk.push(await nextLine(it, 'a row'));
    if (chunk.length === 500) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
