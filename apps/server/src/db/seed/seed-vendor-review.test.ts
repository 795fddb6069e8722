import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';

const t = useTestApp();
let admin: string;
let manager: string;

beforeAll(async () => {
  await seedDemo(t.deps.db);
  admin = await t.loginAs('admin@example.com', DEMO_PASSWORD);
  manager = await t.loginAs('manager@example.com', DEMO_PASSWORD);
});

describe('demo data of the vendor review', () => {
  it('shows the admin a pending new job and a pending edit of Quorvex, and the manager their states', async () => {
    expect((await t.json('GET', '/api/admin/submissions/count', { token: admin })).body.pending).toBe(2);
    const queue = await t.json('GET', '/api/admin/submissions', { token: admin });
    const items = queue.body.items as { id: string; vendorId: string; kind: string; contentId: string | null; title: string }[];
    expect(items.map((s) => [s.vendorId, s.kind, s.contentId === null ? 'new' : 'edit'])).toEqual([
      ['quorvex', 'job', 'new'],
      ['quorvex', 'job', 'edit'],
    ]);
    const edit = await t.json('GET', `/api/admin/submissions/${items[1]?.id}`, { token: admin });
    expect(edit.body.live.jobTitle).not.toBe(edit.body.values.jobTitle);

    const mine = await t.json('GET', '/api/vendor/submissions?state=all', { token: manager });
    expect(mine.body.items.map((s: { state: string }) => s.state).sort()).toEqual(['pending', 'pending', 'rejected']);
    expect(mine.body.items.find((s: { state: string }) => s.state === 'rejected').reason).toMatch(/exam page/);
    const jobs = await t.json('GET', '/api/vendor/jobs?pageSize=100', { token: manager });
    expect(jobs.body.items.filter((j: { review: { state: string } | null }) => j.review?.state === 'pending')).toHaveLength(1);

    // The seeded values pass the forms' own validation: both approve.
    for (const s of items) expect((await t.json('POST', `/api/admin/submissions/${s.id}/approve`, { token: admin })).status).toBe(200);
    const titles = (await t.json('GET', '/api/jobs?search=Staff%20AI%20Test%20Automation')).body.items.map((j: { jobTitle: string }) => j.jobTitle);
    expect(titles).toContain('Staff AI Test Automation Engineer');
  });

  it('marks one vendor trusted', async () => {
    const vendors = await t.json('GET', '/api/admin/vendors?pageSize=100', { token: admin });
    expect(vendors.body.items.filter((v: { trusted: boolean }) => v.trusted).map((v: { id: string }) => v.id)).toEqual(['testloom']);
  });
});
