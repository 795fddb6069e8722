import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { metricsEnabled, metricsText } from './metrics.ts';

// METRICS=false (lib/env.ts): nothing is counted on the request path and /metrics is not served. A file of its
// own: counting, once switched on by an app in the same module graph, stays on for the process.
const t = useTestApp({ METRICS: 'false', METRICS_TOKEN: 'a-metrics-token-of-some-length' });

describe('metrics switched off', () => {
  it('counts nothing and answers /metrics with 404', async () => {
    await t.request('GET', '/api/webinars');
    await t.request('GET', '/api/jobs/00000000-0000-4000-8000-000000000000');
    expect(metricsEnabled()).toBe(false);
    const res = await t.request('GET', '/metrics', { token: 'a-metrics-token-of-some-length' });
    expect(res.status).toBe(404);
    const text = (await metricsText()).body;
    expect(text).not.toMatch(/http_requests_total\{/);
    expect(text).not.toMatch(/process_resident_memory_bytes/);
  });
});
