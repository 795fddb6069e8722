import { loadEnv } from '../../lib/env.ts';
import { openDatabase, runMigrations } from '../client.ts';
import { seedDemo } from './seed.ts';

/** `npm run seed`: migrate and seed the configured database (no-op when data exists). */
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await runMigrations(database);
console.log((await seedDemo(database.db)) ? 'Demo data seeded.' : 'Database already has data; nothing to do.');
await database.close();
