import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createPglite, type Database, openDatabase } from '../db/client.ts';
import { testDbPrefix, trackDatabase, urlFor, withAdmin } from './global-setup-postgres.ts';

let counter = 0;

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const template = inject('pgTemplate');
    const name = `${testDbPrefix}_t_${template.replace(`${testDbPrefix}_tpl_`, '')}_${process.pid}_${Date.now()}_${counter++}`;
    // Recorded before it exists, so the global teardown drops it by name even if this worker dies.
    trackDatabase(inject('pgTrackFile'), name);
    await withAdmin(base, (admin) => admin.query(`create database ${name} template ${template}`));
    const database = await openDatabase({ databaseUrl: urlFor(base, name) });
    return {
      ...database,
      close: async () => {
        await database.close().catch(() => undefined);
        // Left to the global teardown when the server is unreachable now.
        await withAdmin(base, (admin) => admin.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
      },
    };
  }
  const file = inject('pgliteTemplate');
  const client = await createPglite({ loadDataDir: new Blob([readFileSync(file)]) });
  return openDatabase({ pglite: client });
}
