import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { jobs, vendors } from '../../db/schema/catalog.ts';
import { digestPreferences } from '../../db/schema/notifications.ts';
import { useTestApp } from '../../test/test-app.ts';
import { makeWebinar } from '../../test/factories-member.ts';
import { deliverFanout, fanoutPayload } from '../admin/admin-mail.service.ts';
import { sendDigest } from '../../test/digest-runs.ts';
import { sendDueReminders } from '../webinars/webinars.service.ts';
import { deliverDueEmails } from './email.worker.ts';
import { unsubscribeToken } from './unsubscribe.ts';

const t = useTestApp();

type Row = { subject: string; text: string; html: string | null; headers: Record<string, string>; dedupe_key: string | null };
async function outboxTo(email: string) {
  return rowsOf<Row>(
    await t.deps.db.execute(sql`select subject, text, html, headers, dedupe_key from email_outbox where to_address = ${email} order by created_at`),
  );
}
const tokenIn = (headers: Record<string, string>) => {
  const m = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '');
  expect(m).not.toBeNull();
  const url = new URL(m?.[1] ?? '');
  return { url, token: url.searchParams.get('token') ?? '' };
};
const prefs = async (userId: string) => {
  const [d] = rowsOf<{ daily_digest: boolean; weekly_digest: boolean; biweekly_digest: boolean; monthly_digest: boolean }>(
    await t.deps.db.execute(sql`select daily_digest, weekly_digest, biweekly_digest, monthly_digest from digest_preferences where user_id = ${userId}`),
  );
  const [n] = rowsOf<{ email_notifications: boolean; upcoming_webinars: boolean }>(
    await t.deps.db.execute(sql`select email_notifications, upcoming_webinars from user_notifications where user_id = ${userId}`),
  );
  return { ...d, email_notifications: n?.email_notifications ?? true, upcoming_webinars: n?.upcoming_webinars ?? true };
};
const oneClick = (path: string, body?: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

beforeAll(async () => {
  await t.deps.db.insert(vendors).values({ id: 'acme', name: 'Acme' });
  await t.deps.db.insert(jobs).values({ vendorId: 'acme', jobTitle: 'Acme AI Tester', status: 'active' });
});
beforeEach(async () => {
  await t.truncate('email_outbox', 'digest_runs');
});

async function weeklyMember() {
  const u = await t.createUser();
  await t.deps.db
    .update(digestPreferences)
    .set({ weeklyDigest: true, dailyDigest: true, preferredVendors: ['acme'] })
    .where(sql`user_id = ${u.id}`);
  return u;
}

describe('List-Unsubscribe on bulk e-mail', () => {
  it('a digest carries both RFC 8058 headers and a footer link to the landing page; the mailer delivers the headers', async () => {
    const u = await weeklyMember();
    await sendDigest(t.deps, { digestType: 'weekly', userId: u.id });
    const [m] = await outboxTo(u.email);
    expect(m?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const { url, token } = tokenIn(m?.headers ?? {});
    expect(url.pathname).toBe('/api/email/unsubscribe');
    expect(token.startsWith(`digest_weekly.${u.id}.`)).toBe(true);
    const page = `${t.deps.env.APP_URL}/email/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(m?.text).toContain(`Unsubscribe or send less often: ${page}`);
    expect(m?.html).toContain('Unsubscribe or send less often</a>');
    t.sent.length = 0;
    await deliverDueEmails(t.deps);
    expect(t.sent.find((s) => s.to === u.email)?.headers?.['List-Unsubscribe']).toBe(m?.headers['List-Unsubscribe']);
  });

  it('notify-subscribers fan-out and webinar reminders carry the headers of their own kind', async () => {
    const u = await weeklyMember();
    await deliverFanout(
      t.deps,
      fanoutPayload.parse({
        audience: { kind: 'vendor', vendorId: 'acme' },
        templateName: null,
        template: { subject: 'News', content: 'Hi {{user_name}}' },
        vars: {},
        dedupe: { prefix: 'news:' },
      }),
    );
    const webinarId = await makeWebinar(t.deps.db, { startInMinutes: 30 });
    await t.deps.db.execute(sql`insert into webinar_registrations (webinar_id, user_id) values (${webinarId}, ${u.id})`);
    expect(await sendDueReminders(t.deps)).toBe(1);
    const rows = await outboxTo(u.email);
    const news = rows.find((r) => r.subject === 'News');
    const reminder = rows.find((r) => r.dedupe_key?.startsWith('webinar_reminder_1h:'));
    expect(tokenIn(news?.headers ?? {}).token.startsWith(`notifications.${u.id}.`)).toBe(true);
    expect(tokenIn(reminder?.headers ?? {}).token.startsWith(`webinar_reminders.${u.id}.`)).toBe(true);
    expect(reminder?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The spec's text is kept and only the footer is appended.
    expect(news?.text.startsWith('Hi ')).toBe(true);
  });

  it('transactional mail (sign-up confirmation, password reset) has no List-Unsubscribe', async () => {
    const email = `tx-${Date.now()}@test.local`;
    expect((await t.json('POST', '/api/auth/signup', { body: { email, password: 'Str0ng-password!', fullName: 'Tx' } })).status).toBeLessThan(300);
    await t.deps.db.execute(sql`update users set email_confirmed_at = now() where email = ${email}`);
    expect((await t.json('POST', '/api/auth/forgot-password', { body: { email } })).status).toBeLessThan(300);
    const rows = await outboxTo(email);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(r.headers).toEqual({});
      expect(r.text).not.toContain('Unsubscribe');
    }
  });
});

describe('one-click unsubscribe and the landing page API', () => {
  it('one-click POST (form body) turns off exactly that kind, without sign-in; reading the state changes nothing', async () => {
    const u = await weeklyMember();
    await sendDigest(t.deps, { digestType: 'weekly', userId: u.id });
    const [m] = await outboxTo(u.email);
    const { url, token } = tokenIn(m?.headers ?? {});
    const path = `${url.pathname}${url.search}`;

    const read = await t.json('GET', `/api/email/subscription?token=${encodeURIComponent(token)}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ kind: 'digest_weekly', subscribed: true, lessOften: { kind: 'digest_biweekly', subscribed: false } });
    // GET on the one-click URL is not a way to unsubscribe (mail scanners follow links).
    expect((await t.app.request(path)).status).toBe(404);
    expect((await prefs(u.id)).weekly_digest).toBe(true);

    const res = await oneClick(path, 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'digest_weekly', subscribed: false });
    expect(await prefs(u.id)).toMatchObject({ weekly_digest: false, daily_digest: true, email_notifications: true, upcoming_webinars: true });

    // Empty body works too (some clients send none); it stays off.
    expect((await oneClick(path)).status).toBe(200);
    expect((await prefs(u.id)).weekly_digest).toBe(false);
  });

  it('re-subscribe and send less often from the page', async () => {
    const u = await weeklyMember();
    const token = encodeURIComponent(unsubscribeToken(t.deps.env.JWT_SECRET, 'digest_daily', u.id));
    expect((await oneClick(`/api/email/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await prefs(u.id)).daily_digest).toBe(false);
    const again = await t.json('POST', `/api/email/subscription?token=${token}`, { body: { action: 'resubscribe' } });
    expect(again.body).toMatchObject({ kind: 'digest_daily', subscribed: true });
    expect((await prefs(u.id)).daily_digest).toBe(true);
    const less = await t.json('POST', `/api/email/subscription?token=${token}`, { body: { action: 'less_often' } });
    expect(less.body).toMatchObject({ subscribed: false, lessOften: { kind: 'digest_weekly', subscribed: true } });
    expect(await prefs(u.id)).toMatchObject({ daily_digest: false, weekly_digest: true });

    const n = encodeURIComponent(unsubscribeToken(t.deps.env.JWT_SECRET, 'notifications', u.id));
    expect((await t.json('POST', `/api/email/subscription?token=${n}`, { body: { action: 'less_often' } })).status).toBe(400);
    expect((await t.json('POST', `/api/email/subscription?token=${n}`, { body: { action: 'nope' } })).status).toBe(400);
  });

  it('a webinar-reminder unsubscribe stops the reminders only', async () => {
    const u = await weeklyMember();
    const token = encodeURIComponent(unsubscribeToken(t.deps.env.JWT_SECRET, 'webinar_reminders', u.id));
    expect((await oneClick(`/api/email/unsubscribe?token=${token}`)).status).toBe(200);
    expect(await prefs(u.id)).toMatchObject({ upcoming_webinars: false, email_notifications: true, weekly_digest: true });
    const webinarId = await makeWebinar(t.deps.db, { startInMinutes: 30 });
    await t.deps.db.execute(sql`insert into webinar_registrations (webinar_id, user_id) values (${webinarId}, ${u.id})`);
    await sendDueReminders(t.deps);
    expect((await outboxTo(u.email)).filter((r) => r.dedupe_key?.startsWith('webinar_reminder'))).toHaveLength(0);
  });

  it('forged, other-kind, other-member and malformed tokens are refused without changing anything', async () => {
    const u = await weeklyMember();
    const other = await weeklyMember();
    const good = unsubscribeToken(t.deps.env.JWT_SECRET, 'digest_weekly', u.id);
    const sig = good.split('.')[2];
    const cases = [
      `notifications.${u.id}.${sig}`, // another kind with this kind's signature
      `digest_weekly.${other.id}.${sig}`, // another member
      unsubscribeToken('x'.repeat(40), 'digest_weekly', u.id), // wrong secret
      `unknown_kind.${u.id}.${sig}`,
      `${good}.extra`,
      unsubscribeToken(t.deps.env.JWT_SECRET, 'digest_weekly', '00000000-0000-4000-8000-000000000000'), // no such member
    ];
    for (const tok of cases) {
      const res = await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(tok)}`, 'List-Unsubscribe=One-Click');
      expect(res.status).toBe(404);
      expect((await t.json('GET', `/api/email/subscription?token=${encodeURIComponent(tok)}`)).status).toBe(404);
    }
    expect((await oneClick('/api/email/unsubscribe')).status).toBe(400);
    expect((await oneClick('/api/email/unsubscribe?token=short')).status).toBe(400);
    expect(await prefs(u.id)).toMatchObject({ weekly_digest: true, email_notifications: true });
    expect(await prefs(other.id)).toMatchObject({ weekly_digest: true, email_notifications: true });
  });
});
