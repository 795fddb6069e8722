import { digestPeriodKey } from '@portal/shared/digests';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { aiCourses, jobs, productTrials, vendors, webinars } from '../../db/schema/catalog.ts';
import { digestPreferences } from '../../db/schema/notifications.ts';
import { emailTemplates } from '../../db/schema/system.ts';
import { drainJobs, sendDigest } from '../../test/digest-runs.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DIGEST_JOB, digestBatchPayload, runDigestBatch, sendDueDigests, startDigestRun } from './digests.service.ts';

/** The outbox insert, with a switch that makes the n-th call from now throw (a process dying mid-batch). */
const crash = vi.hoisted(() => ({ afterCalls: -1 }));
vi.mock('../email/email.service.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../email/email.service.ts')>();
  return {
    ...real,
    enqueueEmail: async (...args: Parameters<typeof real.enqueueEmail>) => {
      if (crash.afterCalls === 0) {
        crash.afterCalls = -1;
        throw new Error('process killed mid-batch');
      }
      if (crash.afterCalls > 0) crash.afterCalls--;
      return real.enqueueEmail(...args);
    },
  };
});

const t = useTestApp();
let admin: string;
let adminId: string;
const DAY = 86_400_000;

type U = { id: string; email: string };
async function member(
  o: {
    pro?: boolean;
    prefs?: Partial<Record<'dailyDigest' | 'weeklyDigest' | 'biweeklyDigest' | 'monthlyDigest', boolean>>;
    vendors?: string[];
    confirmed?: boolean;
    name?: string;
  } = {},
): Promise<U> {
  const u = await t.createUser({ isPro: o.pro, confirmed: o.confirmed, fullName: o.name });
  await t.deps.db
    .update(digestPreferences)
    .set({ ...o.prefs, preferredVendors: o.vendors ?? [] })
    .where(sql`user_id = ${u.id}`);
  return u;
}
async function outboxCount() {
  return rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from email_outbox`))[0]?.n;
}
async function mailsTo(email: string) {
  return rowsOf<{ subject: string; text: string; html: string; dedupe_key: string }>(
    await t.deps.db.execute(sql`select subject, text, html, dedupe_key from email_outbox where to_address = ${email} and dedupe_key like 'digest:%'`),
  );
}

beforeAll(async () => {
  const a = await t.createUser({ isAdmin: true });
  adminId = a.id;
  admin = await t.loginAs(a.email);
  await t.deps.db.insert(vendors).values([
    { id: 'acme', name: 'Acme' },
    { id: 'globex', name: 'Globex' },
  ]);
  const now = Date.now();
  await t.deps.db.insert(jobs).values([
    { vendorId: 'acme', jobTitle: 'Acme AI Tester', status: 'active' },
    { vendorId: 'globex', jobTitle: 'Globex <QA> Lead', status: 'active' },
    { vendorId: 'acme', jobTitle: 'Closed Acme Job', status: 'closed' },
    { vendorId: 'acme', jobTitle: 'Old Acme Job', status: 'active', createdAt: new Date(now - 40 * DAY) },
  ]);
  await t.deps.db.insert(webinars).values([
    { vendorId: 'acme', title: 'Acme Webinar Soon', startTime: new Date(now + 2 * DAY), status: 'upcoming' },
    { vendorId: 'acme', title: 'Acme Webinar Far', startTime: new Date(now + 60 * DAY), status: 'upcoming' },
  ]);
  await t.deps.db.insert(aiCourses).values({ vendorId: 'globex', name: 'Globex Course', description: 'd', courseLink: 'https://g.test/c' });
  await t.deps.db.insert(productTrials).values({
    vendorId: 'acme',
    productName: 'Acme Featured Trial',
    description: 'd',
    accessLink: 'https://a.test',
    startDate: new Date(now - DAY),
    endDate: new Date(now + 30 * DAY),
    trialPeriodDays: 14,
    isFeatured: true,
  });
  await t.deps.db.insert(emailTemplates).values({ name: 'Weekly Digest', subject: 'Digest for {{user_name}}', content: 'Hi {{user_name}},\n\nNews.' });
});

beforeEach(async () => {
  await t.truncate('email_outbox', 'digest_runs', 'background_jobs');
});

describe('digest recipients and content', () => {
  it('sends weekly to confirmed opted-in members only, filtered by preferred vendors, with links', async () => {
    const fan = await member({ prefs: { weeklyDigest: true }, vendors: ['acme'], name: 'Ada Fan' });
    const all = await member({ prefs: { weeklyDigest: true } });
    const off = await member({ prefs: { weeklyDigest: false, monthlyDigest: true } });
    const unconfirmed = await member({ prefs: { weeklyDigest: true }, confirmed: false });
    const res = await sendDigest(t.deps, { digestType: 'weekly' });
    expect(res.sent).toBeGreaterThanOrEqual(2);
    expect(await mailsTo(off.email)).toHaveLength(0);
    expect(await mailsTo(unconfirmed.email)).toHaveLength(0);

    const [fanMail] = await mailsTo(fan.email);
    expect(fanMail?.subject).toBe('Digest for Ada Fan');
    expect(fanMail?.text).toContain('Acme AI Tester');
    expect(fanMail?.text).toContain('Acme Webinar Soon');
    expect(fanMail?.text).toContain('Acme Featured Trial');
    expect(fanMail?.text).not.toContain('Globex');
    expect(fanMail?.text).not.toContain('Closed Acme Job');
    expect(fanMail?.text).not.toContain('Old Acme Job');
    expect(fanMail?.text).not.toContain('Acme Webinar Far');
    expect(fanMail?.text).toMatch(/http:\/\/localhost:3000\/webinars\/[0-9a-f-]{36}/);
    expect(fanMail?.dedupe_key).toBe(`digest:weekly:${digestPeriodKey('weekly', new Date())}:${fan.id}`);

    const [allMail] = await mailsTo(all.email);
    expect(allMail?.text).toContain('Globex <QA> Lead');
    expect(allMail?.html).toContain('Globex &lt;QA&gt; Lead');
    expect(allMail?.text).toContain('Globex Course');
  });

  it('links each item to itself (not its list page) and says the period per frequency, never "this week" in a daily digest', async () => {
    await t.deps.db
      .update(emailTemplates)
      .set({ content: 'Hi {{user_name}},\n\nHere is what happened this week on AI Testing Hub. New {{digest_period}}:' })
      .where(sql`name = 'Weekly Digest'`);
    try {
      const pro = await member({ pro: true, prefs: { dailyDigest: true, monthlyDigest: true } });
      await sendDigest(t.deps, { digestType: 'daily' });
      const [daily] = await mailsTo(pro.email);
      expect(daily?.text).toContain('Here is what happened today on AI Testing Hub. New today:');
      expect(daily?.text).not.toMatch(/this week/i);
      expect(daily?.html).not.toMatch(/this week/i);
      expect(daily?.text).toMatch(/Acme AI Tester \(Acme\): http:\/\/localhost:3000\/jobs\/[0-9a-f-]{36}\n/);
      expect(daily?.text).toContain('Globex Course (Globex): http://localhost:3000/ai-courses?search=Globex%20Course');
      expect(daily?.text).toMatch(/Acme Featured Trial \(Acme\): http:\/\/localhost:3000\/product-trials\/[0-9a-f-]{36}/);
      expect(daily?.text).not.toMatch(/localhost:3000\/(jobs|ai-courses|certifications|product-updates)\n/);
      expect(daily?.html).toMatch(/href="http:\/\/localhost:3000\/jobs\/[0-9a-f-]{36}"/);

      await t.truncate('email_outbox');
      await sendDigest(t.deps, { digestType: 'monthly' });
      expect((await mailsTo(pro.email))[0]?.text).toContain('Here is what happened this month on AI Testing Hub. New this month:');
      await t.truncate('email_outbox');
      const weekly = await member({ prefs: { weeklyDigest: true } });
      await sendDigest(t.deps, { digestType: 'weekly' });
      expect((await mailsTo(weekly.email))[0]?.text).toContain('Here is what happened this week on AI Testing Hub. New this week:');
    } finally {
      await t.deps.db.update(emailTemplates).set({ content: 'Hi {{user_name}},\n\nNews.' }).where(sql`name = 'Weekly Digest'`);
    }
  });

  it('daily goes only to Pro members, also when a single user is chosen', async () => {
    const pro = await member({ pro: true, prefs: { dailyDigest: true } });
    const free = await member({ prefs: { dailyDigest: true } });
    await sendDigest(t.deps, { digestType: 'daily' });
    expect(await mailsTo(pro.email)).toHaveLength(1);
    expect(await mailsTo(free.email)).toHaveLength(0);
    const single = await sendDigest(t.deps, { digestType: 'daily', userId: free.id });
    expect(single.recipients).toBe(0);
    expect(await mailsTo(free.email)).toHaveLength(0);
  });

  it('skips a member with nothing new (neither success nor failure)', async () => {
    const u = await member({ prefs: { monthlyDigest: true }, vendors: ['nobody-sells-this'] });
    const res = await sendDigest(t.deps, { digestType: 'monthly', userId: u.id });
    expect(res).toMatchObject({ recipients: 1, sent: 0, failed: 0, skipped: 1 });
    const [run] = rowsOf<{ recipientCount: number; successCount: number; failureCount: number; status: string }>(
      await t.deps.db.execute(
        sql`select recipient_count as "recipientCount", success_count as "successCount", failure_count as "failureCount", status from digest_runs where id = ${res.runId}`,
      ),
    );
    expect(run).toEqual({ recipientCount: 1, successCount: 0, failureCount: 0, status: 'completed' });
  });
});

describe('admin endpoints', () => {
  it('triggers for a selected user with the spec message; a second run in the period sends nothing new', async () => {
    const u = await member({ prefs: { weeklyDigest: true }, vendors: ['acme'] });
    const other = await member({ prefs: { weeklyDigest: true } });
    const first = await t.json('POST', '/api/admin/digests/trigger', { token: admin, body: { digestType: 'weekly', userId: u.id } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('weekly digest triggered successfully for selected user');
    // The request only records the run and queues its job: no e-mail yet.
    expect(first.body.run).toMatchObject({ digestType: 'weekly', status: 'in_progress', recipientCount: 0, successCount: 0, testUserEmail: u.email });
    expect(await outboxCount()).toBe(0);
    const jobs = rowsOf<{ name: string }>(await t.deps.db.execute(sql`select name from background_jobs`));
    expect(jobs).toEqual([{ name: DIGEST_JOB }]);
    await drainJobs(t.deps);
    const done = await t.json('GET', '/api/admin/digests', { token: admin });
    expect(done.body.items[0]).toMatchObject({
      id: first.body.run.id,
      digestType: 'weekly',
      status: 'completed',
      recipientCount: 1,
      successCount: 1,
      failureCount: 0,
      testUserEmail: u.email,
    });
    expect(await mailsTo(u.email)).toHaveLength(1);
    expect(await mailsTo(other.email)).toHaveLength(0);
    const [runRow] = rowsOf<{ triggered_by: string; test_user_id: string }>(
      await t.deps.db.execute(sql`select triggered_by, test_user_id from digest_runs where id = ${first.body.run.id}`),
    );
    expect(runRow).toEqual({ triggered_by: adminId, test_user_id: u.id });

    const again = await t.json('POST', '/api/admin/digests/trigger', { token: admin, body: { digestType: 'weekly', userId: u.id } });
    await drainJobs(t.deps);
    const [againRun] = (await t.json('GET', '/api/admin/digests', { token: admin })).body.items;
    expect(againRun).toMatchObject({ id: again.body.run.id, recipientCount: 1, successCount: 0, status: 'completed' });
    expect(await mailsTo(u.email)).toHaveLength(1);

    const everyone = await t.json('POST', '/api/admin/digests/trigger', { token: admin, body: { digestType: 'weekly' } });
    expect(everyone.body.message).toBe('weekly digest triggered successfully');
    await drainJobs(t.deps);
    expect(await mailsTo(other.email)).toHaveLength(1);
    expect(await mailsTo(u.email)).toHaveLength(1);

    const history = await t.json('GET', '/api/admin/digests?pageSize=2', { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(3);
    expect(history.body.totalPages).toBe(2);
    expect(history.body.items[0]).toMatchObject({ testUserEmail: null, status: 'completed' });
    expect(history.body.items).toHaveLength(2);
  });

  it('rejects bad input and unknown users without a 500', async () => {
    const bad = await t.json('POST', '/api/admin/digests/trigger', { token: admin, body: { digestType: 'hourly' } });
    expect(bad.status).toBe(400);
    const missing = await t.json('POST', '/api/admin/digests/trigger', {
      token: admin,
      body: { digestType: 'weekly', userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('User not found');
  });

  it('lists users for the picker ordered by e-mail, with search', async () => {
    await t.createUser({ email: 'zzz-picker@test.local', fullName: 'Zed Picker' });
    await t.createUser({ email: 'aaa-picker@test.local' });
    const res = await t.json('GET', '/api/admin/digests/users?search=picker', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((u: { email: string }) => u.email)).toEqual(['aaa-picker@test.local', 'zzz-picker@test.local']);
    expect(res.body.items[1]).toEqual({ id: expect.any(String), email: 'zzz-picker@test.local', fullName: 'Zed Picker' });
  });
});

describe('schedule', () => {
  it('sends each type on its days, at most once per period', async () => {
    const u = await member({ prefs: { weeklyDigest: true, monthlyDigest: true } });
    const types = async (rs: { digestType: string }[]) => {
      await drainJobs(t.deps);
      return rs.map((r) => r.digestType);
    };
    // 2026-06-01 is a Monday and the 1st: all four are due
    expect((await types(await sendDueDigests(t.deps, new Date('2026-06-01T09:00:00Z')))).sort()).toEqual(['biweekly', 'daily', 'monthly', 'weekly']);
    expect(await sendDueDigests(t.deps, new Date('2026-06-01T10:00:00Z'))).toHaveLength(0);
    expect(await types(await sendDueDigests(t.deps, new Date('2026-06-02T00:30:00Z')))).toEqual(['daily']);
    expect((await types(await sendDueDigests(t.deps, new Date('2026-06-08T05:00:00Z')))).sort()).toEqual(['daily', 'weekly']);
    expect((await types(await sendDueDigests(t.deps, new Date('2026-06-15T05:00:00Z')))).sort()).toEqual(['biweekly', 'daily', 'weekly']);
    // one weekly and one monthly mail for the first period; later periods have their own keys
    const keys = (await mailsTo(u.email)).map((m) => m.dedupe_key).sort();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.startsWith('digest:monthly:2026-06-01:'))).toHaveLength(1);
    expect(keys.filter((k) => k.startsWith('digest:weekly:2026-06-01:'))).toHaveLength(1);
  });

  it('retries a period whose scheduled run failed or got stuck in progress, but not one still running', async () => {
    await t.deps.db.execute(sql`insert into digest_runs (digest_type, status, sent_at) values
      ('monthly', 'failed', '2026-07-01T01:00:00Z'), ('weekly', 'in_progress', '2026-07-01T01:00:00Z'), ('daily', 'in_progress', '2026-07-01T09:30:00Z')`);
    // 2026-07-01 is a Wednesday and the 1st: daily, biweekly and monthly are due; weekly is not
    const runs = await sendDueDigests(t.deps, new Date('2026-07-01T10:00:00Z'));
    const types = rowsOf<{ digestType: string }>(
      await t.deps.db.execute(sql`select digest_type as "digestType" from digest_runs where sent_at = '2026-07-01T10:00:00Z' order by digest_type`),
    ).map((r) => r.digestType);
    expect(runs).toHaveLength(2);
    expect(types).toEqual(['biweekly', 'monthly']);
  });
});

describe('fan-out in batches (a queued job, resumable)', () => {
  const runRow = async (id: string) =>
    rowsOf<{ status: string; recipients: number; sent: number; failed: number }>(
      await t.deps.db.execute(
        sql`select status, recipient_count as recipients, success_count as sent, failure_count as failed from digest_runs where id = ${id}`,
      ),
    )[0];
  const jobRows = async () =>
    rowsOf<{ status: string; payload: { runId: string; after: string | null; batchSize: number } }>(
      await t.deps.db.execute(sql`select status, payload from background_jobs where name = ${DIGEST_JOB} order by created_at, id`),
    );

  it('a job killed mid-batch loses that batch only; the retried job resumes there and e-mails each member exactly once', async () => {
    await t.deps.db.execute(sql`update digest_preferences set biweekly_digest = false`);
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => member({ prefs: { biweeklyDigest: true } })));
    const runId = await startDigestRun(t.deps, { digestType: 'biweekly', batchSize: 2 });
    expect(await outboxCount()).toBe(0);

    crash.afterCalls = 3; // batch 1 (two e-mails) commits; the 2nd e-mail of batch 2 throws
    await drainJobs(t.deps);
    expect(await outboxCount()).toBe(2);
    expect(await runRow(runId)).toMatchObject({ status: 'failed', recipients: 2, sent: 2 });
    const pending = (await jobRows()).filter((j) => j.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.payload.after).not.toBeNull();

    await t.deps.db.execute(sql`update background_jobs set run_at = now() where status = 'pending'`);
    await drainJobs(t.deps);
    expect(await runRow(runId)).toEqual({ status: 'completed', recipients: 5, sent: 5, failed: 0 });
    for (const m of members) expect(await mailsTo(m.email)).toHaveLength(1);
    expect((await jobRows()).map((j) => j.status)).toEqual(['done', 'done', 'done']);
  });

  it('a batch run again after it committed (crash before the job was marked done) adds nothing and counts nothing twice', async () => {
    await t.deps.db.execute(sql`update digest_preferences set monthly_digest = false`);
    const members = await Promise.all([1, 2, 3].map(() => member({ prefs: { monthlyDigest: true } })));
    const runId = await startDigestRun(t.deps, { digestType: 'monthly', batchSize: 2 });
    const [first] = await jobRows();
    if (!first) throw new Error('no job queued');
    const payload = digestBatchPayload.parse(first.payload);
    expect(await runDigestBatch(t.deps, payload)).toBe(2);
    expect(await runDigestBatch(t.deps, payload)).toBe(0);
    expect(await runRow(runId)).toMatchObject({ status: 'in_progress', recipients: 2, sent: 2 });
    await t.deps.db.execute(sql`update background_jobs set status = 'done' where id in (select id from background_jobs order by created_at, id limit 1)`);
    await drainJobs(t.deps);
    expect(await runRow(runId)).toEqual({ status: 'completed', recipients: 3, sent: 3, failed: 0 });
    for (const m of members) expect(await mailsTo(m.email)).toHaveLength(1);
  });

  it('a scheduled run older than an hour still counts as running while its batch job is queued', async () => {
    const now = new Date('2026-08-03T10:00:00Z'); // a Monday
    const runId = await startDigestRun(t.deps, { digestType: 'weekly', now: new Date('2026-08-03T01:00:00Z') });
    expect((await sendDueDigests(t.deps, now)).map((r) => r.digestType)).toEqual(['daily']);
    await t.deps.db.execute(sql`update background_jobs set status = 'failed' where payload->>'runId' = ${runId}`);
    expect((await sendDueDigests(t.deps, now)).map((r) => r.digestType)).toEqual(['weekly']);
  });
});
