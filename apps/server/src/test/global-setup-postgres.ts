import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../db/client.ts';

/**
 * The start of every test database's name (TEST_DB_PREFIX, `portal` by default): sessions sharing one PostgreSQL
 * server keep to their own names.
 */
export const testDbPrefix = process.env.TEST_DB_PREFIX ?? 'portal';
if (!/^[a-z_][a-z0-9_]*$/.test(testDbPrefix)) throw new Error(`TEST_DB_PREFIX must be a lower-case SQL identifier, not '${testDbPrefix}'`);

export function urlFor(base: string, dbName: string) {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** Runs `fn` on a short-lived admin connection; a dropped connection (server restart) is an error of this call only. */
export async function withAdmin<T>(base: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 10_000 });
  // Without a listener, an 'error' event (the server went away) would crash the whole runner.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every test database a worker creates is written here first, so teardown drops exactly those. */
export function trackDatabase(file: string, name: string) {
  appendFileSync(file, `${name}\n`);
}

type Template = { name: string; trackFile: string; users: number };
/** One template per run: a project and its isolated twin (vitest.config.ts) share it, and the last teardown drops it. */
const shared = globalThis as { pgTemplate?: Promise<Template> };

async function makeTemplate(base: string): Promise<Template> {
  const name = `${testDbPrefix}_tpl_${process.pid}`;
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const trackFile = path.join(dir, `pg-test-databases-${process.pid}.txt`);
  rmSync(trackFile, { force: true });
  await withAdmin(base, async (admin) => {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  });
  const database = await openDatabase({ databaseUrl: urlFor(base, name) });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return { name, trackFile, users: 0 };
}

/** Migrate a template database once; each test file gets its own database cloned from it. */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  shared.pgTemplate ??= makeTemplate(base);
  const template = await shared.pgTemplate;
  const { name, trackFile } = template;
  template.users++;
  project.provide('pgTemplate', name);
  project.provide('pgTrackFile', trackFile);
  return async () => {
    if (--template.users > 0) return;
    let names: string[] = [];
    try {
      names = readFileSync(trackFile, 'utf8').split('\n').filter(Boolean);
    } catch {
      // no test file created a database
    }
    const left: string[] = [];
    await withAdmin(base, async (admin) => {
      for (const db of [...new Set(names), name]) {
        await admin.query(`drop database if exists ${db} with (force)`).catch(() => left.push(db));
      }
    }).catch(() => left.push(...names, name));
    rmSync(trackFile, { force: true });
    if (left.length) console.warn(`Could not drop test databases: ${[...new Set(left)].join(', ')}`);
  };
}
