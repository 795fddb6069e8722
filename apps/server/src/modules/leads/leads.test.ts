import { leadsMessages } from '@portal/shared/leads';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userLikes } from '../../db/schema/activity.ts';
import { aiCourses, certifications, productUpdates, webinars } from '../../db/schema/catalog.ts';
import { useTestApp } from '../../test/test-app.ts';
import { csvLines, seedTwoVendors } from '../../test/fixtures.ts';

const t = useTestApp();
const ids = {
  jobA: '10000000-0000-4000-8000-000000000001',
  webinarA: '10000000-0000-4000-8000-000000000002',
  updateA: '10000000-0000-4000-8000-000000000003',
  certA: '10000000-0000-4000-8000-000000000004',
  trialA: '10000000-0000-4000-8000-000000000005',
  courseA: '10000000-0000-4000-8000-000000000006',
  jobB: '10000000-0000-4000-8000-000000000007',
};
let managerToken = '';
let otherManagerToken = '';
let memberToken = '';
let quiet: { id: string; email: string };
const share = (userId: string, vendorId: string, shared = true) =>
  t.deps.db.execute(sql`insert into lead_consents (user_id, vendor_id, shared, wording_key, wording, source)
    values (${userId}::uuid, ${vendorId}, ${shared}, 'lead-share-v1', 'test wording', 'like')
    on conflict (user_id, vendor_id) do update set shared = excluded.shared`);

beforeAll(async () => {
  const db = t.deps.db;
  const { manager, other } = await seedTwoVendors(t, ids, {
    acme: { vendorManagerEmail: 'Boss@Acme.example', logoUrl: 'https://cdn.example/acme.png' },
    jobA: { jobPageUrl: 'https://acme.example/jobs/1' },
    trialEnd: new Date('2026-01-01'),
  });
  await db.insert(webinars).values({ id: ids.webinarA, vendorId: 'acme', title: 'Healing Locators Live', registrationUrl: 'https://acme.example/w' });
  await db.insert(productUpdates).values({ id: ids.updateA, vendorId: 'acme', productName: 'Acme Studio', version: '2.1', releaseDate: '2025-01-01' });
  await db.insert(certifications).values({ id: ids.certA, vendorId: 'acme', name: 'Acme Certified' });
  await db.insert(aiCourses).values({ id: ids.courseA, vendorId: 'acme', name: 'Prompting for Testers' });

  const member = await t.createUser({ fullName: 'Lena Liker' });
  const pro = await t.createUser({ fullName: 'Omar Other' });
  quiet = await t.createUser({ fullName: 'Quinn Quiet', email: 'quinn@quiet.example' });
  const notNow = await t.createUser({ fullName: 'Nora Notnow', email: 'nora@notnow.example' });
  await db.execute(sql`update profiles set company = 'Initech', job_title = 'QA Lead' where id = ${member.id}::uuid`);
  const at = (h: number) => new Date(Date.UTC(2025, 0, 5, 15, 4) - h * 3_600_000);
  await db.insert(userLikes).values([
    { userId: member.id, contentType: 'job', contentId: ids.jobA, vendorId: 'acme', createdAt: at(0) },
    { userId: member.id, contentType: 'webinar', contentId: ids.webinarA, vendorId: 'acme', createdAt: at(1) },
    { userId: pro.id, contentType: 'product_update', contentId: ids.updateA, vendorId: 'acme', createdAt: at(2) },
    { userId: pro.id, contentType: 'certification', contentId: ids.certA, vendorId: 'acme', createdAt: at(3) },
    { userId: pro.id, contentType: 'product_trial', contentId: ids.trialA, vendorId: 'acme', createdAt: at(4) },
    { userId: pro.id, contentType: 'ai_course', contentId: ids.courseA, vendorId: 'acme', createdAt: at(5) },
    // Another vendor's content.
    { userId: member.id, contentType: 'job', contentId: ids.jobB, vendorId: 'globex', createdAt: at(6) },
    // A stale or forged vendor_id: the content row belongs to Globex, so Acme must not see it.
    { userId: pro.id, contentType: 'job', contentId: ids.jobB, vendorId: 'acme', createdAt: at(7) },
    // Members who have not shared with Acme: an existing like with no decision, and 'Not now'.
    { userId: quiet.id, contentType: 'job', contentId: ids.jobA, vendorId: 'acme', createdAt: at(8) },
    { userId: quiet.id, contentType: 'webinar', contentId: ids.webinarA, vendorId: 'acme', createdAt: at(9) },
    { userId: notNow.id, contentType: 'job', contentId: ids.jobA, vendorId: 'acme', createdAt: at(10) },
  ]);
  await share(member.id, 'acme');
  await share(member.id, 'globex');
  await share(pro.id, 'acme');
  await share(notNow.id, 'acme', false);
  // Sharing with another vendor does not share with Acme.
  await share(quiet.id, 'globex');
  managerToken = await t.loginAs(manager.email);
  otherManagerToken = await t.loginAs(other.email);
  memberToken = await t.loginAs(member.email);
});

