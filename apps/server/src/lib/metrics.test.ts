import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { systemGauges } from '../modules/health/health.queries.ts';
import { useTestApp } from '../test/test-app.ts';
import { loadEnv } from './env.ts';
import { metricsAllowed, setGaugeSource, setRequestCounting } from './metrics.ts';

const token = 'metrics-token-0123456789abcdef';
const t = useTestApp({ METRICS_TOKEN: token });
afterAll(() => setGaugeSource(null));

describe('GET /metrics', () => {
  it('refuses without the token (and through a proxy), answers with it', async () => {
    expect((await t.request('GET', '/metrics')).status).toBe(403);
    expect((await t.request('GET', '/metrics', { token: 'wrong-token-0123456789abcdef' })).status).toBe(403);
    expect(metricsAllowed(undefined, undefined, '127.0.0.1', false)).toBe(true);
    expect(metricsAllowed(undefined, undefined, '127.0.0.1', true)).toBe(false);
    expect(metricsAllowed(undefined, undefined, '10.0.0.5', false)).toBe(false);
    expect(metricsAllowed(token, `Bearer ${token}`, '10.0.0.5', true)).toBe(true);
    const res = await t.request('GET', '/metrics', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('counts requests by route template and status, cache lookups, and reads queue, outbox and webhook gauges', async () => {
    setGaugeSource(async () => ({ ...(await systemGauges(t.deps.db)), pool: { total: 4, idle: 1, waiting: 2 } }));
    await t.deps.db.execute(sql`insert into background_jobs (name, payload, status, run_at) values
      ('lead-webhook', '{}', 'pending', now() - interval '90 seconds'), ('lead-webhook', '{}', 'failed', now())`);
    await t.deps.db.execute(
      sql`insert into email_outbox (to_address, subject, text, status) values ('a@b.test', 's', 't', 'failed'), ('c@d.test', 's', 't', 'pending')`,
    );
    // The counters are the process's: other test files in this worker may have counted these routes before.
    const notFound = /http_requests_total\{method="GET",route="\/api\/jobs\/:id",status="404"\} (\d+)\n/;
    const webinars = /http_request_duration_seconds_bucket\{method="GET",route="\/api\/webinars",status="200",le="\+Inf"\} (\d+)\n/;
    const before = await (await t.request('GET', '/metrics', { token })).text();
    const was = (re: RegExp) => Number(re.exec(before)?.[1] ?? 0);
    await t.request('GET', '/api/jobs/00000000-0000-4000-8000-000000000000');
    await t.request('GET', '/api/jobs/00000000-0000-4000-8000-000000000001');
    await t.request('GET', '/api/webinars');
    await t.request('GET', '/api/webinars');
    const text = await (await t.request('GET', '/metrics', { token })).text();
    expect(Number(notFound.exec(text)?.[1])).toBe(was(notFound) + 2);
    expect(Number(webinars.exec(text)?.[1])).toBe(was(webinars) + 2);
    expect(text).toMatch(/public_cache_lookups_total\{layer="app",result="miss"\} [1-9]/);
    expect(text).toMatch(/public_cache_lookups_total\{layer="app",result="hit"\} [1-9]/);
    expect(text).toMatch(/job_queue_depth\{job="lead-webhook",state="due"\} 1/);
    expect(text).toMatch(/job_queue_depth\{job="lead-webhook",state="failed"\} 1/);
    const oldest = Number(/job_queue_oldest_due_seconds\{job="lead-webhook"\} ([\d.]+)/.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(89);
    expect(text).toMatch(/email_outbox_messages\{state="failed"\} 1/);
    expect(text).toMatch(/email_outbox_messages\{state="pending"\} 1/);
    expect(text).toMatch(/webhook_deliveries_failed 0/);
    expect(text).toMatch(/db_pool_connections\{state="in_use"\} 3/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 2/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d/);
    expect(text).toMatch(/process_cpu_seconds_total \d/);
  });

  it('METRICS_REQUESTS=false leaves requests and cache lookups uncounted (bench --metrics-off)', async () => {
    expect(loadEnv({ ...process.env, METRICS_REQUESTS: 'false' }).METRICS_REQUESTS).toBe(false);
    expect(loadEnv({ ...process.env, METRICS_REQUESTS: undefined }).METRICS_REQUESTS).toBe(true);
    const count = async () => {
      const text = await (await t.request('GET', '/metrics', { token })).text();
      const lookups = [...text.matchAll(/public_cache_lookups_total\{layer="app",result="(?:hit|miss)"\} (\d+)/g)];
      return {
        requests: Number(/http_requests_total\{method="GET",route="\/api\/vendors",status="200"\} (\d+)/.exec(text)?.[1] ?? 0),
        lookups: lookups.reduce((n, m) => n + Number(m[1]), 0),
      };
    };
    const before = await count();
    setRequestCounting(false);
    try {
      await t.request('GET', '/api/vendors');
      await t.request('GET', '/api/vendors');
      expect(await count()).toEqual(before);
    } finally {
      setRequestCounting(true);
    }
    await t.request('GET', '/api/vendors');
    expect((await count()).requests).toBe(before.requests + 1);
  });
});
