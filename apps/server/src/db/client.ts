import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createPglite } from './pglite-create.ts';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';
import pg from 'pg';

// biome-ignore lint/suspicious/noExplicitAny: both drivers share the pg-core query builder
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  url?: string;
  close: () => Promise<void>;
  /** The connection pool's counts (PostgreSQL server only), for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export { createPglite } from './pglite-create.ts';

const kinds = new WeakMap<object, Database['kind']>();
/** Which driver a handle opened by openDatabase talks to (the System screen, backups). */
export const databaseKindOf = (db: Db): Database['kind'] => kinds.get(db) ?? 'pglite';
const urls = new WeakMap<object, string>();
const noop = () => undefined;
/** The PostgreSQL server URL a handle opened by openDatabase talks to; undefined on PGlite (the source thread's own connection). */
export const databaseUrlOf = (db: Db): string | undefined => urls.get(db);

/** On PostgreSQL: `poolSize`, connections at most (default 10); `applicationName`, how pg_stat_activity names them. */
/**
 * On PGlite: `thread`, the database in a worker_thread of its own (db/pglite-thread.ts, docs/decisions/2209): what the
 * server runs; the command-line tools and the tests open it in the calling thread.
 */
type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  poolSize?: number;
  applicationName?: string;
  thread?: boolean;
  /** PostgreSQL: keep the server's JIT setting (DATABASE_JIT); by default each connection turns JIT off. */
  jit?: boolean;
};

/** PGlite in DATA_DIR by default; node-postgres when a DATABASE_URL is given. */
export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A bounded connect time: while the server is down a request fails fast (503 with Retry-After) instead of hanging.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      application_name: opts.applicationName,
      // No JIT compilation for this portal's statements (docs/decisions/2435-no-jit.md): they read a page of rows, and at
      // 1M rows PostgreSQL's estimates pushed searches past jit_above_cost, where compiling took 0.3-7 s a statement. Set
      // on each new connection before the pool hands it out (pg-pool awaits `onConnect`; a query sent from the 'connect'
      // event instead queued under the first caller's, which pg 8 warns of and pg 9 refuses); `jit: true` keeps the
      // server's setting. A failure leaves the server's setting, as before.
      ...(opts.jit ? {} : { onConnect: (client: pg.ClientBase) => client.query('set jit = off').then(noop, noop) }),
    });
    // An idle client dropped by the server (restart, failover, DROP DATABASE ... FORCE) must not crash the process;
    // the pool discards it and opens a new connection on the next checkout.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    kinds.set(db, 'postgres');
    urls.set(db, opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let client: PGlite | PgliteThread | undefined = opts.pglite;
  if (!client) {
    const dir = path.resolve(opts.dataDir ?? './.data', 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = opts.thread ? await openPgliteThread({ dataDir: dir }) : await createPglite({ dataDir: dir });
  }
  const c = client;
  // The thread's proxy has what drizzle's PGlite driver calls (query, transaction) with the same answers.
  const db = drizzlePglite(c as PGlite) as unknown as Db;
  return { db, kind: 'pglite', close: () => c.close() };
}

type Journal = { entries: { idx: number; when: number; tag: string }[] };
/** The committed migrations, oldest first (drizzle-kit's journal). */
export function migrationJournal(): Journal['entries'] {
  return (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal).entries;
}

/** The newest committed migration's time stamp (drizzle stores it as created_at of the applied row). */
export function latestMigrationMillis(): number {
  return Math.max(...migrationJournal().map((e) => e.when));
}

/** A copy of the migrations folder that ends at the migration stamped `upTo` (a restore loads an older backup's rows there). */
function migrationsUpTo(upTo: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aith-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  journal.entries = journal.entries.filter((e) => e.when <= upTo);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/**
 * Same committed migrations on both drivers; a lock keeps concurrent starters apart on a server. With `upTo`,
 * only the migrations up to and including the one stamped so.
 */
export async function runMigrations(database: Database, opts: { upTo?: number } = {}): Promise<void> {
  const folder = opts.upTo === undefined ? migrationsFolder : migrationsUpTo(opts.upTo);
  try {
    await migrateWith(database, folder);
  } finally {
    if (folder !== migrationsFolder) rmSync(folder, { recursive: true, force: true });
  }
}

async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: migrator wants the concrete driver type
    await migratePglite(database.db as any, { migrationsFolder: folder });
    return;
  }
  // One dedicated connection: the advisory lock belongs to the session that took it.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
}

/** Rows of a raw query, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Drizzle's own path for `db.execute` (its session and dialect are marked internal), with a statement name. */
type Sessioned = {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(q: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
};

/**
 * `db.execute(query)` as a named statement (docs/decisions/2426-named-search-statement.md): on a PostgreSQL server each
 * pooled connection parses the text once, and after five executions with their own (custom) plans PostgreSQL keeps one
 * generic plan when its estimated cost is no higher (plan_cache_mode auto), so later executions are not planned at all.
 * For a large statement whose plan does not hinge on its values (global search: its choices are made inside the statement)
 * planning was a third of its time. The name carries a hash of the text, so two texts never share one. PGlite runs it
 * as db.execute does. Not for statements whose text varies without bound (each text stays prepared on every connection).
 */
export function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  const d = db as unknown as Sessioned;
  const q = d.dialect.sqlToQuery(query);
  const hash = createHash('sha1').update(q.sql).digest('hex').slice(0, 12);
  return d.session.prepareQuery(q, undefined, `${name}_${hash}`, false).execute();
}
