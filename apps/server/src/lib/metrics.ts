import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';

/*
 * Prometheus metrics of this process (GET /metrics, modules/health). Counters and histograms are updated
 * in memory on the request path (a label child looked up once per route, then a number added); everything
 * that needs the database (queues, outbox, webhooks) is read only when Prometheus scrapes.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer, by method, route template and status (route "fast-path": cached visitor answers written before the app)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const cacheLookups = new client.Counter({
  name: 'public_cache_lookups_total',
  help: "Visitors' cached public answers: hits and misses, by layer (fast = before the app, app = in the middleware)",
  labelNames: ['layer', 'result'] as const,
  registers: [registry],
});

type Child = { counter: client.Counter.Internal; histogram: client.Histogram.Internal<'method' | 'route' | 'status'> };
const children = new Map<string, Child>();
const MAX_SERIES = 2000;

/** Counts one answer and its time (seconds). Routes are templates ('/api/jobs/:id'), so the series stay few. */
export function recordRequest(method: string, route: string, status: number, seconds: number) {
  const key = `${method} ${route} ${status}`;
  let child = children.get(key);
  if (!child) {
    if (children.size >= MAX_SERIES) return;
    const labels = { method, route, status: String(status) };
    child = { counter: httpRequests.labels(labels), histogram: httpDuration.labels(labels) };
    children.set(key, child);
  }
  child.counter.inc();
  child.histogram.observe(seconds);
}

const fastHit = cacheLookups.labels({ layer: 'fast', result: 'hit' });
const appHit = cacheLookups.labels({ layer: 'app', result: 'hit' });
const appMiss = cacheLookups.labels({ layer: 'app', result: 'miss' });
/** A visitor's cached answer: written by the fast path, served by the app's cache layer, or computed (miss). */
export const cacheLookup = (where: 'fast' | 'app-hit' | 'app-miss') => (where === 'fast' ? fastHit : where === 'app-hit' ? appHit : appMiss).inc();

export type Gauges = {
  queue: { name: string; pending: number; due: number; oldestDueSeconds: number; running: number; failed: number }[];
  outbox: { pending: number; sending: number; failed: number };
  webhooksFailed: number;
  pool: { total: number; idle: number; waiting: number } | null;
};

/** Gauges read at scrape time (the collector is set by the server process; tests set their own). */
let readGauges: (() => Promise<Gauges>) | null = null;
export function setGaugeSource(read: (() => Promise<Gauges>) | null) {
  readGauges = read;
}

const gauge = (name: string, help: string, labelNames: string[] = []) => new client.Gauge({ name, help, labelNames, registers: [registry] });
const queueDepth = gauge('job_queue_depth', 'Queued jobs by kind and state (pending, due, running, failed)', ['job', 'state']);
const queueOldest = gauge('job_queue_oldest_due_seconds', 'Age of the oldest due job not yet run, by kind', ['job']);
const outbox = gauge('email_outbox_messages', 'E-mail outbox messages by state (pending, sending, failed)', ['state']);
const webhooksFailed = gauge('webhook_deliveries_failed', 'Lead-webhook deliveries that failed for good');
const pool = gauge('db_pool_connections', 'Database pool connections by state (total, idle, in_use, waiting = requests waiting for one)', ['state']);
const scrapeErrors = new client.Counter({
  name: 'metrics_scrape_errors_total',
  help: 'Scrapes whose database gauges could not be read',
  registers: [registry],
});

/** The text Prometheus reads: the gauges are refreshed from the database first. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  if (readGauges) {
    try {
      const g = await readGauges();
      queueDepth.reset();
      queueOldest.reset();
      for (const q of g.queue) {
        for (const state of ['pending', 'due', 'running', 'failed'] as const) queueDepth.set({ job: q.name, state }, q[state]);
        queueOldest.set({ job: q.name }, q.oldestDueSeconds);
      }
      outbox.set({ state: 'pending' }, g.outbox.pending);
      outbox.set({ state: 'sending' }, g.outbox.sending);
      outbox.set({ state: 'failed' }, g.outbox.failed);
      webhooksFailed.set(g.webhooksFailed);
      if (g.pool) {
        pool.set({ state: 'total' }, g.pool.total);
        pool.set({ state: 'idle' }, g.pool.idle);
        pool.set({ state: 'in_use' }, g.pool.total - g.pool.idle);
        pool.set({ state: 'waiting' }, g.pool.waiting);
      }
    } catch {
      scrapeErrors.inc();
    }
  }
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** METRICS_TOKEN as a bearer token, or a direct loopback connection (no proxy header: nginx is loopback too). */
export function metricsAllowed(token: string | undefined, authorization: string | undefined, remoteAddress: string | undefined, proxied: boolean): boolean {
  if (token && authorization?.startsWith('Bearer ')) {
    const a = Buffer.from(authorization.slice(7).trim());
    const b = Buffer.from(token);
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  if (proxied) return false;
  return remoteAddress === '127.0.0.1' || remoteAddress === '::1' || remoteAddress === '::ffff:127.0.0.1';
}
