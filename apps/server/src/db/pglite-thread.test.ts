// pglite-subset: the embedded database's own thread (PGlite only)
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadEnv } from '../lib/env.ts';
import { fromPgError, UNAVAILABLE_MESSAGE } from '../lib/errors.ts';
import { memoryStorage } from '../test/test-app.ts';
import { createPglite, type Database, openDatabase, rowsOf, runMigrations } from './client.ts';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';
import { seedDemo } from './seed/seed.ts';

/** The app over a database, as the server builds it (no workers). */
function appOn(database: Database) {
  const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-123', SEED_DEMO: 'false', DATA_DIR: '.tmp/test-data' });
  return createApp({
    db: database.db,
    env,
    log: pino({ level: 'silent' }),
    mailer: { kind: 'log', send: async () => {} },
    storage: memoryStorage(),
    nudge: () => {},
  });
}

/** A threaded database (in memory) as openDatabase builds one. */
async function threaded(): Promise<{ database: Database; thread: PgliteThread }> {
  const thread = await openPgliteThread();
  const database = await openDatabase({ pglite: thread as never });
  return { database, thread };
}

// PGlite's own thread: nothing of it runs on PostgreSQL, so the PostgreSQL project skips it (the PGlite project runs it).
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('PGlite in its own thread', () => {
  let here: Database;
  let there: { database: Database; thread: PgliteThread };
  beforeAll(async () => {
    here = await openDatabase({ pglite: await createPglite() });
    there = await threaded();
    // The migrator and the demo seed (its transactions and batches) run through the thread as through PGlite here.
    await Promise.all([runMigrations(here), runMigrations(there.database)]);
    await Promise.all([seedDemo(here.db), seedDemo(there.database.db)]);
  }, 120_000);
  afterAll(async () => {
    await here?.close();
    await there?.database.close();
  });

  it('gives the same values of every type as PGlite in this thread', async () => {
    const q = sql`select 1::int4 as i, 9007199254740993::int8 as big, 1.50::numeric as n, 'x'::text as t, null::text as nothing,
      true as b, '2026-11-27 10:00:00+00'::timestamptz as ts, '2026-11-27'::date as d, '1 day'::interval as iv,
      '{"a":[1,"b"]}'::jsonb as j, '\\x0102'::bytea as bytes, array['a','b']::text[] as arr, array['2026-11-27']::date[] as dates,
      '5f0e3f8c-0a4e-4a8e-9a4c-2b1f1f1f1f1f'::uuid as u`;
    const a = rowsOf(await here.db.execute(q));
    const b = rowsOf(await there.database.db.execute(q));
    expect(b).toEqual(a);
    expect(a[0]).toMatchObject({ ts: expect.any(String), d: '2026-11-27', big: 9007199254740993n });
  });

  it('answers the public API as the in-thread database does, after the same migrations and seed', async () => {
    const [appHere, appThere] = [appOn(here), appOn(there.database)];
    for (const path of ['/api/jobs', '/api/jobs?search=engineer', '/api/webinars', '/api/vendors', '/api/landing']) {
      const [r1, r2] = await Promise.all([appHere.request(path), appThere.request(path)]);
      expect(r2.status, path).toBe(200);
      expect(r1.status, path).toBe(200);
      // Same rows in the same order (times of the seed differ by the moment each ran: a webinar's startTime too).
      const shape = (v: unknown): unknown =>
        Array.isArray(v)
          ? v.map(shape)
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, /At$|Date$|date$|Time$/.test(k) ? typeof x : shape(x)]))
            : v;
      expect(shape(await r2.json()), path).toEqual(shape(await r1.json()));
    }
  });

  it('rolls a transaction back when its callback throws, and carries PostgreSQL errors with their code', async () => {
    const db = there.database.db;
    await db.execute(sql`create table tx_probe (id int primary key)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (1)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(rowsOf(await db.execute(sql`select count(*)::int as n from tx_probe`))).toEqual([{ n: 0 }]);
    // A statement the database refuses inside a transaction: rolled back, the code kept (a 409, not a 500).
    await db.execute(sql`insert into tx_probe values (2)`);
    const err = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (3)`);
        await tx.execute(sql`insert into tx_probe values (2)`);
      })
      .catch((e: unknown) => e);
    expect(fromPgError(err)?.status).toBe(409);
    // A nested transaction (a savepoint) rolls back alone.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (4)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into tx_probe values (5)`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect(rowsOf(await db.execute(sql`select id from tx_probe order by id`))).toEqual([{ id: 2 }, { id: 4 }]);
  });

  it('runs one transaction at a time: a statement sent outside it waits until it commits', async () => {
    const db = there.database.db;
    await db.execute(sql`create table order_probe (id int)`);
    const events: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let inside: () => void = () => {};
    const entered = new Promise<void>((r) => {
      inside = r;
    });
    const tx = db.transaction(async (t) => {
      await t.execute(sql`insert into order_probe values (1)`);
      inside();
      await held;
      await t.execute(sql`insert into order_probe values (2)`);
      events.push('commit');
    });
    await entered;
    const outside = db.execute(sql`select count(*)::int as n from order_probe`).then((r) => {
      events.push('read');
      return rowsOf<{ n: number }>(r)[0]?.n;
    });
    const second = db.transaction(async (t) => {
      events.push('second');
      await t.execute(sql`insert into order_probe values (3)`);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([]);
    release();
    await Promise.all([tx, second]);
    // The read saw the first transaction's two rows, never a part of it.
    expect(await outside).toBe(2);
    expect(events[0]).toBe('commit');
    expect(rowsOf(await db.execute(sql`select count(*)::int as n from order_probe`))).toEqual([{ n: 3 }]);
  });

  it('close() ends the thread: later statements are refused', async () => {
    const { database } = await threaded();
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  }, 120_000);

  it('refuses to open a data directory it cannot use, with PGlite’s reason', async () => {
    await expect(openPgliteThread({ dataDir: '/proc/self/not-a-dir' })).rejects.toThrow();
  }, 120_000);
  // Last: it ends the shared thread (migrated and seeded above), so it needs no start of its own.
  it('a thread that dies fails what it had in hand and what comes after as unavailable (503), never a hang', async () => {
    const app = appOn(there.database);
    expect((await app.request('/api/jobs')).status).toBe(200);
    const pending = there.database.db.execute(sql`select pg_sleep(0.5)`).catch((e: unknown) => e);
    await there.thread.kill();
    const err = await pending;
    expect(fromPgError(err)?.status).toBe(503);
    expect(String((err as Error).message ?? err)).toMatch(/database thread stopped|Failed query/);
    const res = await app.request('/api/jobs');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(UNAVAILABLE_MESSAGE);
  });
});
