import { FREE_WEBINAR_LIMIT, proMessages } from '@portal/shared/pro-text';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { makeVendor, makeWebinar } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';

/** The plan's terms as the server enforces them (docs/decisions/2101-honest-pro.md). */
const t = useTestApp();

async function member(isPro = false) {
  const u = await t.createUser({ isPro });
  return { ...u, token: await t.loginAs(u.email) };
}

async function premiumCourse(isPremium: boolean) {
  const vendorId = await makeVendor(t.deps.db);
  const [row] = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`
      insert into ai_courses (vendor_id, name, description, course_link, is_premium, level, duration)
      values (${vendorId}, ${isPremium ? 'Premium prompt testing' : 'Open prompt testing'}, 'Intermediate: for testers who automate',
        ${isPremium ? 'https://learn.example/premium' : 'https://learn.example/open'}, ${isPremium}, 'Intermediate', '6 weeks')
      returning id`),
  );
  return row?.id as string;
}

describe('Free plan: limited webinars', () => {
  it(`lets a Free member register for ${FREE_WEBINAR_LIMIT} webinars a month, then answers 403 with the way to Pro`, async () => {
    const m = await member();
    const ids = await Promise.all(Array.from({ length: FREE_WEBINAR_LIMIT + 1 }, () => makeWebinar(t.deps.db)));
    // A registration from last month does not count against this month.
    const old = await makeWebinar(t.deps.db);
    await t.deps.db.execute(
      sql`insert into webinar_registrations (user_id, webinar_id, created_at) values (${m.id}, ${old}, date_trunc('month', now()) - interval '1 day')`,
    );
    for (const id of ids.slice(0, FREE_WEBINAR_LIMIT)) {
      expect((await t.json('POST', `/api/webinars/${id}/register`, { token: m.token })).status).toBe(200);
    }
    // Registering again for one already held is not a new registration.
    const again = await t.json('POST', `/api/webinars/${ids[0]}/register`, { token: m.token });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);

    const over = await t.json('POST', `/api/webinars/${ids[FREE_WEBINAR_LIMIT]}/register`, { token: m.token });
    expect(over.status).toBe(403);
    expect(over.body.error.message).toBe(proMessages.webinarLimit);
    expect(over.body.error.message).toContain(String(FREE_WEBINAR_LIMIT));
    const [n] = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from webinar_registrations where user_id = ${m.id}`));
    expect(n?.n).toBe(FREE_WEBINAR_LIMIT + 1);
  });

  it('gives a Pro member unlimited webinars', async () => {
    const p = await member(true);
    for (let i = 0; i < FREE_WEBINAR_LIMIT + 2; i++) {
      const id = await makeWebinar(t.deps.db);
      const r = await t.json('POST', `/api/webinars/${id}/register`, { token: p.token });
      expect(r.status).toBe(200);
      expect(r.body.created).toBe(true);
    }
  });

  it('states the number on the plan', async () => {
    const plan = await t.json('GET', '/api/billing/plan');
    expect(plan.body.freeFeatures.join(' ')).toContain(`${FREE_WEBINAR_LIMIT} registrations a month`);
  });
});

describe('Free plan: recordings kept 7 days', () => {
  it('keeps a recording older than 7 days for Pro members only, everywhere it is given out', async () => {
    const old = await makeWebinar(t.deps.db, { startInMinutes: -10 * 24 * 60, status: 'completed', recordingUrl: 'https://video.example/old' });
    const fresh = await makeWebinar(t.deps.db, { startInMinutes: -2 * 24 * 60, status: 'completed', recordingUrl: 'https://video.example/fresh' });
    const free = await member();
    const pro = await member(true);

    const visitor = await t.json('GET', `/api/webinars/${old}`);
    expect(visitor.body).toMatchObject({
      recordingUrl: null,
      recordingProOnly: true,
      registration: { webinar: { recordingUrl: null, recordingProOnly: true } },
    });
    expect(JSON.stringify(visitor.body)).not.toContain('video.example/old');
    const list = await t.json('GET', '/api/webinars?status=completed');
    expect(JSON.stringify(list.body)).not.toContain('video.example/old');

    const freePage = await t.json('GET', `/api/webinars/${old}`, { token: free.token });
    expect(freePage.body.registration.webinar.recordingUrl).toBeNull();
    expect((await t.json('GET', `/api/pro/links/webinar/${old}`, { token: free.token })).status).toBe(403);

    const proPage = await t.json('GET', `/api/webinars/${old}`, { token: pro.token });
    expect(proPage.body.registration.webinar.recordingUrl).toBe('https://video.example/old');
    expect((await t.json('GET', `/api/pro/links/webinar/${old}`, { token: pro.token })).body).toEqual({ url: 'https://video.example/old' });

    // Within 7 days the recording is everyone's.
    const recent = await t.json('GET', `/api/webinars/${fresh}`);
    expect(recent.body).toMatchObject({ recordingUrl: 'https://video.example/fresh', recordingProOnly: false });
    expect((await t.json('GET', `/api/pro/links/webinar/${fresh}`, { token: free.token })).status).toBe(200);
  });
});

describe('Premium courses', () => {
  it('shows a premium course to everyone with its Pro mark and title but gives its link to Pro members only', async () => {
    const premium = await premiumCourse(true);
    const open = await premiumCourse(false);
    const list = await t.json('GET', '/api/ai-courses');
    const p = list.body.items.find((i: { id: string }) => i.id === premium);
    const o = list.body.items.find((i: { id: string }) => i.id === open);
    expect(p).toMatchObject({ name: 'Premium prompt testing', isPremium: true, courseLink: null, level: 'Intermediate', duration: '6 weeks' });
    expect(o).toMatchObject({ isPremium: false, courseLink: 'https://learn.example/open' });
    expect(JSON.stringify(list.body)).not.toContain('learn.example/premium');

    expect((await t.json('GET', `/api/pro/links/ai_course/${premium}`)).status).toBe(401);
    const free = await member();
    const denied = await t.json('GET', `/api/pro/links/ai_course/${premium}`, { token: free.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe(proMessages.proOnly);
    const pro = await member(true);
    expect((await t.json('GET', `/api/pro/links/ai_course/${premium}`, { token: pro.token })).body).toEqual({ url: 'https://learn.example/premium' });
  });

  it('lets an admin mark a course premium', async () => {
    const id = await premiumCourse(false);
    const admin = await t.createUser({ isAdmin: true });
    const token = await t.loginAs(admin.email);
    const vendorId = await makeVendor(t.deps.db);
    const r = await t.json('PUT', `/api/admin/ai-courses/${id}`, {
      token,
      body: { vendorId, name: 'Open prompt testing', description: 'Now for Pro', courseLink: 'https://learn.example/open', isPremium: true },
    });
    expect(r.status).toBe(200);
    const list = await t.json('GET', '/api/ai-courses');
    expect(list.body.items.find((i: { id: string }) => i.id === id)).toMatchObject({ isPremium: true, courseLink: null });
  });
});

describe('Priority support', () => {
  it("lists a signed-in Pro member's contact message first, marked, whatever its age", async () => {
    const pro = await member(true);
    const body = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, subject: 'support', message: 'Help with my trial' });
    expect((await t.json('POST', '/api/contact', { token: pro.token, body: body('Priya') })).status).toBe(201);
    await t.deps.db.execute(sql`update contact_messages set created_at = now() - interval '2 days' where name = 'Priya'`);
    expect((await t.json('POST', '/api/contact', { body: body('Visitor') })).status).toBe(201);

    const admin = await t.createUser({ isAdmin: true });
    const token = await t.loginAs(admin.email);
    const inbox = await t.json('GET', '/api/admin/contact-messages?status=open', { token });
    const names = inbox.body.items.map((m: { name: string; fromPro: boolean }) => `${m.name}:${m.fromPro}`);
    expect(names.slice(0, 2)).toEqual(['Priya:true', 'Visitor:false']);
  });
});
