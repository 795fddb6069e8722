import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { hashPassword } from '../lib/auth.ts';
import type { Deps } from '../lib/context.ts';
import { loadEnv } from '../lib/env.ts';
import type { Storage } from '../lib/storage.ts';
import type { MailMessage } from '../lib/mailer.ts';
import { insertUser } from '../modules/accounts/accounts.queries.ts';
import { createTestDatabase } from './test-db.ts';

export type TestContext = {
  database: Database;
  deps: Deps;
  app: ReturnType<typeof createApp>;
  /** Messages delivered by the in-memory mailer (after the outbox worker ran). */
  sent: MailMessage[];
  request: (method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<Response>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  json: <T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: T; res: Response }>;
  createUser: (opts?: {
    email?: string;
    password?: string;
    isAdmin?: boolean;
    isPro?: boolean;
    confirmed?: boolean;
    fullName?: string;
  }) => Promise<{ id: string; email: string; password: string }>;
  loginAs: (email: string, password?: string) => Promise<string>;
  truncate: (...tables: string[]) => Promise<void>;
};

let userSeq = 0;

export function memoryStorage(): Storage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, body) {
      files.set(key, body);
      return `http://localhost/storage/${key}`;
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}

/** One database and app per test file (call at the top of a describe or file). */
export function useTestApp(overrides: Partial<Record<string, string>> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      APP_URL: 'http://localhost:3000',
      SEED_DEMO: 'false',
      LOCAL_PAYMENTS: 'true',
      // Source syncs unpaced: the tests prove what a sync writes, not its pace (paced() has its own test in mapped.test.ts).
      SOURCE_SYNC_DUTY: '1',
      ...overrides,
    });
    const sent: MailMessage[] = [];
    const deps: Deps = {
      db: database.db,
      env,
      log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      mailer: { kind: 'smtp', send: async (m) => void sent.push(m) },
      storage: memoryStorage(),
      nudge: () => {},
    };
    const app = createApp(deps);
    const request: TestContext['request'] = (method, path, opts = {}) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return Promise.resolve(app.request(path, { method, headers, body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined }));
    };
    Object.assign(ctx, {
      database,
      deps,
      app,
      sent,
      request,
      json: async (method: string, path: string, opts?: Parameters<TestContext['request']>[2]) => {
        const res = await request(method, path, opts);
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null, res };
      },
      createUser: async (o: Parameters<TestContext['createUser']>[0] = {}) => {
        const email = (o.email ?? `user${++userSeq}-${Date.now()}@test.local`).toLowerCase();
        const password = o.password ?? 'secret123';
        const u = await insertUser(database.db, {
          email,
          passwordHash: await hashPassword(password),
          confirmed: o.confirmed ?? true,
          isAdmin: o.isAdmin,
          isPro: o.isPro,
          fullName: o.fullName,
        });
        return { id: u.id, email, password };
      },
      loginAs: async (email: string, password = 'secret123') => {
        const res = await request('POST', '/api/auth/login', { body: { email, password } });
        if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { accessToken: string }).accessToken;
      },
      truncate: async (...tables: string[]) => {
        await database.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
      },
    });
  });
  afterAll(async () => {
    await ctx.database?.close();
  });
  return ctx;
}

/**
 * A second server process on the same database, for concurrency tests: another Hono app with its own
 * connection pool on PostgreSQL (on PGlite, which is one embedded database, it shares the connection).
 */
export async function secondInstance(t: TestContext): Promise<{ app: TestContext['app']; request: TestContext['request']; close: () => Promise<void> }> {
  const other = t.database.kind === 'postgres' ? await openDatabase({ databaseUrl: t.database.url }) : null;
  const app = createApp({ ...t.deps, db: other?.db ?? t.deps.db });
  return {
    app,
    request: (method, path, opts = {}) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return Promise.resolve(app.request(path, { method, headers, body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined }));
    },
    close: async () => {
      await other?.close();
    },
  };
}

/** The refresh cookie value from a Set-Cookie header. */
export function refreshCookie(res: Response): string | null {
  const header = res.headers.get('set-cookie') ?? '';
  const m = header.match(/portal_rt=([^;]*)/);
  return m?.[1] ? m[1] : null;
}
