// pglite-subset: how a closed or lost database fails differs per driver
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { memoryStorage, useTestApp } from '../test/test-app.ts';
import { loadEnv } from './env.ts';
import { fromPgError, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './errors.ts';

const t = useTestApp();

describe('Database unavailable', () => {
  it('recognises refused and lost connections, admin shutdown and recovery states', () => {
    const refused = Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]), {
      code: 'ECONNREFUSED',
    });
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
    for (const err of [
      refused,
      wrapped,
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      expect(fromPgError(err)?.status).toBe(503);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(fromPgError(Object.assign(new Error('x'), { cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }) }))?.status).toBe(400);
  });

  it('answers 503 with Retry-After (never 500) when the database server cannot be reached', async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing' });
    try {
      const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-123', SEED_DEMO: 'false' });
      const app = createApp({
        db: database.db,
        env,
        log: pino({ level: 'silent' }),
        mailer: { kind: 'log', send: async () => {} },
        storage: memoryStorage(),
        nudge: () => {},
      });
      for (const [method, path, body] of [
        ['GET', '/api/jobs', undefined],
        ['GET', '/api/health', undefined],
        ['POST', '/api/auth/login', { email: 'someone@example.com', password: 'secret123' }],
      ] as const) {
        const res = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        const json = (await res.json()) as { error: { code: string; message: string } };
        expect(json.error.code).toBe('unavailable');
        if (path !== '/api/health') expect(json.error.message).toBe(UNAVAILABLE_MESSAGE);
      }
    } finally {
      await database.close();
    }
  });

  describe.runIf(process.env.TEST_DB_KIND === 'postgres')('on PostgreSQL', () => {
    let admin: pg.Client | undefined;
    afterAll(async () => {
      await admin?.end().catch(() => undefined);
    });

    it('answers 503 when the server terminates the connections mid-request, then recovers by itself', async () => {
      expect((await t.json('GET', '/api/jobs')).status).toBe(200);
      admin = new pg.Client({ connectionString: t.database.url });
      await admin.connect();
      // Hold the jobs table so the next request is waiting inside the database when its backend is terminated.
      await admin.query('begin');
      await admin.query('lock table jobs in access exclusive mode');
      const pending = t.json('GET', '/api/jobs?search=terminated');
      for (let i = 0; i < 200; i++) {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      const res = await pending;
      await admin.query('rollback');
      expect(res.status).toBe(503);
      expect(res.res.headers.get('retry-after')).toBe('5');
      expect(res.body.error).toEqual({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
      // The pool drops the dead connections and opens new ones: no restart needed.
      expect((await t.json('GET', '/api/jobs')).status).toBe(200);
      expect((await t.json('GET', '/api/health')).status).toBe(200);
    });
  });
});
