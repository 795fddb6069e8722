import { catalogMessages } from '@portal/shared/catalog-api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

beforeAll(async () => {
  await seedDemo(t.deps.db);
});

const jobWith = async (status: string) =>
  rowsOf<{ id: string; job_title: string }>(await t.deps.db.execute(sql`select id, job_title from jobs where status = ${status} order by id limit 1`))[0];

describe('GET /api/jobs/{id}', () => {
  it('answers one active job with its vendor and display fields', async () => {
    const job = await jobWith('active');
    if (!job) throw new Error('seed has no active job');
    const res = await t.json('GET', `/api/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: job.id, jobTitle: job.job_title, status: 'active', likedByMe: false });
    expect(Array.isArray(res.body.requirements)).toBe(true);
  });

  it('answers 410 for a closed or inactive job, like its page, without its details', async () => {
    const job = await jobWith('active');
    if (!job) throw new Error('seed has no active job');
    for (const status of ['closed', 'inactive']) {
      await t.deps.db.execute(sql`update jobs set status = ${status} where id = ${job.id}::uuid`);
      const res = await t.json('GET', `/api/jobs/${job.id}`);
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ error: { code: 'gone', message: catalogMessages.jobNoLongerOpen } });
    }
    await t.deps.db.execute(sql`update jobs set status = 'active' where id = ${job.id}::uuid`);
  });

  it("answers 404 'Job not found' for an unknown or malformed id", async () => {
    const missing = await t.json('GET', '/api/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(catalogMessages.jobNotFound);
    const bad = await t.json('GET', '/api/jobs/not-a-uuid');
    expect(bad.status).toBe(404);
  });
});
