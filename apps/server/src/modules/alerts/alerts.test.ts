// pglite-subset: alerts are claimed with SKIP LOCKED; sign-up of an alert takes an advisory transaction lock
import { alertMessages } from '@portal/shared/alerts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { alertToken, runDueAlerts } from './alerts.service.ts';

const t = useTestApp({ TRUST_PROXY: 'true' });
let member: { id: string; email: string; token: string };

type Mail = { to_address: string; subject: string; text: string; dedupe_key: string | null };
const outboxTo = async (email: string) =>
  rowsOf<Mail>(await t.deps.db.execute(sql`select to_address, subject, text, dedupe_key from email_outbox where to_address = ${email} order by created_at`));
/** Makes every confirmed alert due now. */
const makeDue = () => t.deps.db.execute(sql`update job_alerts set next_run_at = now() - interval '1 second' where confirmed_at is not null`);

async function addJob(title: string, extra: { level?: string; type?: string; city?: string } = {}) {
  const [r] = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`insert into jobs (vendor_id, job_title, job_description, experience_level, job_type, location_city, posted_date, status, created_at)
      values ('alerts-co', ${title}, 'A role', ${extra.level ?? 'mid'}, ${extra.type ?? 'full-time'}, ${extra.city ?? 'Pune'}, current_date, 'active', clock_timestamp())
      returning id`),
  );
  return r?.id as string;
}

beforeAll(async () => {
  await t.deps.db.execute(sql`insert into vendors (id, name) values ('alerts-co', 'Alerts Co')`);
  const u = await t.createUser();
  member = { ...u, token: await t.loginAs(u.email) };
});

