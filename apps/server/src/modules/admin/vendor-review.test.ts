import { reviewMessages } from '@portal/shared/vendor-review';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { digestPreferences } from '../../db/schema/notifications.ts';
import { runQueuedJobs } from '../../jobs/runner.ts';
import { useTestApp } from '../../test/test-app.ts';
import { runDueAlerts } from '../alerts/alerts.service.ts';

const t = useTestApp();
let admin: string;
let acme: { id: string; email: string; token: string };
let zeta: { id: string; email: string; token: string };
let member: { id: string; email: string; token: string };

const jobBody = (title: string, over: Record<string, unknown> = {}) => ({
  vendorId: 'acme',
  jobTitle: title,
  jobDescription: 'Build tests with AI',
  jobPageUrl: 'https://acme.test/jobs/1',
  locationCity: 'Austin',
  locationState: 'TX',
  locationCountry: 'USA',
  requirements: 'Playwright',
  postedDate: '2026-01-05',
  status: 'active',
  ...over,
});
const webinarBody = (title: string) => ({ vendorId: 'acme', title, startTime: new Date(Date.now() + 7 * 86400_000).toISOString(), durationMinutes: 45 });

async function manager(vendorId: string) {
  const u = await t.createUser({ email: `manager-${vendorId}@${vendorId}.test` });
  await t.deps.db.execute(sql`insert into vendors (id, name, vendor_manager_email) values (${vendorId}, ${vendorId.toUpperCase()}, ${u.email})`);
  return { ...u, token: await t.loginAs(u.email) };
}
const outbox = async (like: string) =>
  rowsOf<{ to_address: string; subject: string; text: string }>(
    await t.deps.db.execute(sql`select to_address, subject, text from email_outbox where subject like ${like} or text like ${like} order by created_at`),
  );
