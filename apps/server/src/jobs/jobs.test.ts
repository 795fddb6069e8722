// pglite-subset: the claim/retry loop (FOR UPDATE SKIP LOCKED) under concurrent workers, dedupe keys, heartbeats
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../db/client.ts';
import { useTestApp } from '../test/test-app.ts';
import { expireSubscriptions } from './definitions/expire-subscriptions.ts';
import { updateWebinarStatuses } from './jobs.queries.ts';
import { workerId } from '../lib/queue/claim.ts';
import { defineJob, defineRecurringJob, enqueue, jobType, periodOf } from '../lib/queue/job.ts';
import { loadEnv } from '../lib/env.ts';
import { jobDefinitions } from './registry.ts';
import { runQueuedJobs, runSchedules, startWorkers } from './runner.ts';
import { enqueueEmail } from '../modules/email/email.service.ts';

const t = useTestApp();

describe('webinar status job', () => {
  it('moves upcoming to live and live to completed, never touching cancelled', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    await t.deps.db.execute(sql`
      insert into webinars (id, title, start_time, end_time, duration_minutes, status) values
        ('00000000-0000-4000-8000-000000000001', 'starting', '2026-06-01T11:30:00Z', null, 60, 'upcoming'),
        ('00000000-0000-4000-8000-000000000002', 'ended', '2026-06-01T10:00:00Z', null, 60, 'live'),
        ('00000000-0000-4000-8000-000000000003', 'ended with end', '2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z', 240, 'upcoming'),
        ('00000000-0000-4000-8000-000000000004', 'cancelled', '2026-06-01T10:00:00Z', null, 60, 'cancelled'),
        ('00000000-0000-4000-8000-000000000005', 'future', '2026-06-02T10:00:00Z', null, 60, 'upcoming')`);
    expect(await updateWebinarStatuses(t.deps.db, now)).toBe(3);
    const rows = rowsOf<{ title: string; status: string }>(await t.deps.db.execute(sql`select title, status from webinars order by title`));
    expect(Object.fromEntries(rows.map((r) => [r.title, r.status]))).toEqual({
      starting: 'live',
      ended: 'completed',
      'ended with end': 'completed',
      cancelled: 'cancelled',
      future: 'upcoming',
    });
    expect(await updateWebinarStatuses(t.deps.db, now)).toBe(0);
  });
});

describe('subscription expiry job', () => {
  it('marks ended subscriptions expired and clears is_pro', async () => {
    const ended = await t.createUser({ isPro: true });
    const live = await t.createUser({ isPro: true });
    await t.deps.db.execute(sql`
      insert into user_subscriptions (user_id, status, start_date, end_date) values
        (${ended.id}, 'cancelled', now() - interval '400 days', now() - interval '1 day'),
        (${live.id}, 'active', now() - interval '10 days', now() + interval '355 days')`);
    expect(await expireSubscriptions(t.deps.db)).toBe(1);
    const rows = rowsOf<{ id: string; is_pro: boolean }>(await t.deps.db.execute(sql`select id, is_pro from profiles where id in (${ended.id}, ${live.id})`));
    expect(rows.find((r) => r.id === ended.id)?.is_pro).toBe(false);
    expect(rows.find((r) => r.id === live.id)?.is_pro).toBe(true);
  });
});

describe('job queue', () => {
  it('runs each queued job exactly once across concurrent workers, and retries failures', async () => {
    const ran: number[] = [];
    let failOnce = true;
    const count = jobType('count', z.object({ n: z.number() }));
    const flakyJob = jobType('flaky', z.object({}));
    const defs = [
      defineJob(count, async (_d, p) => void ran.push(p.n)),
      defineJob(flakyJob, async () => {
        if (failOnce) {
          failOnce = false;
          throw new Error('boom');
        }
      }),
    ];
    for (let n = 0; n < 8; n++) await enqueue(t.deps.db, count, { n });
    await enqueue(t.deps.db, count, { n: 99 }, { dedupeKey: 'only-once' });
    await enqueue(t.deps.db, count, { n: 99 }, { dedupeKey: 'only-once' });
    await enqueue(t.deps.db, flakyJob, {});
    // @ts-expect-error the payload is checked against the job's schema
    if (Date.now() < 0) await enqueue(t.deps.db, count, { n: 'one' });
    await Promise.all([runQueuedJobs(t.deps, defs, 4), runQueuedJobs(t.deps, defs, 4), runQueuedJobs(t.deps, defs, 4)]);
    while ((await runQueuedJobs(t.deps, defs)) > 0) {}
    expect(ran.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 99]);
    const [flaky] = rowsOf<{ status: string; attempts: number }>(
      await t.deps.db.execute(sql`select status, attempts from background_jobs where name = 'flaky'`),
    );
    expect(flaky).toMatchObject({ status: 'pending', attempts: 1 });
    await t.deps.db.execute(sql`update background_jobs set run_at = now() where name = 'flaky'`);
    await runQueuedJobs(t.deps, defs);
    const [done] = rowsOf<{ status: string }>(await t.deps.db.execute(sql`select status from background_jobs where name = 'flaky'`));
    expect(done?.status).toBe('done');
  });
});

