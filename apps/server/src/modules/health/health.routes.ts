import { healthResponse, readyResponse } from '@portal/shared/api';
import * as system from '@portal/shared/system-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { bindContract, openApiDocument, route, routesOf } from '../../lib/route.ts';
import { latestMigrationMillis } from '../../db/client.ts';
import { metricsAllowed, metricsText } from '../../lib/metrics.ts';
import { appliedMigrationMillis, pingDatabase } from './health.queries.ts';

/** A worker whose heartbeat is older than this is not alive (it beats every 5 s). */
const WORKER_STALE_MS = 30_000;

export function registerHealthRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(system.health, { answer: healthResponse }), async (c) => {
    try {
      await pingDatabase(c.get('deps').db);
    } catch {
      throw new AppError('unavailable', 'Database unavailable');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  route(app, bindContract(system.ready, { answer: readyResponse }), async (c) => {
    const { db, env, runtime } = c.get('deps');
    const notReady = (reason: string) => new AppError('unavailable', `Not ready: ${reason}`);
    if (runtime?.draining) throw notReady('shutting down (draining)');
    let applied: number;
    try {
      applied = await appliedMigrationMillis(db);
    } catch {
      throw notReady('database unreachable');
    }
    if (applied < latestMigrationMillis()) throw notReady('migrations not applied (run npm run migrate)');
    let workers: 'ok' | 'off' = 'off';
    if (env.RUN_WORKERS && runtime) {
      const w = runtime.workers;
      if (!w?.running) throw notReady('workers stopped');
      if (Date.now() - w.lastBeatAt > WORKER_STALE_MS) throw notReady('workers not alive (no heartbeat for 30 s)');
      workers = 'ok';
    }
    return { status: 'ready' as const, database: 'ok' as const, migrations: 'ok' as const, workers };
  });

  // Prometheus (lib/metrics.ts): with METRICS_TOKEN as a bearer token, or straight from loopback (not through a proxy).
  app.get('/metrics', async (c) => {
    const { env } = c.get('deps');
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    const proxied = Boolean(c.req.header('x-forwarded-for') || c.req.header('forwarded'));
    if (!metricsAllowed(env.METRICS_TOKEN, c.req.header('authorization'), incoming?.socket?.remoteAddress, proxied)) {
      return c.json({ error: { code: 'forbidden', message: 'Metrics need METRICS_TOKEN as a bearer token, or a loopback connection' } }, 403);
    }
    const m = await metricsText();
    return c.body(m.body, 200, { 'Content-Type': m.contentType, 'Cache-Control': 'no-store' });
  });

  app.get('/api/openapi.json', (c) => c.json(openApiDocument(routesOf(app))));
}
