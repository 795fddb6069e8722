import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { openDatabase, rowsOf } from './client.ts';

const t = useTestApp();

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('PostgreSQL connections and JIT (docs/decisions/2435)', () => {
  const jitOf = async (jit?: boolean) => {
    const database = await openDatabase({ databaseUrl: t.database.url, poolSize: 2, jit });
    try {
      // Two connections at once: the setting is made on every new connection, not only the first.
      const [a, b] = await Promise.all([0, 1].map(() => database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`)));
      return [rowsOf<{ jit: string }>(a)[0]?.jit, rowsOf<{ jit: string }>(b)[0]?.jit];
    } finally {
      await database.close();
    }
  };

  it("turns JIT off on the app's connections by default; DATABASE_JIT keeps the server's setting", async () => {
    // Set before the pool hands a connection out (pg-pool's onConnect), not queued under the caller's first query: pg 8
    // warns of a query sent while another runs (and pg 9 refuses it).
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      expect(await jitOf()).toEqual(['off', 'off']);
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
    const plain = new pg.Client({ connectionString: t.database.url });
    await plain.connect();
    const server = (await plain.query<{ jit: string }>(`select current_setting('jit') as jit`)).rows[0]?.jit;
    await plain.end();
    expect(await jitOf(true)).toEqual([server, server]);
  });
});