describe('typed jobs: retry policy and recurring ticks', () => {
  it("a job's retry policy sets its attempts and back-off; after the last attempt it is failed", async () => {
    const fragile = jobType('fragile', z.object({ id: z.string() }), { maxAttempts: 2, backoffSeconds: () => 1000 });
    const defs = [
      defineJob(fragile, async () => {
        throw new Error('down');
      }),
    ];
    await enqueue(t.deps.db, fragile, { id: 'a' });
    const state = async () =>
      rowsOf<{ status: string; attempts: number; max_attempts: number; wait: number }>(
        await t.deps.db.execute(
          sql`select status, attempts, max_attempts, round(extract(epoch from run_at - now()))::int as wait from background_jobs where name = 'fragile'`,
        ),
      )[0];
    expect(await runQueuedJobs(t.deps, defs)).toBe(1);
    const first = await state();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, max_attempts: 2 });
    expect(first?.wait).toBeGreaterThan(990);
    await t.deps.db.execute(sql`update background_jobs set run_at = now() where name = 'fragile'`);
    await runQueuedJobs(t.deps, defs);
    expect(await state()).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('a won tick is queued once with a dedupe key and runs through the queue, retried when it fails', async () => {
    let calls = 0;
    const tick = defineRecurringJob({
      id: 'test-tick',
      everySeconds: 3600,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('first try fails');
        return undefined;
      },
    });
    await t.deps.db.execute(sql`delete from job_schedules where name = 'test-tick'`);
    const a = startWorkers(t.deps, [tick]);
    const b = startWorkers(t.deps, [tick]);
    const jobs = async () =>
      rowsOf<{ status: string; attempts: number; dedupe_key: string }>(
        await t.deps.db.execute(sql`select status, attempts, dedupe_key from background_jobs where name = 'test-tick'`),
      );
    for (let i = 0; i < 100 && (await jobs()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 100 && (await jobs())[0]?.attempts !== 1; i++) await new Promise((r) => setTimeout(r, 50));
    await Promise.all([a.stop(), b.stop()]);
    const [queued, ...more] = await jobs();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued?.dedupe_key).toMatch(/^tick:test-tick:\d+$/);
    await t.deps.db.execute(sql`update background_jobs set run_at = now() where name = 'test-tick'`);
    await runQueuedJobs(t.deps, [tick]);
    expect((await jobs())[0]?.status).toBe('done');
    expect(calls).toBe(2);
  });

  it('the job alerts are looked for every JOB_ALERTS_CHECK_SECONDS (60 by default); the other periods stay fixed', async () => {
    const alerts = jobDefinitions.filter((d) => d.id === 'job-alerts');
    const period = async () =>
      rowsOf<{ every: number }>(
        await t.deps.db.execute(sql`select extract(epoch from next_run_at - last_run_at)::int as every from job_schedules where name = 'job-alerts'`),
      )[0]?.every;
    await t.deps.db.execute(sql`delete from job_schedules where name = 'job-alerts'`);
    await runSchedules(t.deps, alerts);
    expect(await period()).toBe(60);
    await t.deps.db.execute(sql`delete from job_schedules where name = 'job-alerts'`);
    const settings = { NODE_ENV: 'test', DATA_DIR: '.tmp/env-test', JWT_SECRET: 'x'.repeat(40) } as const;
    const fast = {
      ...t.deps,
      env: { ...t.deps.env, JOB_ALERTS_CHECK_SECONDS: loadEnv({ ...settings, JOB_ALERTS_CHECK_SECONDS: '4' }).JOB_ALERTS_CHECK_SECONDS },
    };
    expect(fast.env.JOB_ALERTS_CHECK_SECONDS).toBe(4);
    await runSchedules(fast, alerts);
    expect(await period()).toBe(4);
    expect(periodOf(jobDefinitions.find((d) => d.id === 'webinar-reminders') ?? {}, fast.env)).toBe(300);
    expect(() => loadEnv({ ...settings, JOB_ALERTS_CHECK_SECONDS: '0' })).toThrow(/JOB_ALERTS_CHECK_SECONDS/);
  });
});

describe('worker heartbeat', () => {
  it('is written while the background loops run and removed when they stop', async () => {
    const seen = async () =>
      rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from worker_heartbeats where worker_id = ${workerId}`))[0]?.n;
    const workers = startWorkers(t.deps, []);
    for (let i = 0; i < 50 && (await seen()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await seen()).toBe(1);
    await workers.stop();
    expect(await seen()).toBe(0);
  });
});

describe('worker lanes', () => {
  const slowHook = jobType('slow-hook', z.object({}));
  it('a job that holds its lane does not delay e-mail; stop() waits for the job in hand, then returns', async () => {
    let release = () => {};
    let started = false;
    let finished = false;
    const defs = [
      defineJob(
        slowHook,
        () =>
          new Promise<void>((resolve) => {
            started = true;
            release = () => {
              finished = true;
              resolve();
            };
          }),
      ),
    ];
    await enqueue(t.deps.db, slowHook, {});
    const sentBefore = t.sent.length;
    const workers = startWorkers(t.deps, defs);
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(ok()).toBe(true);
    };
    await until(() => started);
    await enqueueEmail(t.deps.db, { to: 'lane@test.local', subject: 'Confirm your e-mail', text: 'hello' });
    t.deps.nudge();
    workers.nudge();
    await until(() => t.sent.length > sentBefore);
    expect(t.sent.at(-1)?.to).toBe('lane@test.local');
    expect(workers.status.lanes.jobs.busySince).not.toBeNull();

    const stopping = workers.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(workers.status.running).toBe(true);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(workers.status.running).toBe(false);
    const [job] = rowsOf<{ status: string }>(await t.deps.db.execute(sql`select status from background_jobs where name = 'slow-hook'`));
    expect(job?.status).toBe('done');
  });
});
