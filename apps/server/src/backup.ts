import path from 'node:path';
import { openDatabase, runMigrations } from './db/client.ts';
import { writeBackup } from './db/copy/backup.ts';
import { backupFileName, backupsDir, pgliteInUseBy } from './db/copy/backup-files.ts';
import { backupThroughServer } from './backup-remote.ts';
import { loadEnv } from './lib/env.ts';
import { appVersion } from './lib/version.ts';

/**
 * `npm run backup [-- --out FILE]`: one file with the database and the uploaded files (docs/decisions/2502).
 * PostgreSQL: any time, from a consistent snapshot. The embedded database can be open in one process only, so
 * while the server runs this asks the server to write the backup (backup-remote.ts).
 */
const env = loadEnv();
const outAt = process.argv.indexOf('--out');
const file = path.resolve(outAt > 0 && process.argv[outAt + 1] ? String(process.argv[outAt + 1]) : path.join(backupsDir(env.DATA_DIR), backupFileName('cli')));
if (!env.DATABASE_URL) {
  const owner = pgliteInUseBy(env.DATA_DIR);
  if (owner) {
    process.exitCode = await backupThroughServer(env, owner, file);
    process.exit();
  }
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const m = await writeBackup(database, file, { appVersion: appVersion(), storageDir: env.S3_BUCKET ? undefined : path.resolve(env.DATA_DIR, 'storage') });
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${file}`);
  console.log(`  ${m.database}, migration ${m.migration.tag}, ${Object.keys(m.tables).length} tables, ${rows} rows, ${m.files.count} uploaded files`);
  if (env.S3_BUCKET) console.log('  Uploaded files are in the S3 bucket and are not in this file: back the bucket up on its own.');
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