const makeAlertsDue = () => t.deps.db.execute(sql`update job_alerts set next_run_at = now() - interval '1 second' where confirmed_at is not null`);
/** Every public place a job title could show: list, search, RSS, sitemap (its page URL), the table the digests read. */
async function publicJobTraces(title: string) {
  const list = await t.json('GET', `/api/jobs?search=${encodeURIComponent(title)}`);
  const search = await t.json('GET', `/api/search?q=${encodeURIComponent(title)}`);
  const rss = await (await t.request('GET', '/rss/jobs.xml')).text();
  const rows = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from jobs where job_title = ${title}`));
  const sitemap = await t.request('GET', '/sitemaps/jobs-1.xml');
  const sitemapText = sitemap.status === 200 ? await sitemap.text() : '';
  return {
    list: (list.body.items as { jobTitle: string }[]).filter((j) => j.jobTitle === title).length,
    search: JSON.stringify(search.body).includes(title),
    rss: rss.includes(title),
    rows: rows.length,
    sitemap: rows.some((r) => sitemapText.includes(r.id)),
  };
}

beforeAll(async () => {
  const a = await t.createUser({ isAdmin: true });
  admin = await t.loginAs(a.email);
  acme = await manager('acme');
  zeta = await manager('zeta');
  const m = await t.createUser();
  member = { ...m, token: await t.loginAs(m.email) };
  await t.deps.db
    .update(digestPreferences)
    .set({ preferredVendors: ['acme'] })
    .where(sql`user_id = ${m.id}`);
});

describe('vendor console review', () => {
  it('a new job is pending and invisible until approved; approval publishes it and fires the alert once', async () => {
    const alert = await t.json('POST', '/api/job-alerts', { token: member.token, body: { criteria: { search: 'Quokka' }, frequency: 'instant' } });
    expect(alert.status).toBe(201);
    // The manager's vendor is forced: a body naming another vendor still submits for their own.
    const sub = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody('Quokka Test Lead', { vendorId: 'zeta' }) });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    expect(sub.body).toMatchObject({ state: 'pending', id: null, message: reviewMessages.submitted });

    expect(await publicJobTraces('Quokka Test Lead')).toEqual({ list: 0, search: false, rss: false, rows: 0, sitemap: false });
    await makeAlertsDue();
    await runDueAlerts(t.deps);
    expect(await outbox('%Quokka Test Lead%')).toHaveLength(0);

    // The manager sees it pending; the admin queue counts it.
    const mine = await t.json('GET', '/api/vendor/submissions?state=all&kind=job', { token: acme.token });
    expect(mine.body.items.map((s: { title: string; state: string }) => [s.title, s.state])).toContainEqual(['Quokka Test Lead', 'pending']);
    expect((await t.json('GET', '/api/admin/submissions/count', { token: admin })).body.pending).toBeGreaterThanOrEqual(1);
    const queue = await t.json('GET', '/api/admin/submissions', { token: admin });
    const queued = queue.body.items.find((s: { id: string }) => s.id === sub.body.submissionId);
    expect(queued).toMatchObject({ vendorId: 'acme', kind: 'job', state: 'pending', contentId: null });

    const ok = await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const jobId = ok.body.id as string;
    expect(await publicJobTraces('Quokka Test Lead')).toEqual({ list: 1, search: true, rss: true, rows: 1, sitemap: true });
    expect((await t.json('GET', `/api/jobs/${jobId}`)).status).toBe(200);
    const job = rowsOf<{ vendor_id: string }>(await t.deps.db.execute(sql`select vendor_id from jobs where id = ${jobId}`));
    expect(job[0]?.vendor_id).toBe('acme');

    await makeAlertsDue();
    await runDueAlerts(t.deps);
    await makeAlertsDue();
    await runDueAlerts(t.deps);
    const alerts = (await outbox('%Quokka Test Lead%')).filter((m) => m.to_address === member.email);
    expect(alerts).toHaveLength(1);

    // Exactly once: a second approval is refused and changes nothing.
    const again = await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin });
    expect(again.status).toBe(409);
    expect((await publicJobTraces('Quokka Test Lead')).rows).toBe(1);

    // The manager hears of it: bell and e-mail, once.
    const bell = await t.json('GET', '/api/notifications', { token: acme.token });
    expect(JSON.stringify(bell.body)).toContain("Approved: Job 'Quokka Test Lead' is live");
    expect((await outbox("Approved: Job 'Quokka Test Lead'%")).map((m) => m.to_address)).toEqual([acme.email]);
    const audit = rowsOf<{ action: string }>(
      await t.deps.db.execute(sql`select action from audit_log where entity_id in (${jobId}, ${sub.body.submissionId}) order by created_at`),
    );
    expect(audit.map((a) => a.action)).toEqual(['submit', 'create', 'approve']);
  });

  it('two admins approving at once publish the item once', async () => {
    const sub = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody('Race Job') });
    const results = await Promise.all([1, 2, 3].map(() => t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await publicJobTraces('Race Job')).rows).toBe(1);
  });

  it('an edit of a live item waits with the live version unchanged, shows a diff, and applies on approval', async () => {
    const sub = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody('Edit Me') });
    const { id } = (await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin })).body;
    const edit = await t.json('PUT', `/api/vendor/jobs/${id}`, { token: acme.token, body: jobBody('Edited Title') });
    expect(edit.body.state).toBe('pending');
    // A second edit replaces the first (one open edit per item).
    const edit2 = await t.json('PUT', `/api/vendor/jobs/${id}`, { token: acme.token, body: jobBody('Edited Title 2') });
    expect(edit2.body.submissionId).toBe(edit.body.submissionId);
    expect((await t.json('GET', `/api/jobs/${id}`)).body.job?.jobTitle ?? (await t.json('GET', `/api/jobs/${id}`)).body.jobTitle).toBe('Edit Me');
    expect((await publicJobTraces('Edited Title 2')).search).toBe(false);

    const detail = await t.json('GET', `/api/admin/submissions/${edit.body.submissionId}`, { token: admin });
    expect(detail.body.values.jobTitle).toBe('Edited Title 2');
    expect(detail.body.live.jobTitle).toBe('Edit Me');
    const item = await t.json('GET', `/api/vendor/jobs/${id}`, { token: acme.token });
    expect(item.body.review.state).toBe('pending');
    expect(item.body.pending.jobTitle).toBe('Edited Title 2');

    await t.json('POST', `/api/admin/submissions/${edit.body.submissionId}/approve`, { token: admin });
    expect((await publicJobTraces('Edited Title 2')).list).toBe(1);
    expect((await publicJobTraces('Edit Me')).rows).toBe(0);
  });

  it('a rejection keeps the item off the catalogue and tells the manager the reason', async () => {
    const sub = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody('Nope Job') });
    expect((await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/reject`, { token: admin, body: { reason: '' } })).status).toBe(400);
    const r = await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/reject`, { token: admin, body: { reason: 'Salary range missing' } });
    expect(r.status).toBe(200);
    expect((await publicJobTraces('Nope Job')).rows).toBe(0);
    const mine = await t.json('GET', '/api/vendor/submissions?state=rejected', { token: acme.token });
    expect(mine.body.items.find((s: { id: string }) => s.id === sub.body.submissionId)).toMatchObject({ state: 'rejected', reason: 'Salary range missing' });
    expect(JSON.stringify((await t.json('GET', '/api/notifications', { token: acme.token })).body)).toContain('Salary range missing');
    expect(await outbox("Rejected: Job 'Nope Job'%")).toHaveLength(1);
    // Edited and sent again: back in the queue.
    const again = await t.json('PUT', `/api/vendor/submissions/${sub.body.submissionId}`, {
      token: acme.token,
      body: jobBody('Nope Job', { salaryMin: 10, salaryMax: 20 }),
    });
    expect(again.body.state).toBe('pending');
    const bad = await t.json('PUT', `/api/vendor/submissions/${sub.body.submissionId}`, { token: acme.token, body: jobBody('', {}) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.jobTitle).toBe('Job title is required');
  });

  it('a webinar notifies its followers on approval, not on submission; the calendar shows it only then', async () => {
    const sub = await t.json('POST', '/api/vendor/webinars', { token: acme.token, body: webinarBody('Pending Webinar Zed') });
    expect(sub.body.state).toBe('pending');
    const ics = async () => (await (await t.request('GET', '/calendar/webinars.ics')).text()).includes('Pending Webinar Zed');
    const vendorIcs = async () => (await (await t.request('GET', '/calendar/vendor/acme.ics')).text()).includes('Pending Webinar Zed');
    const bell = async () => JSON.stringify((await t.json('GET', '/api/notifications', { token: member.token })).body).includes('Pending Webinar Zed');
    expect([await ics(), await vendorIcs(), await bell()]).toEqual([false, false, false]);
    expect((await t.json('GET', '/api/webinars')).body.items.some((w: { title: string }) => w.title === 'Pending Webinar Zed')).toBe(false);
    await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin });
    expect([await ics(), await vendorIcs(), await bell()]).toEqual([true, true, true]);
  });

  it('a trusted vendor publishes at once, audited; an admin can still unpublish', async () => {
    expect((await t.json('PUT', '/api/admin/vendors/zeta/trusted', { token: admin, body: { trusted: true } })).status).toBe(200);
    const res = await t.json('POST', '/api/vendor/jobs', { token: zeta.token, body: jobBody('Trusted Job', { vendorId: 'zeta' }) });
    expect(res.body).toMatchObject({ state: 'approved', message: reviewMessages.published });
    expect((await publicJobTraces('Trusted Job')).list).toBe(1);
    const audit = rowsOf<{ action: string }>(
      await t.deps.db.execute(sql`select action from audit_log where entity_id in (${res.body.id}, ${res.body.submissionId})`),
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'publish_trusted']);
    expect(
      (await t.json('GET', '/api/admin/submissions?state=approved', { token: admin })).body.items.some((s: { id: string }) => s.id === res.body.submissionId),
    ).toBe(true);
    await t.json('POST', '/api/admin/jobs/bulk', { token: admin, body: { ids: [res.body.id], action: 'deactivate' } });
    expect((await publicJobTraces('Trusted Job')).list).toBe(0);
    await t.json('PUT', '/api/admin/vendors/zeta/trusted', { token: admin, body: { trusted: false } });
  });

  it('unpublish takes the own live item out at once; a profile edit goes through review', async () => {
    const sub = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody('Short Lived') });
    const { id } = (await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin })).body;
    expect((await t.json('DELETE', `/api/vendor/jobs/${id}`, { token: acme.token })).status).toBe(200);
    expect((await publicJobTraces('Short Lived')).list).toBe(0);
    // Its page and its API answer 410 Gone (an inactive job), like any unpublished job.
    expect((await t.json('GET', `/api/jobs/${id}`)).status).toBe(410);

    const p = await t.json('PUT', '/api/vendor/profile', {
      token: acme.token,
      body: { name: 'Acme Labs', description: 'We test', websiteUrl: 'https://acme.test' },
    });
    expect(p.body.state).toBe('pending');
    expect((await t.json('GET', '/api/vendors/acme')).body.vendor?.name ?? (await t.json('GET', '/api/vendors/acme')).body.name).toBe('ACME');
    const prof = await t.json('GET', '/api/vendor/profile', { token: acme.token });
    expect(prof.body).toMatchObject({ name: 'ACME', review: { state: 'pending' }, pending: { name: 'Acme Labs' } });
    await t.json('POST', `/api/admin/submissions/${p.body.submissionId}/approve`, { token: admin });
    expect((await t.json('GET', '/api/vendor/profile', { token: acme.token })).body).toMatchObject({ name: 'Acme Labs', description: 'We test' });
  });

  it('an admin deleting an item closes its pending edit with the reason; an edit whose item is gone answers 410 and Reject closes it', async () => {
    const live = async (title: string) => {
      const sub = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody(title) });
      return (await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin })).body.id as string;
    };
    const stateOf = async (id: string) => (await t.json('GET', `/api/admin/submissions/${id}`, { token: admin })).body;

    const one = await live('Deleted One');
    const edit = await t.json('PUT', `/api/vendor/jobs/${one}`, { token: acme.token, body: jobBody('Deleted One, edited') });
    expect(edit.body.state).toBe('pending');
    expect((await t.json('DELETE', `/api/admin/jobs/${one}`, { token: admin })).status).toBe(200);
    expect(await stateOf(edit.body.submissionId)).toMatchObject({ state: 'rejected', reason: reviewMessages.itemDeleted });
    expect((await t.json('GET', '/api/admin/submissions/count', { token: admin })).body.pending).toBe(
      (await t.json('GET', '/api/admin/submissions?state=pending', { token: admin })).body.total,
    );
    // The manager sees why.
    const mine = await t.json('GET', '/api/vendor/submissions?state=rejected', { token: acme.token });
    expect(mine.body.items.find((s: { id: string }) => s.id === edit.body.submissionId)?.reason).toBe(reviewMessages.itemDeleted);

    // Bulk delete closes them too.
    const two = await live('Deleted Two');
    const edit2 = await t.json('PUT', `/api/vendor/jobs/${two}`, { token: acme.token, body: jobBody('Deleted Two, edited') });
    expect((await t.json('POST', '/api/admin/jobs/bulk', { token: admin, body: { ids: [two], action: 'delete' } })).status).toBe(200);
    expect((await stateOf(edit2.body.submissionId)).state).toBe('rejected');

    // An item removed some other way (here straight from the table) leaves its edit pending: approval says so, Reject closes it.
    const three = await live('Deleted Three');
    const edit3 = await t.json('PUT', `/api/vendor/jobs/${three}`, { token: acme.token, body: jobBody('Deleted Three, edited') });
    await t.deps.db.execute(sql`delete from jobs where id = ${three}`);
    const approved = await t.json('POST', `/api/admin/submissions/${edit3.body.submissionId}/approve`, { token: admin });
    expect(approved.status).toBe(410);
    expect(approved.body.error.message).toBe(reviewMessages.itemGone);
    expect((await publicJobTraces('Deleted Three, edited')).rows).toBe(0);
    expect((await t.json('POST', `/api/admin/submissions/${edit3.body.submissionId}/reject`, { token: admin, body: { reason: 'Gone' } })).status).toBe(200);
  });

  it('approving an edit after the manager unpublished keeps the item unpublished; an edit that publishes it again does', async () => {
    const sub = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody('Paused Job') });
    const { id } = (await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin })).body;
    const edit = await t.json('PUT', `/api/vendor/jobs/${id}`, { token: acme.token, body: jobBody('Paused Job, new title') });
    expect((await t.json('DELETE', `/api/vendor/jobs/${id}`, { token: acme.token })).status).toBe(200);
    // The diff shows the edit as it will apply: still unpublished.
    expect((await t.json('GET', `/api/admin/submissions/${edit.body.submissionId}`, { token: admin })).body.values.status).toBe('inactive');
    expect((await t.json('POST', `/api/admin/submissions/${edit.body.submissionId}/approve`, { token: admin })).status).toBe(200);
    const [row] = rowsOf<{ status: string; title: string }>(await t.deps.db.execute(sql`select status, job_title as title from jobs where id = ${id}`));
    expect(row).toEqual({ status: 'inactive', title: 'Paused Job, new title' });
    expect((await t.json('GET', `/api/jobs/${id}`)).status).toBe(410);

    // The manager publishes it again explicitly: an edit with status active, approved.
    const back = await t.json('PUT', `/api/vendor/jobs/${id}`, { token: acme.token, body: jobBody('Paused Job, new title', { status: 'active' }) });
    await t.json('POST', `/api/admin/submissions/${back.body.submissionId}/approve`, { token: admin });
    expect((await t.json('GET', `/api/jobs/${id}`)).status).toBe(200);
  });

  it('a capability profile edit waits for review, invisible publicly, with a diff; approval saves it as the admin save does', async () => {
    const profileBody = (over: Record<string, unknown> = {}) => ({
      tags: { category: ['visual-ai'], framework: ['playwright', 'cypress'], language: [], ci: [] },
      deployment: 'saas',
      pricingModels: ['per-seat'],
      priceFrom: 4900,
      priceCurrency: 'USD',
      priceUnit: 'per user / month',
      freeTrialDays: 14,
      docsUrl: 'https://acme.test/docs',
      pricingUrl: null,
      statusUrl: null,
      ...over,
    });
    const mine = await t.json('GET', '/api/vendor/capabilities', { token: acme.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ profile: null, review: null, pending: null, trusted: false });
    expect(mine.body.terms.some((x: { kind: string; slug: string }) => x.kind === 'framework' && x.slug === 'playwright')).toBe(true);

    const unknown = await t.json('PUT', '/api/vendor/capabilities', {
      token: acme.token,
      body: profileBody({ tags: { category: ['no-such-term'], framework: [], language: [], ci: [] } }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['tags.category']).toBe('Unknown term');

    const sub = await t.json('PUT', '/api/vendor/capabilities', { token: acme.token, body: profileBody() });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    expect(sub.body).toMatchObject({ state: 'pending', message: reviewMessages.submitted });
    // Not public until approved.
    expect((await t.json('GET', '/api/vendors/acme/profile')).body.profile).toBeNull();
    expect((await t.json('GET', '/api/vendors?framework=playwright')).body.items.some((v: { id: string }) => v.id === 'acme')).toBe(false);
    expect((await t.json('GET', '/api/vendor/capabilities', { token: acme.token })).body).toMatchObject({
      review: { state: 'pending' },
      pending: { deployment: 'saas' },
    });

    // Another vendor's manager cannot see or edit it, and their own edit (even naming acme) is theirs.
    expect((await t.json('GET', `/api/vendor/submissions/${sub.body.submissionId}`, { token: zeta.token })).status).toBe(404);
    expect((await t.json('PUT', `/api/vendor/submissions/${sub.body.submissionId}`, { token: zeta.token, body: profileBody() })).status).toBe(404);
    const theirs = await t.json('PUT', '/api/vendor/capabilities', {
      token: zeta.token,
      body: { ...profileBody({ deployment: 'self-hosted' }), vendorId: 'acme' },
    });
    const theirDetail = await t.json('GET', `/api/admin/submissions/${theirs.body.submissionId}`, { token: admin });
    expect(theirDetail.body).toMatchObject({ vendorId: 'zeta', contentId: 'zeta', kind: 'capabilities' });
    expect((await t.json('GET', `/api/admin/submissions/${sub.body.submissionId}`, { token: admin })).body.values.deployment).toBe('saas');
    await t.json('DELETE', `/api/vendor/submissions/${theirs.body.submissionId}`, { token: zeta.token });

    // The admin's queue shows the edit against the live profile.
    const detail = await t.json('GET', `/api/admin/submissions/${sub.body.submissionId}`, { token: admin });
    expect(detail.body).toMatchObject({ kind: 'capabilities', title: 'Acme Labs', contentId: 'acme' });
    expect(detail.body.values.tags.framework).toEqual(['playwright', 'cypress']);
    expect(detail.body.live).toMatchObject({ deployment: null, tags: { framework: [] }, freeTrialDays: null });

    expect((await t.json('POST', `/api/admin/submissions/${sub.body.submissionId}/approve`, { token: admin })).status).toBe(200);
    const live = (await t.json('GET', '/api/vendors/acme/profile')).body.profile;
    expect(live).toMatchObject({ deployment: 'saas', freeTrialDays: 14, priceFrom: 4900, docsUrl: 'https://acme.test/docs' });
    expect(live.tags.framework.map((x: { slug: string }) => x.slug).sort()).toEqual(['cypress', 'playwright']);
    const today = new Date().toISOString().slice(0, 10);
    expect(live.deploymentConfirmedAt.slice(0, 10)).toBe(today);
    expect((await t.json('GET', '/api/vendors?framework=playwright')).body.items.some((v: { id: string }) => v.id === 'acme')).toBe(true);

    // A second edit changes only the deployment: on approval only that claim is confirmed again (the admin save's rule).
    await t.deps.db.execute(
      sql`update vendor_profiles set trial_confirmed_at = '2026-01-02T00:00:00Z', deployment_confirmed_at = '2026-01-02T00:00:00Z' where vendor_id = 'acme'`,
    );
    const second = await t.json('PUT', '/api/vendor/capabilities', { token: acme.token, body: profileBody({ deployment: 'both' }) });
    await t.json('POST', `/api/admin/submissions/${second.body.submissionId}/approve`, { token: admin });
    const after = (await t.json('GET', '/api/vendors/acme/profile')).body.profile;
    expect(after.deployment).toBe('both');
    expect(after.deploymentConfirmedAt.slice(0, 10)).toBe(today);
    expect(after.trialConfirmedAt.slice(0, 10)).toBe('2026-01-02');
    const audit = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select count(*)::int as n from audit_log where entity_type = 'vendor_profile' and entity_id = 'acme' and action = 'update'`),
    );
    expect(audit[0]?.n).toBe(2);
  });

  it('a trusted vendor’s capability profile edit is published at once', async () => {
    await t.json('PUT', '/api/admin/vendors/zeta/trusted', { token: admin, body: { trusted: true } });
    const body = { tags: { category: [], framework: ['cypress'], language: [], ci: [] }, deployment: 'self-hosted', pricingModels: [], freeTrialDays: null };
    const res = await t.json('PUT', '/api/vendor/capabilities', {
      token: zeta.token,
      body: { ...body, priceFrom: null, priceUnit: null, docsUrl: null, pricingUrl: null, statusUrl: null },
    });
    expect(res.body).toMatchObject({ state: 'approved', message: reviewMessages.published });
    expect((await t.json('GET', '/api/vendors/zeta/profile')).body.profile).toMatchObject({ deployment: 'self-hosted' });
    await t.json('PUT', '/api/admin/vendors/zeta/trusted', { token: admin, body: { trusted: false } });
  });

  it('pending items of every kind are in no public read path until approved, then in each', async () => {
    const tag = 'Invisiblex';
    const inAWeek = new Date(Date.now() + 7 * 86400_000).toISOString();
    const kinds: [string, Record<string, unknown>, string][] = [
      ['jobs', jobBody(`${tag} Job`), `${tag} Job`],
      ['webinars', webinarBody(`${tag} Webinar`), `${tag} Webinar`],
      ['product-updates', { productName: `${tag} Update`, version: '2.0', releaseDate: '2026-02-01', features: 'Speed' }, `${tag} Update`],
      [
        'product-trials',
        {
          productName: `${tag} Trial`,
          description: 'Try',
          accessLink: 'https://acme.test/t',
          startDate: new Date(Date.now() - 86400_000).toISOString(),
          endDate: inAWeek,
          trialPeriodDays: 14,
          isFeatured: true,
        },
        `${tag} Trial`,
      ],
      ['certifications', { name: `${tag} Cert`, description: 'Certify', certificationLink: 'https://acme.test/c' }, `${tag} Cert`],
      ['ai-courses', { name: `${tag} Course`, description: 'Learn', courseLink: 'https://acme.test/l' }, `${tag} Course`],
    ];
    const ids: string[] = [];
    for (const [kind, body] of kinds) {
      const res = await t.json('POST', `/api/vendor/${kind}`, { token: acme.token, body: { vendorId: 'acme', ...body } });
      expect(res.status, `${kind} ${JSON.stringify(res.body)}`).toBe(201);
      ids.push(res.body.submissionId);
    }
    let digest = '';
    /** Everything a visitor, a member following Acme and the digests can read, as one text. */
    const everything = async (digestType: 'weekly' | 'monthly') => {
      const gets = [
        '/api/landing',
        '/api/jobs?pageSize=100',
        '/api/webinars?pageSize=100',
        '/api/product-updates?pageSize=100',
        '/api/product-trials?pageSize=100',
        '/api/certifications?pageSize=100',
        '/api/ai-courses?pageSize=100',
        '/api/vendors/acme',
        `/api/search?q=${tag}`,
        '/rss/jobs.xml',
        '/rss/webinars.xml',
        '/rss/product-updates.xml',
        '/calendar/webinars.ics',
        '/calendar/vendor/acme.ics',
        '/sitemap.xml',
      ];
      let text = '';
      for (const g of gets) text += await (await t.request('GET', g)).text();
      for (const g of ['/api/dashboard', '/api/notifications']) text += await (await t.request('GET', g, { token: member.token })).text();
      const sitemapIds = [...text.matchAll(/\/sitemaps\/([a-z-]+-\d+\.xml)/g)].map((m) => m[1]);
      for (const f of new Set(sitemapIds)) text += await (await t.request('GET', `/sitemaps/${f}`)).text();
      // A digest to the member who follows Acme, sent now (one type before, another after: each is sent once a period).
      await t.deps.db.execute(sql`delete from email_outbox where to_address = ${member.email}`);
      const trigger = await t.json('POST', '/api/admin/digests/trigger', { token: admin, body: { digestType, userId: member.id } });
      expect(trigger.status, JSON.stringify(trigger.body)).toBe(200);
      while ((await runQueuedJobs(t.deps)) > 0) {}
      const mails = rowsOf<{ text: string }>(await t.deps.db.execute(sql`select text from email_outbox where to_address = ${member.email}`));
      digest = mails.map((m) => m.text).join('\n');
      return text + digest;
    };
    await t.deps.db.update(digestPreferences).set({ weeklyDigest: true, monthlyDigest: true }).where(sql`user_id = ${member.id}`);
    const before = await everything('weekly');
    for (const [, , title] of kinds) expect(before, title).not.toContain(title);
    for (const id of ids) expect((await t.json('POST', `/api/admin/submissions/${id}/approve`, { token: admin })).status).toBe(200);
    const after = await everything('monthly');
    for (const [, , title] of kinds) expect(after, title).toContain(title);
    // The digest itself carries them once approved (so its 'before' above was a real look).
    expect(digest).toContain(`${tag} Job`);
  });

  it("a manager never reaches another vendor's items or drafts, over every console operation", async () => {
    // Acme owns a live item of every kind, a pending edit of its job and a pending new job.
    const inAWeek = new Date(Date.now() + 7 * 86400_000).toISOString();
    const bodies: Record<string, Record<string, unknown>> = {
      jobs: jobBody('Acme Secret Live'),
      webinars: webinarBody('Acme Secret Webinar'),
      'product-updates': { vendorId: 'acme', productName: 'Acme Secret Update', version: '1.0', releaseDate: '2026-01-01', features: 'Fast' },
      'product-trials': {
        vendorId: 'acme',
        productName: 'Acme Secret Trial',
        description: 'Try it',
        accessLink: 'https://acme.test/trial',
        startDate: new Date().toISOString(),
        endDate: inAWeek,
        trialPeriodDays: 14,
      },
      certifications: { vendorId: 'acme', name: 'Acme Secret Cert', description: 'Certify', certificationLink: 'https://acme.test/c' },
      'ai-courses': { vendorId: 'acme', name: 'Acme Secret Course', description: 'Learn', courseLink: 'https://acme.test/l' },
    };
    const liveIds: Record<string, string> = {};
    for (const [kind, body] of Object.entries(bodies)) {
      const res = await t.json('POST', `/api/admin/${kind}`, { token: admin, body });
      expect(res.status, `${kind} ${JSON.stringify(res.body)}`).toBe(201);
      liveIds[kind] = res.body.id;
    }
    await t.json('PUT', `/api/vendor/jobs/${liveIds.jobs}`, { token: acme.token, body: jobBody('Acme Secret Edit') });
    const draft = await t.json('POST', '/api/vendor/jobs', { token: acme.token, body: jobBody('Acme Secret Draft') });
    const hijack = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('Acme Secret') ? 'Hijack' : v]));

    const doc = await t.json('GET', '/api/openapi.json');
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.body.paths as Record<string, Record<string, { 'x-access': string }>>)) {
      if (!path.startsWith('/api/vendor/') || path.startsWith('/api/vendor/leads') || path.startsWith('/api/vendor/analytics')) continue;
      const kind = path.split('/')[3] as string;
      for (const [method, op] of Object.entries(methods)) {
        expect(op['x-access'], path).toBe('vendor_manager');
        const id = kind === 'submissions' ? draft.body.submissionId : liveIds[kind];
        const url = path.replace('{id}', String(id));
        const body =
          method === 'put' || method === 'post'
            ? kind === 'profile'
              ? { name: 'Hijack' }
              : hijack({ ...(bodies[kind] ?? bodies.jobs), vendorId: 'zeta' })
            : undefined;
        const res = await t.json(method.toUpperCase(), url, { token: zeta.token, body });
        if (path.includes('{id}')) expect(res.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(res.body), `${method} ${path}`).not.toMatch(/Acme Secret/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(34);
    // Nothing of Zeta's attempts reached Acme's items, drafts or profile.
    const acmeDraft = await t.json('GET', `/api/vendor/submissions/${draft.body.submissionId}`, { token: acme.token });
    expect(acmeDraft.body).toMatchObject({ state: 'pending', values: { jobTitle: 'Acme Secret Draft' } });
    for (const [kind, id] of Object.entries(liveIds)) {
      const own = await t.json('GET', `/api/vendor/${kind}/${id}`, { token: acme.token });
      expect(own.status, kind).toBe(200);
      expect(JSON.stringify(own.body)).toContain('Acme Secret');
    }
    expect((await t.json('GET', '/api/vendor/profile', { token: acme.token })).body.name).not.toBe('Hijack');
    const zetaSubs = await t.json('GET', '/api/vendor/submissions?state=all', { token: zeta.token });
    expect(zetaSubs.body.items.every((s: { vendorId: string }) => s.vendorId === 'zeta')).toBe(true);
    const jobEdit = await t.json('GET', `/api/vendor/jobs/${liveIds.jobs}`, { token: acme.token });
    expect(jobEdit.body.pending.jobTitle).toBe('Acme Secret Edit');
  });
});
