import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../db/client.ts';

export function urlFor(base: string, dbName: string) {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** Migrate a template database once; each test file gets its own database cloned from it. */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: urlFor(base, name) });
  await runMigrations(database);
  await database.close();
  project.provide('pgTemplate', name);
  return async () => {
    const rows = await admin.query(`select datname from pg_database where datname like 'portal_t_${process.pid}_%' or datname = '${name}'`);
    for (const r of rows.rows) await admin.query(`drop database if exists ${r.datname} with (force)`).catch(() => undefined);
    await admin.end();
  };
}
