import { digestPeriodKey } from '@portal/shared/digests';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { aiCourses, jobs, productTrials, vendors, webinars } from '../../db/schema/catalog.ts';
import { digestPreferences } from '../../db/schema/notifications.ts';
import { emailTemplates } from '../../db/schema/system.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sendDigest, sendDueDigests } from './digests.service.ts';

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
  await t.truncate('email_outbox', 'digest_runs');
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
    expect(first.body.run).toMatchObject({
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
    expect(again.body.run).toMatchObject({ recipientCount: 1, successCount: 0 });
    expect(await mailsTo(u.email)).toHaveLength(1);

    const everyone = await t.json('POST', '/api/admin/digests/trigger', { token: admin, body: { digestType: 'weekly' } });
    expect(everyone.body.message).toBe('weekly digest triggered successfully');
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
    const member = await t.createUser();
    const token = await t.loginAs(member.email);
    expect((await t.json('GET', '/api/admin/digests/users', { token })).status).toBe(403);
  });
});

describe('schedule', () => {
  it('sends each type on its days, at most once per period', async () => {
    const u = await member({ prefs: { weeklyDigest: true, monthlyDigest: true } });
    const types = (rs: { runId: string }[]) =>
      Promise.all(
        rs.map(
          async (r) =>
            rowsOf<{ digestType: string }>(await t.deps.db.execute(sql`select digest_type as "digestType" from digest_runs where id = ${r.runId}`))[0]
              ?.digestType,
        ),
      );
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