describe('job alerts', () => {
  it("a member's alert is live at once and e-mails only new matching jobs, once", async () => {
    const res = await t.json('POST', '/api/job-alerts', {
      token: member.token,
      body: { criteria: { search: 'playwright', experience: ['senior'] }, frequency: 'instant' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(alertMessages.created);
    expect(res.body.alert).toMatchObject({ confirmed: true, frequency: 'instant', summary: 'Jobs matching "playwright" · Senior' });
    await addJob('Senior Playwright Engineer', { level: 'senior' });
    await addJob('Junior Playwright Tester', { level: 'entry' });
    await addJob('Senior Cypress Engineer', { level: 'senior' });
    await makeDue();
    expect(await runDueAlerts(t.deps)).toBeGreaterThanOrEqual(1);
    const mails = await outboxTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('1 new job: Jobs matching "playwright" · Senior');
    expect(mails[0]?.text).toContain('Senior Playwright Engineer');
    expect(mails[0]?.text).not.toContain('Junior Playwright Tester');
    expect(mails[0]?.text).not.toContain('Cypress');
    expect(mails[0]?.text).toMatch(/\/jobs\/[0-9a-f-]{36}/);
    expect(mails[0]?.text).toContain('/job-alerts/unsubscribe?token=');
    // Nothing new: nothing sent, even when due again.
    await makeDue();
    await runDueAlerts(t.deps);
    expect(await outboxTo(member.email)).toHaveLength(1);
    // Not due yet: a new job waits for the next period.
    await addJob('Senior Playwright Architect', { level: 'senior' });
    await runDueAlerts(t.deps);
    expect(await outboxTo(member.email)).toHaveLength(1);
    await makeDue();
    await runDueAlerts(t.deps);
    const after = await outboxTo(member.email);
    expect(after).toHaveLength(2);
    expect(after[1]?.text).toContain('Senior Playwright Architect');
    expect(after[1]?.text).not.toContain('Senior Playwright Engineer');
  });

  it('two processes running the job at once claim each alert once', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    await t.json('POST', '/api/job-alerts', { token, body: { criteria: { search: 'parallel-claim' }, frequency: 'daily' } });
    await addJob('Parallel-claim QA lead');
    await makeDue();
    await Promise.all([runDueAlerts(t.deps), runDueAlerts(t.deps), runDueAlerts(t.deps)]);
    expect(await outboxTo(u.email)).toHaveLength(1);
  });

  it('members list, change and delete only their own alerts', async () => {
    const list = await t.json('GET', '/api/me/job-alerts', { token: member.token });
    expect(list.status).toBe(200);
    const id = list.body.items[0].id as string;
    const other = await t.createUser();
    const otherToken = await t.loginAs(other.email);
    expect((await t.json('PATCH', `/api/me/job-alerts/${id}`, { token: otherToken, body: { frequency: 'weekly' } })).status).toBe(404);
    expect((await t.json('DELETE', `/api/me/job-alerts/${id}`, { token: otherToken })).status).toBe(404);
    const changed = await t.json('PATCH', `/api/me/job-alerts/${id}`, { token: member.token, body: { frequency: 'weekly' } });
    expect(changed.body.frequency).toBe('weekly');
    expect((await t.json('PATCH', `/api/me/job-alerts/${id}`, { token: member.token, body: { frequency: 'hourly' } })).status).toBe(400);
    expect((await t.json('DELETE', `/api/me/job-alerts/${id}`, { token: member.token })).status).toBe(204);
    expect((await t.json('GET', '/api/me/job-alerts', { token: member.token })).body.items.some((a: { id: string }) => a.id === id)).toBe(false);
    expect((await t.json('GET', '/api/me/job-alerts')).status).toBe(401);
  });

  it("a visitor's alert needs the e-mailed confirmation (double opt-in); the signed link stops it", async () => {
    const email = 'visitor-alerts@test.local';
    const res = await t.json('POST', '/api/job-alerts', { body: { criteria: { jobType: ['remote'] }, frequency: 'daily', email } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: alertMessages.checkInbox, alert: null });
    const [confirmMail] = await outboxTo(email);
    expect(confirmMail?.subject).toBe('Confirm your job alert');
    const token = /token=([^\s]+)/.exec(confirmMail?.text ?? '')?.[1] as string;
    // Unconfirmed: nothing is sent.
    await addJob('Remote SDET', { type: 'remote' });
    await t.deps.db.execute(sql`update job_alerts set next_run_at = now() - interval '1 second'`);
    await runDueAlerts(t.deps);
    expect(await outboxTo(email)).toHaveLength(1);
    // GET-safe: confirming takes a POST.
    const confirmed = await t.json('POST', '/api/job-alerts/confirm', { body: { token: decodeURIComponent(token) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.summary).toBe('Jobs matching Remote');
    expect((await t.json('POST', '/api/job-alerts/confirm', { body: { token: decodeURIComponent(token) } })).status).toBe(404);
    await addJob('Remote QA Engineer', { type: 'remote' });
    await makeDue();
    await runDueAlerts(t.deps);
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Remote QA Engineer');
    expect(mails[1]?.text).not.toContain('Remote SDET'); // posted before the confirmation
    const stop = decodeURIComponent(/unsubscribe\?token=([^\s]+)/.exec(mails[1]?.text ?? '')?.[1] ?? '');
    expect((await t.json('POST', '/api/job-alerts/unsubscribe', { body: { token: `${stop.split('.')[0]}.forged-signature` } })).status).toBe(404);
    const bye = await t.json('POST', '/api/job-alerts/unsubscribe', { body: { token: stop } });
    expect(bye.status).toBe(200);
    expect(bye.body.message).toBe(alertMessages.unsubscribed);
    expect(rowsOf(await t.deps.db.execute(sql`select 1 from job_alerts where email = ${email}`))).toHaveLength(0);
    expect(alertToken('secret-a'.repeat(4), 'x')).not.toBe(alertToken('secret-b'.repeat(4), 'x'));
  });

  it('alert e-mails carry RFC 8058 List-Unsubscribe headers; the one-click POST deletes only that alert', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const keep = await t.json('POST', '/api/job-alerts', { token, body: { criteria: { search: 'keeper' }, frequency: 'instant' } });
    const res = await t.json('POST', '/api/job-alerts', { token, body: { criteria: { search: 'oneclick' }, frequency: 'instant' } });
    expect([keep.status, res.status]).toEqual([201, 201]);
    await addJob('Oneclick Tester');
    await makeDue();
    await runDueAlerts(t.deps);
    const [m] = rowsOf<{ headers: Record<string, string> }>(
      await t.deps.db.execute(sql`select headers from email_outbox where to_address = ${u.email} and subject like '%oneclick%'`),
    );
    expect(m?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(m?.headers['List-Unsubscribe'] ?? '')?.[1] ?? 'http://x/');
    expect(url.pathname).toBe('/api/job-alerts/unsubscribe/one-click');
    expect((await t.app.request(`${url.pathname}${url.search}`)).status).toBe(404); // GET changes nothing
    const bye = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bye.status).toBe(200);
    const left = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from job_alerts where user_id = ${u.id}`));
    expect(left.map((r) => r.id)).toEqual([keep.body.alert.id]);
  });

  it('visitors must give an e-mail; an address keeps at most 10 alerts, also under parallel requests', async () => {
    const missing = await t.json('POST', '/api/job-alerts', { body: { criteria: {} } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(alertMessages.emailRequired);
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => t.json('POST', '/api/job-alerts', { token, body: { criteria: { search: `term ${i}` }, frequency: 'weekly' } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.body.error.message).toBe(alertMessages.tooMany);
  });

  it("visitors cannot fill a member's slots: unconfirmed alerts are limited apart (3) and do not count against the 10", async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const ips = ['10.9.0.1', '10.9.0.2'];
    for (let i = 0; i < 10; i++) {
      const res = await t.json('POST', '/api/job-alerts', {
        body: { criteria: { search: `spam ${i}` }, frequency: 'weekly', email: u.email },
        headers: { 'x-forwarded-for': ips[i % 2] as string },
      });
      expect(res.body).toEqual({ message: alertMessages.checkInbox, alert: null });
    }
    const pending = rowsOf(await t.deps.db.execute(sql`select 1 from job_alerts where email = ${u.email} and confirmed_at is null`));
    expect(pending).toHaveLength(3);
    const results = [];
    for (let i = 0; i < 11; i++)
      results.push(await t.json('POST', '/api/job-alerts', { token, body: { criteria: { search: `mine ${i}` }, frequency: 'weekly' } }));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.at(-1)?.body.error.message).toBe(alertMessages.tooMany);
  });

  it("a visitor's words are not echoed into the confirmation e-mail sent to any address", async () => {
    const email = 'echo-target@test.local';
    const words = 'Your account is locked, call +1 555 0100 now';
    const res = await t.json('POST', '/api/job-alerts', { body: { criteria: { search: words, location: 'visit evil.example' }, frequency: 'daily', email } });
    expect(res.status).toBe(201);
    const [mail] = await outboxTo(email);
    expect(mail?.subject).toBe('Confirm your job alert');
    expect(mail?.text).not.toContain('locked');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toContain('your search words');
  });
});
