import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { restoreBackup, verifyBackup } from './db/copy/backup.ts';
import { isEmptyDir, pgliteInUseBy } from './db/copy/backup-files.ts';
import { loadEnv } from './lib/env.ts';

/**
 * `npm run restore FILE`: into an empty DATA_DIR (the embedded database), or an empty PostgreSQL database when
 * DATABASE_URL is set; a target that has data is refused and left as it was (docs/decisions/2502).
 */
const env = loadEnv();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE');
  process.exit(2);
}
const storageDir = path.resolve(env.DATA_DIR, 'storage');
const refuse = (why: string) => {
  console.error(`Not restored: ${why}`);
  process.exit(1);
};
if (!env.DATABASE_URL) {
  if (pgliteInUseBy(env.DATA_DIR)) refuse(`a server is running on ${env.DATA_DIR}; stop it and restore into an empty DATA_DIR`);
  if (!isEmptyDir(path.resolve(env.DATA_DIR, 'pgdata')))
    refuse(`${env.DATA_DIR} already has a database; restore into an empty DATA_DIR (DATA_DIR=/new/place npm run restore FILE)`);
}
if (!isEmptyDir(storageDir)) refuse(`${storageDir} already has uploaded files; restore into an empty DATA_DIR`);
// The whole file is read once before anything is created, so a cut or damaged file leaves the target as it was.
await verifyBackup(path.resolve(file)).catch((err: Error) => refuse(err.message));
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
let failed = false;
try {
  const m = await restoreBackup(path.resolve(file), database, { storageDir, verified: true });
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  console.log(`Restored ${path.basename(file)} (made ${m.createdAt} by version ${m.appVersion}, migration ${m.migration.tag}):`);
  console.log(
    `  ${Object.keys(m.tables).length} tables, ${rows} rows, ${m.files.count} uploaded files, into ${database.kind === 'postgres' ? 'PostgreSQL' : env.DATA_DIR}`,
  );
  console.log('  Keep the JWT_SECRET of the old installation (DATA_DIR/jwt-secret when it was not set) so sign-ins stay valid.');
} catch (err) {
  console.error(`Not restored: ${(err as Error).message}`);
  if (database.kind === 'postgres') console.error('The database may hold part of the schema now: drop and create it again before the next try.');
  failed = true;
  process.exitCode = 1;
} finally {
  await database.close();
}
// Both were empty before: an embedded restore that failed leaves an empty DATA_DIR again.
if (failed && !env.DATABASE_URL) for (const dir of [path.resolve(env.DATA_DIR, 'pgdata'), storageDir]) rmSync(dir, { recursive: true, force: true });
