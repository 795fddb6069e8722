import { adminMessages } from '@portal/shared/admin';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { digestPreferences, userNotifications } from '../../db/schema/notifications.ts';
import { runQueuedJobs } from '../../jobs/runner.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: string;
let adminEmail: string;

async function vendor(id: string, extra: Record<string, unknown> = {}) {
  const res = await t.json('POST', '/api/admin/vendors', { token: admin, body: { id, name: id.toUpperCase(), ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return id;
}
const jobBody = (over: Record<string, unknown> = {}) => ({
  vendorId: 'acme',
  jobTitle: 'AI Test Engineer',
  jobDescription: 'Build tests',
  jobPageUrl: 'https://acme.test/jobs/1',
  locationCity: 'Austin',
  locationState: 'TX',
  locationCountry: 'USA',
  experienceLevel: 'mid',
  jobType: 'full-time',
  salaryMin: 1000,
  salaryMax: 2000,
  salaryCurrency: 'USD',
  requirements: 'Playwright\n\n  TypeScript  \n',
  postedDate: '2025-01-05',
  status: 'active',
  ...over,
});
async function job(over: Record<string, unknown> = {}) {
  const res = await t.json('POST', '/api/admin/jobs', { token: admin, body: jobBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}
async function audits(entityId: string) {
  return rowsOf<{ action: string; actorEmail: string; before: string | null; after: string | null }>(
    await t.deps.db.execute(
      sql`select action, actor_email as "actorEmail", before, after from audit_log where entity_id = ${entityId} order by created_at, action`,
    ),
  );
}
/** Runs the queued jobs (the fan-out of reminders and notifications) until none is due. */
async function drainJobs() {
  while ((await runQueuedJobs(t.deps)) > 0) {}
}
async function outboxTo(subjectLike: string) {
  await drainJobs();
  return rowsOf<{ to_address: string; subject: string; text: string }>(
    await t.deps.db.execute(sql`select to_address, subject, text from email_outbox where subject like ${subjectLike} order by to_address`),
  ).map((r) => r.to_address);
}
async function follower(opts: { vendors: string[]; email?: boolean; name?: string }) {
  const u = await t.createUser({ fullName: opts.name });
  await t.deps.db.update(digestPreferences).set({ preferredVendors: opts.vendors }).where(sql`user_id = ${u.id}`);
  if (opts.email === false) await t.deps.db.update(userNotifications).set({ emailNotifications: false }).where(sql`user_id = ${u.id}`);
  return u;
}

beforeAll(async () => {
  const a = await t.createUser({ isAdmin: true });
  adminEmail = a.email;
  admin = await t.loginAs(a.email);
  await t.createUser(); // a member beside the admin, as the lists and counts below expect
  await vendor('acme', { domainName: 'acme.test', websiteUrl: 'https://www.acme.test' });
  await vendor('zeta');
});

describe('jobs', () => {
  it('validates with the spec messages', async () => {
    const empty = await t.json('POST', '/api/admin/jobs', { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({
      vendorId: adminMessages.vendorRequired,
      jobTitle: adminMessages.jobTitleRequired,
      jobPageUrl: adminMessages.jobPageUrlRequired,
      locationCity: adminMessages.cityRequired,
      postedDate: adminMessages.postedDateRequired,
    });
    const long = await t.json('POST', '/api/admin/jobs', { token: admin, body: jobBody({ jobTitle: 'x'.repeat(101) }) });
    expect(long.body.error.fields.jobTitle).toBe('Job title must be 100 characters or less');
    const salary = await t.json('POST', '/api/admin/jobs', { token: admin, body: jobBody({ salaryMin: 5000, salaryMax: 100 }) });
    expect(salary.status).toBe(400);
    expect(salary.body.error.message).toBe('Maximum salary must be greater than minimum salary');
    const url = await t.json('POST', '/api/admin/jobs', { token: admin, body: jobBody({ jobPageUrl: 'javascript:alert(1)' }) });
    expect(url.body.error.fields.jobPageUrl).toBe('Please enter a valid URL');
    const noVendor = await t.json('POST', '/api/admin/jobs', { token: admin, body: jobBody({ vendorId: 'nope' }) });
    expect(noVendor.status).toBe(422);
  });

  it('creates, reads, updates and deletes with audit entries (before/after for updates)', async () => {
    const id = await job({ jobTitle: 'Audit Me' });
    const got = await t.json('GET', `/api/admin/jobs/${id}`, { token: admin });
    expect(got.body.requirements).toEqual(['Playwright', 'TypeScript']);
    expect(got.body.vendor).toMatchObject({ id: 'acme', name: 'ACME' });
    const upd = await t.json('PUT', `/api/admin/jobs/${id}`, { token: admin, body: jobBody({ jobTitle: 'Audited' }) });
    expect(upd.status).toBe(200);
    const del = await t.json('DELETE', `/api/admin/jobs/${id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await t.json('GET', `/api/admin/jobs/${id}`, { token: admin })).status).toBe(404);
    const log = await audits(id);
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    expect(log.every((l) => l.actorEmail === adminEmail)).toBe(true);
    const update = log[1];
    expect(JSON.parse(update?.before ?? '{}').jobTitle).toBe('Audit Me');
    expect(JSON.parse(update?.after ?? '{}').jobTitle).toBe('Audited');
  });

  it('filters, searches, sorts and pages in SQL', async () => {
    await job({ jobTitle: 'Zzz Filter Closed', status: 'closed', vendorId: 'zeta' });
    await job({ jobTitle: 'Aaa Filter Active' });
    const closed = await t.json('GET', '/api/admin/jobs?status=closed&search=filter', { token: admin });
    expect(closed.body.items.map((j: { jobTitle: string }) => j.jobTitle)).toEqual(['Zzz Filter Closed']);
    const byVendor = await t.json('GET', '/api/admin/jobs?vendorId=zeta', { token: admin });
    expect(byVendor.body.items.every((j: { vendorId: string }) => j.vendorId === 'zeta')).toBe(true);
    const asc = await t.json('GET', '/api/admin/jobs?sort=jobTitle&dir=asc&pageSize=1&search=filter', { token: admin });
    expect(asc.body.items[0].jobTitle).toBe('Aaa Filter Active');
    expect(asc.body.total).toBe(2);
    expect(asc.body.totalPages).toBe(2);
    const bad = await t.json('GET', '/api/admin/jobs?sort=password', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('bulk actions are atomic: one unknown id changes nothing', async () => {
    const a = await job();
    const b = await job();
    const missing = '00000000-0000-4000-8000-000000000001';
    const res = await t.json('POST', '/api/admin/jobs/bulk', { token: admin, body: { ids: [a, b, missing], action: 'deactivate' } });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(adminMessages.bulkMissing);
    expect((await t.json('GET', `/api/admin/jobs/${a}`, { token: admin })).body.status).toBe('active');
    const del = await t.json('POST', '/api/admin/jobs/bulk', { token: admin, body: { ids: [a, missing], action: 'delete' } });
    expect(del.status).toBe(404);
    expect((await t.json('GET', `/api/admin/jobs/${a}`, { token: admin })).status).toBe(200);

    const ok = await t.json('POST', '/api/admin/jobs/bulk', { token: admin, body: { ids: [a, b], action: 'deactivate' } });
    expect(ok.body.updated).toBe(2);
    expect((await t.json('GET', `/api/admin/jobs/${b}`, { token: admin })).body.status).toBe('inactive');
    expect((await audits(a)).map((l) => l.action)).toContain('bulk_deactivate');
    const empty = await t.json('POST', '/api/admin/jobs/bulk', { token: admin, body: { ids: [], action: 'delete' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(adminMessages.selectItems);
  });

  it('exports CSV with the spec columns, quoting and formula escaping', async () => {
    await job({ jobTitle: '=HYPERLINK("http://evil")', locationCity: 'Paris, "Centre"', locationCountry: 'France', salaryMin: null, salaryMax: null });
    await job({ jobTitle: '@SUM(A1) remote', jobType: 'remote' });
    const res = await t.request('GET', '/api/admin/jobs/export.csv?search=HYPERLINK', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="jobs-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Title,Company,Location,Experience Level,Job Type,Salary Min,Salary Max,Status,Posted Date');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")",ACME,"Paris, ""Centre"", France",mid,full-time,,,active,2025-01-05`);
    expect(lines).toHaveLength(2);
    const remote = await (await t.request('GET', '/api/admin/jobs/export.csv?search=SUM', { token: admin })).text();
    expect(remote.split('\r\n')[1]).toBe("'@SUM(A1) remote,ACME,Remote,mid,remote,1000,2000,active,2025-01-05");
  });

  it('job reminder e-mails only members who follow the vendor and allow e-mail, once', async () => {
    const yes = await follower({ vendors: ['acme'], name: 'Fan Of Acme' });
    const off = await follower({ vendors: ['acme'], email: false });
    const other = await follower({ vendors: ['zeta'] });
    const id = await job({ jobTitle: 'Reminder Job' });
    const res = await t.json('POST', `/api/admin/jobs/${id}/reminder`, { token: admin });
    expect(res.status).toBe(200);
    const to = await outboxTo('New job: Reminder Job%');
    expect(to).toContain(yes.email);
    expect(to).not.toContain(off.email);
    expect(to).not.toContain(other.email);
    expect(res.body.sent).toBe(to.length);
    const again = await t.json('POST', `/api/admin/jobs/${id}/reminder`, { token: admin });
    expect(again.body.sent).toBe(0);
    expect(again.body.skipped).toBe(res.body.sent);
    const inactive = await job({ status: 'inactive' });
    expect((await t.json('POST', `/api/admin/jobs/${inactive}/reminder`, { token: admin })).status).toBe(422);
  });
});

describe('product trials', () => {
  const trialBody = (over: Record<string, unknown> = {}) => ({
    vendorId: 'acme',
    productName: 'Acme Trial',
    description: 'Try it',
    accessLink: 'https://acme.test/trial',
    startDate: '2025-01-01',
    endDate: '2099-01-01',
    trialPeriodDays: 14,
    ...over,
  });

  it('validates with every trial message', async () => {
    const empty = await t.json('POST', '/api/admin/product-trials', { token: admin, body: { trialPeriodDays: '' } });
    expect(empty.body.error.fields).toMatchObject({
      vendorId: 'Vendor is required',
      productName: 'Product name is required',
      description: 'Description is required',
      accessLink: 'Access link is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
      trialPeriodDays: 'Trial period is required',
    });
    const bad = await t.json('POST', '/api/admin/product-trials', {
      token: admin,
      body: trialBody({ description: 'x'.repeat(501), accessLink: 'nope', endDate: '2024-01-01', trialPeriodDays: 0 }),
    });
    expect(bad.body.error.fields).toMatchObject({
      description: 'Description must be 500 characters or less',
      accessLink: 'Please enter a valid URL',
      trialPeriodDays: 'Trial period must be greater than 0',
    });
    const order = await t.json('POST', '/api/admin/product-trials', { token: admin, body: trialBody({ endDate: '2024-01-01' }) });
    expect(order.body.error.fields.endDate).toBe('End date must be after start date');
  });

  it('lists activation counts and ratings, filters by derived status, bulk features atomically, and sends the right reminders', async () => {
    const created = await t.json('POST', '/api/admin/product-trials', { token: admin, body: trialBody({ productName: 'Reminder Trial' }) });
    const id = created.body.id as string;
    const upcoming = (
      await t.json('POST', '/api/admin/product-trials', { token: admin, body: trialBody({ productName: 'Future Trial', startDate: '2098-01-01' }) })
    ).body.id;

    const active = await t.createUser();
    const done = await t.createUser();
    const quiet = await t.createUser();
    const fan = await follower({ vendors: ['acme'] });
    await t.deps.db.update(userNotifications).set({ emailNotifications: false }).where(sql`user_id = ${quiet.id}`);
    await t.deps.db.execute(sql`insert into user_trial_activations (user_id, trial_id, expiry_date, status, rating) values
      (${active.id}, ${id}, now() + interval '2 days', 'active', null),
      (${done.id}, ${id}, now() - interval '2 days', 'completed', 4),
      (${quiet.id}, ${id}, now() + interval '2 days', 'active', null)`);

    const list = await t.json('GET', '/api/admin/product-trials?search=Reminder%20Trial', { token: admin });
    expect(list.body.items[0]).toMatchObject({ activations: 3, averageRating: 4 });
    const summary = await t.json('GET', '/api/admin/product-trials/summary', { token: admin });
    expect(summary.body).toMatchObject({ totalActivations: 3, active: 2, completed: 1, expired: 0, averageRating: 4 });
    const up = await t.json('GET', '/api/admin/product-trials?status=upcoming', { token: admin });
    expect(up.body.items.map((i: { id: string }) => i.id)).toEqual([upcoming]);

    const badBulk = await t.json('POST', '/api/admin/product-trials/bulk', {
      token: admin,
      body: { ids: [id, '00000000-0000-4000-8000-000000000009'], action: 'feature' },
    });
    expect(badBulk.status).toBe(404);
    expect((await t.json('GET', '/api/admin/product-trials?status=featured', { token: admin })).body.total).toBe(0);
    await t.json('POST', '/api/admin/product-trials/bulk', { token: admin, body: { ids: [id, upcoming], action: 'feature' } });
    expect((await t.json('GET', '/api/admin/product-trials?status=featured', { token: admin })).body.total).toBe(2);

    const send = async (type: string) => {
      const r = await t.json('POST', `/api/admin/product-trials/${id}/reminders`, { token: admin, body: { reminderType: type } });
      expect(r.status).toBe(200);
      return r.body;
    };
    expect(await send('start')).toMatchObject({ success: true, sent: 1, failed: 0 });
    expect(await outboxTo('Get started with your Reminder Trial%')).toEqual([active.email]);
    expect((await send('feedback')).sent).toBe(1);
    expect(await outboxTo('How is Reminder Trial%')).toEqual([active.email]);
    await send('expiry');
    expect(await outboxTo('Your Reminder Trial trial ends on%')).toEqual([active.email]);
    await send('completion');
    expect(await outboxTo('Your Reminder Trial trial has ended')).toEqual([done.email]);
    const act = await send('activation');
    const invited = await outboxTo('Try Reminder Trial free%');
    expect(invited).toContain(fan.email);
    expect(invited).not.toContain(active.email);
    expect(act.sent).toBe(invited.length);
    const bad = await t.json('POST', `/api/admin/product-trials/${id}/reminders`, { token: admin, body: { reminderType: 'spam' } });
    expect(bad.status).toBe(400);
    expect((await audits(id)).map((a) => a.action)).toContain('send_trial_reminder_start');
  });
});

describe('product updates, certifications, AI courses', () => {
  it('sorts versions by numeric parts and notifies vendor followers with the template', async () => {
    const mk = async (version: string) =>
      (
        await t.json('POST', '/api/admin/product-updates', {
          token: admin,
          body: { vendorId: 'acme', productName: 'Versioned', version, releaseDate: '2025-02-01', features: 'One\nTwo\n\nThree' },
        })
      ).body.id as string;
    const id = await mk('1.10.0');
    await mk('1.9.2');
    await mk('v2.0');
    const asc = await t.json('GET', '/api/admin/product-updates?search=Versioned&sort=version&dir=asc', { token: admin });
    expect(asc.body.items.map((u: { version: string }) => u.version)).toEqual(['1.9.2', '1.10.0', 'v2.0']);
    expect(asc.body.items[0].features).toEqual(['One', 'Two', 'Three']);
    const invalid = await t.json('POST', '/api/admin/product-updates', {
      token: admin,
      body: { vendorId: 'acme', productName: 'X', version: '1', releaseDate: '2025-02-01', features: '\n', releaseNotesUrl: 'notaurl' },
    });
    expect(invalid.body.error.fields).toMatchObject({ features: adminMessages.featuresRequired, releaseNotesUrl: 'Please enter a valid URL' });

    await t.deps.db.execute(
      sql`insert into email_templates (name, subject, content) values ('Product Update Notice', '{{product_name}} {{version}} is out', 'Hi {{user_name}}, {{vendor_name}} released {{product_name}} {{version}}.') on conflict do nothing`,
    );
    const fan = await follower({ vendors: ['acme'], name: 'Pat <b>' });
    const res = await t.json('POST', `/api/admin/product-updates/${id}/notify`, { token: admin });
    expect(res.status).toBe(200);
    await drainJobs();
    const [mail] = rowsOf<{ text: string; html: string }>(
      await t.deps.db.execute(sql`select text, html from email_outbox where to_address = ${fan.email} and subject = 'Versioned 1.10.0 is out'`),
    );
    expect(mail?.text).toContain('Hi Pat <b>, ACME released Versioned 1.10.0.');
    expect(mail?.html).toContain('Pat &lt;b&gt;');
  });

  it('validates certifications and courses and suggests up to 5 course names for words longer than 2 characters', async () => {
    const bad = await t.json('POST', '/api/admin/certifications', {
      token: admin,
      body: { vendorId: 'acme', name: ' ', description: 'd', certificationLink: 'x' },
    });
    expect(bad.body.error.fields).toMatchObject({ name: 'Name is required', certificationLink: 'Please enter a valid URL' });
    const cert = await t.json('POST', '/api/admin/certifications', {
      token: admin,
      body: { vendorId: 'acme', name: 'Cert A', description: 'd', certificationLink: 'https://acme.test/c', videoUrl: '' },
    });
    expect(cert.status).toBe(201);
    expect((await t.json('GET', `/api/admin/certifications/${cert.body.id}`, { token: admin })).body.videoUrl).toBeNull();
    for (let i = 0; i < 7; i++) {
      await t.json('POST', '/api/admin/ai-courses', {
        token: admin,
        body: { vendorId: 'acme', name: `Prompting ${i}`, description: 'd', courseLink: 'https://acme.test/p' },
      });
    }
    const s = await t.json('GET', '/api/admin/ai-courses/suggestions?q=prompt', { token: admin });
    expect(s.body.suggestions).toHaveLength(5);
    expect((await t.json('GET', '/api/admin/ai-courses/suggestions?q=pr', { token: admin })).body.suggestions).toEqual([]);
  });
});

describe('webinars', () => {
  it('computes end time from duration, counts real registrations and sets status by hand', async () => {
    const res = await t.json('POST', '/api/admin/webinars', {
      token: admin,
      body: { vendorId: 'acme', title: 'Web One', startTime: '2030-05-01T10:00:00.000Z', durationMinutes: 90 },
    });
    expect(res.status).toBe(201);
    const id = res.body.id;
    const u = await t.createUser();
    await t.deps.db.execute(sql`insert into webinar_registrations (webinar_id, user_id) values (${id}, ${u.id})`);
    const got = await t.json('GET', `/api/admin/webinars/${id}`, { token: admin });
    expect(got.body).toMatchObject({ endTime: '2030-05-01T11:30:00.000Z', participants: 1, status: 'upcoming', durationMinutes: 90 });
    const def = await t.json('POST', '/api/admin/webinars', {
      token: admin,
      body: { vendorId: 'acme', title: 'Default', startTime: '2030-05-01T10:00:00.000Z' },
    });
    expect((await t.json('GET', `/api/admin/webinars/${def.body.id}`, { token: admin })).body.durationMinutes).toBe(60);
    const st = await t.json('POST', `/api/admin/webinars/${id}/status`, { token: admin, body: { status: 'live' } });
    expect(st.status).toBe(200);
    expect((await t.json('GET', `/api/admin/webinars/${id}`, { token: admin })).body.status).toBe('live');
    expect((await t.json('POST', `/api/admin/webinars/${id}/status`, { token: admin, body: { status: 'cancelled' } })).status).toBe(400);
    const missing = await t.json('POST', '/api/admin/webinars', { token: admin, body: { vendorId: 'acme', title: '' } });
    expect(missing.body.error.fields).toMatchObject({ title: 'Title is required', startTime: 'Start time is required' });
  });
});

describe('new webinar notifications', () => {
  it('notifies members who follow the vendor when an admin creates a webinar', async () => {
    const fan = await t.createUser();
    const other = await t.createUser();
    await t.deps.db.execute(sql`update digest_preferences set preferred_vendors = array['acme'] where user_id = ${fan.id}`);
    const res = await t.json('POST', '/api/admin/webinars', {
      token: admin,
      body: { vendorId: 'acme', title: 'Followed Vendor Live', startTime: '2030-06-01T10:00:00.000Z' },
    });
    expect(res.status).toBe(201);
    const fanNotes = await t.json('GET', '/api/notifications', { token: await t.loginAs(fan.email, fan.password) });
    expect(fanNotes.body.items.map((n: { kind: string; body: string }) => [n.kind, n.body])).toContainEqual(['new_webinar', 'Followed Vendor Live']);
    const otherNotes = await t.json('GET', '/api/notifications', { token: await t.loginAs(other.email, other.password) });
    expect(otherNotes.body.items.filter((n: { kind: string }) => n.kind === 'new_webinar')).toHaveLength(0);
  });
});

describe('vendors', () => {
  it('checks ids and domains, keeps the id immutable, counts vendor admins by domain and sorts by them', async () => {
    const noId = await t.json('POST', '/api/admin/vendors', { token: admin, body: { id: '', name: '' } });
    expect(noId.body.error.fields).toMatchObject({ id: 'Vendor ID is required', name: 'Vendor name is required' });
    const dom = await t.json('POST', '/api/admin/vendors', {
      token: admin,
      body: { id: 'bad-dom', name: 'Bad', domainName: 'not a domain', websiteUrl: 'https://www.bad.io' },
    });
    expect(dom.body.error.message).toBe('Invalid domain format. Please enter a valid domain (e.g., bad.io)');
    const dup = await t.json('POST', '/api/admin/vendors', { token: admin, body: { id: 'acme', name: 'Again' } });
    expect(dup.status).toBe(409);

    const va = await t.createUser({ email: 'va@acme.test' });
    await t.deps.db.execute(sql`update profiles set is_vendor_admin = true where id = ${va.id}`);
    const upd = await t.json('PUT', '/api/admin/vendors/acme', {
      token: admin,
      body: { id: 'changed', name: 'Acme Renamed', domainName: 'acme.test', description: '  ' },
    });
    expect(upd.status).toBe(200);
    const got = await t.json('GET', '/api/admin/vendors/acme', { token: admin });
    expect(got.body).toMatchObject({ id: 'acme', name: 'Acme Renamed', adminCount: 1, description: null });
    const sorted = await t.json('GET', '/api/admin/vendors?sort=adminCount&dir=desc', { token: admin });
    expect(sorted.body.items[0].id).toBe('acme');
    const search = await t.json('GET', '/api/admin/vendors?search=acme.te', { token: admin });
    expect(search.body.items.map((v: { id: string }) => v.id)).toEqual(['acme']);
    await vendor('gone-soon');
    expect((await t.json('DELETE', '/api/admin/vendors/gone-soon', { token: admin })).status).toBe(200);
    expect((await audits('gone-soon')).map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('dashboard', () => {
  it('shows stats, recent sign-ups and the latest audit entries', async () => {
    await vendor('dash-vendor');
    const res = await t.json('GET', '/api/admin/dashboard', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.stats.users).toBeGreaterThan(1);
    expect(res.body.recentSignups.length).toBeGreaterThan(0);
    expect(res.body.recentActivity.length).toBeLessThanOrEqual(10);
    expect(res.body.recentActivity[0]).toMatchObject({ actorEmail: adminEmail, action: 'create', entityType: 'vendor', entityId: 'dash-vendor' });
  });
});

describe('fan-out', () => {
  const jobsNamed = async () =>
    rowsOf<{ id: string; status: string; attempts: number }>(
      await t.deps.db.execute(
        sql`select id, status, attempts from background_jobs where name = 'admin-fanout' and payload->'audience'->>'vendorId' = 'fanout-co'`,
      ),
    );
  const mails = async (subject: string) =>
    rowsOf<{ to_address: string }>(await t.deps.db.execute(sql`select to_address from email_outbox where subject = ${subject} order by to_address`)).map(
      (r) => r.to_address,
    );

  it('the request queues one job and sends nothing; the job e-mails every follower exactly once, even after a crash midway and a retry', async () => {
    await vendor('fanout-co');
    const fans = [];
    for (let i = 0; i < 3; i++) fans.push(await follower({ vendors: ['fanout-co'] }));
    const emails = fans.map((f) => f.email).sort();
    const id = await job({ vendorId: 'fanout-co', jobTitle: 'Fanout Job' });
    await drainJobs();

    const res = await t.json('POST', `/api/admin/jobs/${id}/reminder`, { token: admin });
    expect(res.body).toMatchObject({ success: true, sent: 3, skipped: 0 });
    expect(await mails('New job: Fanout Job at FANOUT-CO')).toEqual([]);
    const queued = await jobsNamed();
    expect(queued).toHaveLength(1);

    // Batches of one; the second member's insert fails as if the process died after the first batch.
    await t.deps.db.execute(sql`update background_jobs set payload = payload || '{"batchSize": 1}'::jsonb where id = ${queued[0]?.id}`);
    await t.deps.db.execute(
      sql.raw(`create or replace function fail_fanout() returns trigger language plpgsql as $$
      begin if new.to_address = '${emails[1]}' then raise exception 'crash'; end if; return new; end $$`),
    );
    await t.deps.db.execute(sql`create trigger fail_fanout before insert on email_outbox for each row execute function fail_fanout()`);
    await runQueuedJobs(t.deps);
    expect(await mails('New job: Fanout Job at FANOUT-CO')).toEqual([emails[0]]);
    expect((await jobsNamed())[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await t.deps.db.execute(sql`drop trigger fail_fanout on email_outbox`);
    await t.deps.db.execute(sql`update background_jobs set run_at = now() where id = ${queued[0]?.id}`);
    await drainJobs();
    expect(await mails('New job: Fanout Job at FANOUT-CO')).toEqual(emails);
    expect((await jobsNamed())[0]).toMatchObject({ status: 'done', attempts: 2 });

    const again = await t.json('POST', `/api/admin/jobs/${id}/reminder`, { token: admin });
    expect(again.body).toMatchObject({ sent: 0, skipped: 3 });
    expect(await jobsNamed()).toHaveLength(1);
  });
});
