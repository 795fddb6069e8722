// pglite-subset: reminders are claimed with FOR UPDATE OF ... SKIP LOCKED
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { webinarRemindersJob } from '../../jobs/definitions/webinar-reminders.ts';
import { jobDefinitions } from '../../jobs/registry.ts';
import { startWorkers } from '../../jobs/runner.ts';
import type { Deps } from '../../lib/context.ts';
import { makeVendor, makeWebinar } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';
import { deliverDueEmails } from '../email/email.worker.ts';
import { notifyNewWebinar } from '../notifications/notifications.service.ts';
import { sendDueReminders } from './webinars.service.ts';

const t = useTestApp();

async function member() {
  const u = await t.createUser();
  return { ...u, token: await t.loginAs(u.email) };
}
const outboxFor = async (email: string) =>
  rowsOf<{ subject: string; attachments: { filename: string; content: string; contentType: string }[] }>(
    await t.deps.db.execute(sql`select subject, attachments from email_outbox where to_address = ${email} order by created_at`),
  );

describe('webinar registration', () => {
  it('shows the panel to visitors and requires sign-in to register', async () => {
    const id = await makeWebinar(t.deps.db);
    const panel = await t.json('GET', `/api/webinars/${id}/registration`);
    expect(panel.status).toBe(200);
    expect(panel.body).toMatchObject({ registered: false, webinar: { id, status: 'upcoming', registrationUrl: 'https://events.example/register/1' } });
    expect((await t.json('POST', `/api/webinars/${id}/register`)).status).toBe(401);
    const missing = await t.json('GET', '/api/webinars/00000000-0000-4000-8000-000000000000/registration');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Webinar not found');
  });

  it('records one registration, returns the registration URL, and e-mails one confirmation with an .ics', async () => {
    const m = await member();
    const id = await makeWebinar(t.deps.db, { title: 'Healing, tests; and more' });
    const first = await t.json('POST', `/api/webinars/${id}/register`, { token: m.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ created: true, registrationUrl: 'https://events.example/register/1' });
    const again = await t.json('POST', `/api/webinars/${id}/register`, { token: m.token });
    expect(again.body.created).toBe(false);
    const regs = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from webinar_registrations where user_id = ${m.id}`));
    expect(regs[0]?.n).toBe(1);
    const panel = await t.json('GET', `/api/webinars/${id}/registration`, { token: m.token });
    expect(panel.body.registered).toBe(true);

    const mails = await outboxFor(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("You're registered: Healing, tests; and more");
    const ics = mails[0]?.attachments[0];
    expect(ics?.filename).toBe('webinar.ics');
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics?.content).toContain('BEGIN:VEVENT');
    expect(ics?.content).toContain(`UID:webinar-${id}@localhost`);
    expect(ics?.content).toContain('SUMMARY:Healing\\, tests\\; and more');
    expect(ics?.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics?.content).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);

    await deliverDueEmails(t.deps);
    const sent = t.sent.find((s) => s.to === m.email);
    expect(sent?.attachments?.[0]?.filename).toBe('webinar.ics');
  });

  it('refuses registration for completed, live or cancelled webinars', async () => {
    const m = await member();
    for (const o of [{ startInMinutes: -300 }, { startInMinutes: -10 }, { status: 'cancelled' }]) {
      const id = await makeWebinar(t.deps.db, o);
      const res = await t.json('POST', `/api/webinars/${id}/register`, { token: m.token });
      expect(res.status, JSON.stringify(o)).toBe(422);
    }
  });
});

describe('reminders', () => {
  it('sends the 24 h and 1 h reminders once each, even when several workers run at once', async () => {
    const m = await member();
    const id = await makeWebinar(t.deps.db, { startInMinutes: 30 * 60 });
    await t.json('POST', `/api/webinars/${id}/register`, { token: m.token });
    await t.deps.db.execute(sql`update webinar_registrations set created_at = now() - interval '3 days' where webinar_id = ${id}`);

    // 30 h before: nothing due yet.
    expect(await sendDueReminders(t.deps)).toBe(0);
    // 23 h before: the 24 h reminder, claimed once by concurrent runs.
    await t.deps.db.execute(sql`update webinars set start_time = now() + interval '23 hours' where id = ${id}`);
    const counts = await Promise.all([sendDueReminders(t.deps), sendDueReminders(t.deps), webinarRemindersJob.run(t.deps, {}).then(() => 0)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    let subjects = (await outboxFor(m.email)).map((x) => x.subject);
    expect(subjects.filter((s) => s.startsWith('Reminder:') && s.endsWith('starts tomorrow'))).toHaveLength(1);
    // 30 min before: the 1 h reminder, once.
    await t.deps.db.execute(sql`update webinars set start_time = now() + interval '30 minutes' where id = ${id}`);
    await Promise.all([sendDueReminders(t.deps), sendDueReminders(t.deps)]);
    await sendDueReminders(t.deps);
    subjects = (await outboxFor(m.email)).map((x) => x.subject);
    expect(subjects.filter((s) => s.endsWith('starts in about an hour'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Reminder:'))).toHaveLength(2);
    const [reg] = rowsOf<{ a: Date | null; b: Date | null }>(
      await t.deps.db.execute(sql`select reminder_24h_sent_at as a, reminder_1h_sent_at as b from webinar_registrations where webinar_id = ${id}`),
    );
    expect(reg?.a).not.toBeNull();
    expect(reg?.b).not.toBeNull();
  });

  it('a late 24 h reminder (servers were down) says when the webinar really starts, and none is sent inside 2 hours', async () => {
    const m = await member();
    const id = await makeWebinar(t.deps.db, { startInMinutes: 6 * 60 + 10 });
    await t.json('POST', `/api/webinars/${id}/register`, { token: m.token });
    await t.deps.db.execute(sql`update webinar_registrations set created_at = now() - interval '3 days' where webinar_id = ${id}`);
    await sendDueReminders(t.deps);
    expect((await outboxFor(m.email)).map((x) => x.subject).filter((s) => s.startsWith('Reminder:'))).toEqual([
      'Reminder: Self-healing tests, live starts in about 6 hours',
    ]);
    const m2 = await member();
    const soon = await makeWebinar(t.deps.db, { startInMinutes: 90 });
    await t.json('POST', `/api/webinars/${soon}/register`, { token: m2.token });
    await t.deps.db.execute(sql`update webinar_registrations set created_at = now() - interval '3 days' where webinar_id = ${soon}`);
    await sendDueReminders(t.deps);
    expect((await outboxFor(m2.email)).map((x) => x.subject).filter((s) => s.startsWith('Reminder:'))).toHaveLength(0);
  });

  it('the reminder and trial jobs are registered as recurring jobs, and two server processes run each tick once', async () => {
    const byId = new Map(jobDefinitions.map((d) => [d.id, d]));
    expect(byId.get('webinar-reminders')?.everySeconds).toBe(300);
    expect(byId.get('trial-activations')?.everySeconds).toBe(86_400);
    const m = await member();
    const id = await makeWebinar(t.deps.db, { startInMinutes: 30 });
    await t.json('POST', `/api/webinars/${id}/register`, { token: m.token });
    await t.deps.db.execute(sql`delete from job_schedules where name in ('webinar-reminders', 'trial-activations')`);
    const runs: string[] = [];
    const counted = ['webinar-reminders', 'trial-activations'].map((name) => {
      const def = byId.get(name);
      if (!def) throw new Error(`${name} is not registered`);
      return {
        ...def,
        run: async (deps: Deps, p: unknown) => {
          runs.push(name);
          await def.run(deps, p);
        },
      };
    });
    const a = startWorkers(t.deps, counted);
    const b = startWorkers(t.deps, counted);
    const deadline = Date.now() + 10_000;
    while (runs.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.sort()).toEqual(['trial-activations', 'webinar-reminders']);
    expect((await outboxFor(m.email)).map((x) => x.subject).filter((s) => s.startsWith('Reminder:'))).toHaveLength(1);
    const schedules = rowsOf<{ name: string; next: Date | string }>(
      await t.deps.db.execute(sql`select name, next_run_at as next from job_schedules where name in ('webinar-reminders', 'trial-activations')`),
    );
    const next = Object.fromEntries(schedules.map((r) => [r.name, (new Date(r.next).getTime() - Date.now()) / 1000]));
    expect(next['webinar-reminders']).toBeGreaterThan(250);
    expect(next['trial-activations']).toBeGreaterThan(86_000);
  });

  it('does not send the 24 h reminder to someone who registered within the last 24 hours', async () => {
    const m = await member();
    const id = await makeWebinar(t.deps.db, { startInMinutes: 5 * 60 });
    await t.json('POST', `/api/webinars/${id}/register`, { token: m.token });
    await sendDueReminders(t.deps);
    expect((await outboxFor(m.email)).map((x) => x.subject).filter((s) => s.startsWith('Reminder:'))).toHaveLength(0);
  });
});

describe('new webinar notifications', () => {
  it('notifies members who prefer the vendor, once', async () => {
    const vendorId = await makeVendor(t.deps.db, { name: 'Preferred Co' });
    const fan = await member();
    const other = await member();
    await t.deps.db.execute(sql`update digest_preferences set preferred_vendors = array[${vendorId}]::text[] where user_id = ${fan.id}`);
    const id = await makeWebinar(t.deps.db, { vendorId, title: 'Brand new' });
    expect(await notifyNewWebinar(t.deps.db, id)).toBe(1);
    expect(await notifyNewWebinar(t.deps.db, id)).toBe(0);
    const fanNotes = await t.json('GET', '/api/notifications', { token: fan.token });
    expect(fanNotes.body.items[0]).toMatchObject({ kind: 'new_webinar', title: 'New webinar from Preferred Co', body: 'Brand new', link: `/webinars/${id}` });
    expect((await t.json('GET', '/api/notifications', { token: other.token })).body.total).toBe(0);
  });
});
