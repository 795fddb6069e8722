import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';

/*
 * Prometheus metrics of this process (GET /metrics, modules/health). Counters and histograms are updated
 * in memory on the request path (a label child looked up once per route, then a number added); everything
 * that needs the database (queues, outbox, webhooks) is read only when Prometheus scrapes.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/*
 * The request counters are plain numbers updated on the request path (prom-client's labelled children hash
 * their labels on every call: ~1 µs, too much beside a ~30 µs cached answer) and handed to prom-client as
 * custom metrics when Prometheus scrapes.
 */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
type Series = { method: string; route: string; status: string; count: number; sum: number; buckets: number[] };
const series = new Map<string, Series>();
const MAX_SERIES = 2000;
let counting = true;
/** METRICS_REQUESTS=false: requests are not counted at all (the bench's --metrics-off compares the fast path's cost). */
export function setRequestCounting(on: boolean) {
  counting = on;
}

/** Counts one answer and its time (seconds). Routes are templates ('/api/jobs/:id'), so the series stay few. */
export function recordRequest(method: string, route: string, status: number, seconds: number) {
  if (!counting) return;
  const key = `${method} ${route} ${status}`;
  let s = series.get(key);
  if (!s) {
    if (series.size >= MAX_SERIES) return;
    s = { method, route, status: String(status), count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
    series.set(key, s);
  }
  s.count++;
  s.sum += seconds;
  let i = 0;
  while (i < BUCKETS.length && seconds > (BUCKETS[i] as number)) i++;
  if (i < BUCKETS.length) s.buckets[i] = (s.buckets[i] ?? 0) + 1;
}

const lookups = { fast: 0, 'app-hit': 0, 'app-miss': 0 };
/** A visitor's cached answer: written by the fast path, served by the app's cache layer, or computed (miss). */
export const cacheLookup = (where: 'fast' | 'app-hit' | 'app-miss') => {
  if (!counting) return;
  lookups[where]++;
};

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };
const custom = (name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) =>
  registry.registerMetric({
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
  } as unknown as client.Metric);

custom('http_requests_total', 'HTTP requests answered, by method, route template and status', 'counter', () =>
  [...series.values()].map((s) => ({ labels: { method: s.method, route: s.route, status: s.status }, value: s.count })),
);
custom(
  'http_request_duration_seconds',
  'Time to answer, by method, route template and status (route "fast-path": cached visitor answers written before the app)',
  'histogram',
  () =>
    [...series.values()].flatMap((s) => {
      const labels = { method: s.method, route: s.route, status: s.status };
      let acc = 0;
      const out: Value[] = BUCKETS.map((le, i) => {
        acc += s.buckets[i] ?? 0;
        return { labels: { ...labels, le }, value: acc, metricName: 'http_request_duration_seconds_bucket' };
      });
      out.push({ labels: { ...labels, le: '+Inf' }, value: s.count, metricName: 'http_request_duration_seconds_bucket' });
      out.push({ labels, value: s.sum, metricName: 'http_request_duration_seconds_sum' });
      out.push({ labels, value: s.count, metricName: 'http_request_duration_seconds_count' });
      return out;
    }),
);
custom(
  'public_cache_lookups_total',
  "Visitors' cached public answers: hits and misses, by layer (fast = before the app, app = in the middleware)",
  'counter',
  () => [
    { labels: { layer: 'fast', result: 'hit' }, value: lookups.fast },
    { labels: { layer: 'app', result: 'hit' }, value: lookups['app-hit'] },
    { labels: { layer: 'app', result: 'miss' }, value: lookups['app-miss'] },
  ],
);

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
