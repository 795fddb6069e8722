import { loadEnv } from './lib/env.ts';
import { openDatabase, runMigrations } from './db/client.ts';

/** `npm run migrate`: apply the committed migrations to the configured database and exit (the one migrator of a deploy). */
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await runMigrations(database);
console.log(`Migrations applied (${database.kind}).`);
await database.close();
