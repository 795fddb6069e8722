import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, openDatabase } from '../db/client.ts';
import { urlFor } from './global-setup-postgres.ts';

let counter = 0;

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const template = inject('pgTemplate');
    const name = `portal_t_${template.replace('portal_tpl_', '')}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: urlFor(base, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: base });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
        await a.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  const client = await createPglite({ loadDataDir: new Blob([readFileSync(file)]) });
  return openDatabase({ pglite: client });
}
