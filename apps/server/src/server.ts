import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, responseHeaders } from './app.ts';
import { type Database, openDatabase, runMigrations } from './db/client.ts';
import { seedDemo } from './db/seed/seed.ts';
import { markPgliteInUse } from './db/copy/backup-files.ts';
import { startWorkers } from './jobs/runner.ts';
import type { Deps, Runtime } from './lib/context.ts';
import { servePublicFast } from './lib/public-cache.ts';
import { cacheLookup, recordRequest, setGaugeSource, setRequestCounting } from './lib/metrics.ts';
import { flushSearchLog, noteSearchRequest } from './lib/search-log.ts';
import { systemGauges } from './modules/health/health.queries.ts';
import { servePagesFast } from './modules/ssr/ssr.ts';
import type { Env } from './lib/env.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createStorage } from './lib/storage.ts';
import { createMailer } from './modules/email/mailer.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type Running = { url: string; port: number; deps: Deps; database: Database; stop: () => Promise<void> };

/** The HTTP server: cached visitor answers and rendered pages are written before the app is entered (servePublicFast, servePagesFast). */
export function createNodeServer(app: ReturnType<typeof createApp>, deps: Deps) {
  const fast = servePublicFast(deps, responseHeaders(deps.env, 'api'), responseHeaders(deps.env, 'page'));
  const fastPage = servePagesFast(deps, responseHeaders(deps.env, 'page'));
  const listener = getRequestListener(app.fetch, { hostname: deps.env.HOST });
  const server = createServer((req, res) => {
    // Draining (server.close() was called): answer what is in flight, then close its connection.
    if (!server.listening) res.shouldKeepAlive = false;
    const started = performance.now();
    if (fast(req, res) || fastPage(req, res)) {
      recordRequest('GET', 'fast-path', res.statusCode, (performance.now() - started) / 1000);
      cacheLookup('fast');
      if (res.statusCode === 200 && req.url) noteSearchRequest(req.url, Boolean(req.headers['user-agent']));
    } else void listener(req, res);
  });
  return server;
}

/** Opens the database, migrates, seeds when empty, serves the app and API, and starts the workers. */
export async function startServer(env: Env, log: Logger = createLogger(env.LOG_LEVEL, false)): Promise<Running> {
  setRequestCounting(env.METRICS_REQUESTS);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, thread: env.PGLITE_THREAD, jit: env.DATABASE_JIT });
  await runMigrations(database);
  // The embedded database is this process's alone: `npm run backup`, `restore` and `db:move` check the mark.
  const localToken = database.kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  let unmark = localToken ? markPgliteInUse(env.DATA_DIR, { port: null, token: localToken }) : () => {};
  if (env.SEED_DEMO) {
    const seeded = await seedDemo(database.db);
    if (seeded) log.info('demo data seeded');
  }
  let nudge = () => {};
  const runtime: Runtime = { startedAt: Date.now(), draining: false, workers: null, localToken };
  const deps: Deps = {
    runtime,
    db: database.db,
    env,
    log,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log }),
    storage: createStorage(env),
    nudge: () => nudge(),
  };
  if (!env.RAZORPAY_KEY_ID) {
    log.warn(
      env.LOCAL_PAYMENTS
        ? 'No Razorpay keys: Pro purchases use the built-in test checkout and charge nothing (LOCAL_PAYMENTS=true)'
        : 'No Razorpay keys and LOCAL_PAYMENTS is off: Pro cannot be bought until RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET are set',
    );
  }
  setGaugeSource(async () => ({ ...(await systemGauges(database.db)), pool: database.poolStats?.() ?? null }));
  const app = createApp(deps, { webDist: env.WEB_DIST ?? defaultWebDist });
  const workers = env.RUN_WORKERS ? startWorkers(deps) : null;
  if (workers) {
    nudge = workers.nudge;
    runtime.workers = workers.status;
  }
  const server = createNodeServer(app, deps);
  // Search counts (lib/search-log.ts) reach the database every 10 s and at stop.
  const flushSearches = () => flushSearchLog(database.db).catch((err) => log.warn({ err }, 'search log not written'));
  const searchFlush = setInterval(flushSearches, 10_000);
  searchFlush.unref();
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  if (localToken) unmark = markPgliteInUse(env.DATA_DIR, { port, token: localToken });
  return {
    url: `http://localhost:${port}`,
    port,
    deps,
    database,
    /**
     * Drains: /api/ready answers 503 at once, the server stops accepting and closes idle keep-alive
     * connections, in-flight requests finish (their connections close after the answer), each worker
     * lane finishes the item in hand, then the database closes.
     */
    stop: async () => {
      runtime.draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection whose last request just finished is idle now: close it (close() did so only once).
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      try {
        await Promise.all([closed, workers?.stop()]);
      } finally {
        clearInterval(sweep);
        clearInterval(searchFlush);
      }
      await flushSearches();
      await database.close();
      unmark();
    },
  };
}
