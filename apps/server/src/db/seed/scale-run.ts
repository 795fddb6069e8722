import { loadEnv } from '../../lib/env.ts';
import { openDatabase, runMigrations } from '../client.ts';
import { countRows, type ScaleOptions, scaleDefaults, seedScale } from './scale.ts';
import { seedDemo } from './seed.ts';

/**
 * `npm run seed:scale -- --jobs 100000 --topics 100000 --members 10000 --likes 200000 [--webinars N --vendors N
 * --certifications N --courses N --updates N --trials N --replies N --registrations N --seed N]`:
 * migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR; stop the server first on PGlite),
 * seeds the demo data when SEED_DEMO allows and the database is empty, then adds the generated rows.
 */
const keys = [
  'seed',
  'members',
  'vendors',
  'jobs',
  'webinars',
  'certifications',
  'courses',
  'updates',
  'trials',
  'topics',
  'replies',
  'likes',
  'registrations',
] as const;
const given: Partial<ScaleOptions> = {};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const key = argv[i]?.replace(/^--/, '') as (typeof keys)[number];
  const value = Number(argv[i + 1]);
  if (!keys.includes(key) || !Number.isInteger(value) || value < 0) {
    console.error(`Unknown option or bad number: ${argv[i]} ${argv[i + 1] ?? ''}\nOptions: ${keys.map((k) => `--${k} N`).join(' ')}`);
    process.exit(2);
  }
  given[key] = value;
  i++;
}
const options = scaleDefaults(given);
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await runMigrations(database);
if (env.SEED_DEMO) await seedDemo(database.db);
console.log(
  `Generating on ${database.kind} (seed ${options.seed}): ${keys
    .filter((k) => k !== 'seed')
    .map((k) => `${k} ${options[k]}`)
    .join(', ')}`,
);
const t0 = performance.now();
await seedScale(database.db, options, (line) => console.log(`  ${line}`));
console.log(`Done in ${((performance.now() - t0) / 1000).toFixed(1)} s. Rows now: ${JSON.stringify(await countRows(database.db))}`);
await database.close();
