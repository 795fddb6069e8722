import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ RUN_WORKERS: 'true' });

describe('/api/ready', () => {
  const ready = () => t.json('GET', '/api/ready');
  const lanes = () => ({
    schedules: { lastTurnAt: 0, busySince: null },
    email: { lastTurnAt: 0, busySince: null },
    jobs: { lastTurnAt: 0, busySince: null },
    sources: { lastTurnAt: 0, busySince: null },
  });

  it('is ready with the database up, migrations applied and workers beating', async () => {
    t.deps.runtime = { startedAt: Date.now(), draining: false, workers: { running: true, lastBeatAt: Date.now(), lanes: lanes() } };
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ready', database: 'ok', migrations: 'ok', workers: 'ok' } });
  });

  it('answers 503 with the reason: draining, workers silent or stopped, a migration missing', async () => {
    const expect503 = async (reason: RegExp) => {
      const r = await ready();
      expect(r.status).toBe(503);
      expect(r.body.error.message).toMatch(reason);
      expect(r.res.headers.get('retry-after')).toBeTruthy();
    };
    t.deps.runtime = { startedAt: Date.now(), draining: true, workers: { running: true, lastBeatAt: Date.now(), lanes: lanes() } };
    await expect503(/draining/);
    t.deps.runtime = { startedAt: Date.now(), draining: false, workers: { running: true, lastBeatAt: Date.now() - 60_000, lanes: lanes() } };
    await expect503(/no heartbeat/);
    t.deps.runtime = { startedAt: Date.now(), draining: false, workers: { running: false, lastBeatAt: Date.now(), lanes: lanes() } };
    await expect503(/workers stopped/);
    t.deps.runtime = { startedAt: Date.now(), draining: false, workers: { running: true, lastBeatAt: Date.now(), lanes: lanes() } };
    await t.deps.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    await expect503(/migrations not applied/);
    // /api/health stays the cheap liveness answer.
    expect((await t.json('GET', '/api/health')).status).toBe(200);
  });
});