describe('vendor leads', () => {
  it("shows the manager only their own vendor's likes, with stats and joined profiles", async () => {
    const res = await t.json('GET', '/api/vendor/leads', { token: managerToken });
    expect(res.status).toBe(200);
    expect(res.body.vendor).toEqual({ id: 'acme', name: 'Acme', logoUrl: 'https://cdn.example/acme.png', managerEmail: 'Boss@Acme.example' });
    // The stat cards stay totals of every like; rows are consenting members only, the rest a count.
    expect(res.body.stats).toEqual({ total: 9, job: 3, webinar: 2, certification: 1, product_update: 1, product_trial: 1, ai_course: 1 });
    expect(res.body.total).toBe(6);
    expect(res.body.notShared).toBe(3);
    expect(JSON.stringify(res.body)).not.toMatch(/quinn|nora/i);
    const titles = res.body.items.map((l: { contentTitle: string }) => l.contentTitle);
    expect(titles).toEqual(['AI Test Engineer', 'Healing Locators Live', 'Acme Studio v2.1', 'Acme Certified', 'Acme Cloud', 'Prompting for Testers']);
    expect(titles).not.toContain('Globex Secret Job');
    expect(res.body.items[0]).toMatchObject({
      contentType: 'job',
      userName: 'Lena Liker',
      userCompany: 'Initech',
      userJobTitle: 'QA Lead',
      contentUrl: 'https://acme.example/jobs/1',
      createdAt: '2025-01-05T15:04:00.000Z',
    });

    const other = await t.json('GET', '/api/vendor/leads', { token: otherManagerToken });
    expect(other.body.items.map((l: { contentTitle: string }) => l.contentTitle)).toEqual(['Globex Secret Job']);
    expect(other.body.stats.total).toBe(1);
    expect(other.body.notShared).toBe(0);
  });

  it("answers the screen's header with the manager's own vendor only", async () => {
    const res = await t.json('GET', '/api/vendor/leads/vendor', { token: managerToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ vendor: { id: 'acme', name: 'Acme', logoUrl: 'https://cdn.example/acme.png', managerEmail: 'Boss@Acme.example' } });
    expect((await t.json('GET', '/api/vendor/leads/vendor', { token: otherManagerToken })).body.vendor.id).toBe('globex');
  });

  it('searches by user name, e-mail, company and content, and filters by type, in SQL with paging', async () => {
    const q = async (qs: string) => (await t.json('GET', `/api/vendor/leads?${qs}`, { token: managerToken })).body;
    expect((await q('search=lena')).total).toBe(2);
    expect((await q('search=initech')).total).toBe(2);
    expect((await q('search=PROMPTING')).items[0].contentType).toBe('ai_course');
    expect((await q('search=globex')).total).toBe(0);
    expect((await q('contentType=webinar')).items.map((l: { contentTitle: string }) => l.contentTitle)).toEqual(['Healing Locators Live']);
    expect((await q('contentType=job&search=omar')).total).toBe(0);
    const page = await q('pageSize=4&page=2');
    expect(page).toMatchObject({ total: 6, totalPages: 2, page: 2 });
    expect(page.items).toHaveLength(2);
    // Stats stay the vendor's totals whatever the filter; the not-shared count follows the type filter.
    expect((await q('contentType=webinar')).stats.total).toBe(9);
    expect((await q('contentType=webinar')).notShared).toBe(1);
    expect((await q('contentType=job')).notShared).toBe(2);
    expect((await q('search=quinn')).total).toBe(0);
    expect((await t.json('GET', '/api/vendor/leads?contentType=bogus', { token: managerToken })).status).toBe(400);
  });

  it('refuses members who manage no vendor (403 with the message) and visitors (401)', async () => {
    const res = await t.json('GET', '/api/vendor/leads', { token: memberToken });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(leadsMessages.notManager);
    expect((await t.json('GET', '/api/vendor/leads.csv', { token: memberToken })).status).toBe(403);
    const header = await t.json('GET', '/api/vendor/leads/vendor', { token: memberToken });
    expect(header.status).toBe(403);
    expect(header.body.error.message).toBe(leadsMessages.notManager);
    expect((await t.json('GET', '/api/vendor/leads/vendor')).status).toBe(401);
    expect((await t.json('GET', '/api/vendor/leads')).status).toBe(401);
  });

  it('exports the filtered leads as CSV', async () => {
    const lines = await csvLines(await t.request('GET', '/api/vendor/leads.csv?search=lena', { token: managerToken }), 'leads-export');
    expect(lines[0]).toBe('"Email","Name","Company","Job Title","Content Type","Content Liked","Content URL","Date Liked"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Lena Liker","Initech","QA Lead","Job","AI Test Engineer"');
    expect(lines.join('\n')).not.toContain('Globex');
  });

  it('exports consenting members only, and a withdrawal removes the member from rows and CSV at once', async () => {
    const csv = async () => (await (await t.request('GET', '/api/vendor/leads.csv', { token: managerToken })).text()).trim().split('\r\n');
    const all = await csv();
    expect(all).toHaveLength(7);
    expect(all.join('\n')).not.toMatch(/quinn|nora/i);

    await share(quiet.id, 'acme');
    expect(await csv()).toHaveLength(9);
    expect((await t.json('GET', '/api/vendor/leads', { token: managerToken })).body).toMatchObject({ total: 8, notShared: 1 });

    await share(quiet.id, 'acme', false);
    expect(await csv()).toHaveLength(7);
    expect((await t.json('GET', '/api/vendor/leads', { token: managerToken })).body).toMatchObject({ total: 6, notShared: 3 });
  });
});
