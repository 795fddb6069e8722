import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { moveDatabase } from './db/copy/move.ts';
import { pgliteInUseBy } from './db/copy/backup-files.ts';
import { loadEnv } from './lib/env.ts';
import { copyLocalFiles, createStorage } from './lib/storage.ts';

/**
 * `npm run db:move -- --to postgres://user:pass@host/db`: copies the embedded database in DATA_DIR into an empty
 * PostgreSQL database, checks the counts of every table, and prints the settings to switch (docs/decisions/2502).
 */
const env = loadEnv({ ...process.env, DATABASE_URL: '' });
const at = process.argv.indexOf('--to');
const to = at > 0 ? process.argv[at + 1] : undefined;
if (!to || !/^postgres(ql)?:\/\//.test(to)) {
  console.error('Usage: npm run db:move -- --to postgres://user:password@host:5432/database  (an empty database)');
  process.exit(2);
}
const pid = pgliteInUseBy(env.DATA_DIR);
if (pid) {
  console.error(`The server (process ${pid}) is running on ${env.DATA_DIR}: stop it first, so no write is left behind.`);
  process.exit(1);
}
const source = await openDatabase({ dataDir: env.DATA_DIR });
const target = await openDatabase({ databaseUrl: to });
try {
  const report = await moveDatabase(source, target, (name, rows) => console.log(`  ${name}: ${rows}`));
  const uploads = env.S3_BUCKET ? await copyLocalFiles(path.resolve(env.DATA_DIR, 'storage'), createStorage(env)) : null;
  const safe = new URL(to);
  if (safe.password) safe.password = '****';
  console.log(`Moved ${report.rows} rows in ${Object.keys(report.tables).length} tables; every table's count matches.`);
  console.log('\nSwitch with these settings (and start the server as before):');
  console.log(`  DATABASE_URL=${safe.toString()}`);
  console.log(
    process.env.JWT_SECRET
      ? '  JWT_SECRET=<the same value as now>  (members stay signed in)'
      : `  JWT_SECRET=$(cat ${path.resolve(env.DATA_DIR, 'jwt-secret')})  (the generated one, so members stay signed in)`,
  );
  console.log(
    uploads !== null
      ? `  S3_BUCKET=${env.S3_BUCKET} (and the other S3_* settings): ${uploads} uploaded files copied there from DATA_DIR/storage`
      : `  DATA_DIR=${path.resolve(env.DATA_DIR)}  (uploaded files stay in its storage/ folder; or set S3_* and copy them there)`,
  );
} catch (err) {
  console.error(`Not moved: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
