// pglite-subset: a consent answer locks the member's row (FOR UPDATE)
import { CONSENT_WORDING_KEY, consentWordings } from '@portal/shared/consent';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { makeTrial, makeVendor, makeWebinar } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let vendorId = '';
let otherVendorId = '';
const jobs: string[] = [];

async function makeJob(vendor: string, title: string) {
  const id = randomUUID();
  await t.deps.db.execute(sql`insert into jobs (id, vendor_id, job_title) values (${id}, ${vendor}, ${title})`);
  jobs.push(id);
  return id;
}

async function member(name = 'Mia Member') {
  const u = await t.createUser({ fullName: name });
  return { ...u, token: await t.loginAs(u.email) };
}

const like = (token: string, id: string) => t.json('POST', '/api/likes', { token, body: { contentType: 'job', contentId: id } });
const decide = (token: string, body: Record<string, unknown>) =>
  t.json('POST', '/api/me/lead-consents', { token, body: { wordingKey: CONSENT_WORDING_KEY, source: 'like', ...body } });

beforeAll(async () => {
  vendorId = await makeVendor(t.deps.db, { name: 'Acme Labs' });
  otherVendorId = await makeVendor(t.deps.db, { name: 'Zeta Tools' });
  await t.deps.db.execute(sql`update vendors set vendor_manager_email = 'lead-boss@acme.example' where id = ${vendorId}`);
  await makeJob(vendorId, 'Job one');
  await makeJob(vendorId, 'Job two');
  await makeJob(otherVendorId, 'Zeta job');
});

describe('consent to share details with a vendor', () => {
  it('asks once per vendor: the first like names the vendor, Not now is recorded and not asked again', async () => {
    const m = await member();
    const first = await like(m.token, jobs[0] as string);
    expect(first.status).toBe(200);
    expect(first.body.consentNeeded).toEqual({ vendorId, vendorName: 'Acme Labs', source: 'like' });
    // Still undecided: asked again on the next like.
    expect((await like(m.token, jobs[1] as string)).body.consentNeeded).toMatchObject({ vendorId });

    const res = await decide(m.token, { vendorId, shared: false });
    expect(res.status).toBe(200);
    expect(res.body.consent).toMatchObject({ vendorId, vendorName: 'Acme Labs', shared: false, wording: consentWordings[CONSENT_WORDING_KEY]('Acme Labs') });

    await t.json('DELETE', '/api/likes', { token: m.token, body: { contentType: 'job', contentId: jobs[1] } });
    const again = await like(m.token, jobs[1] as string);
    expect(again.body.consentNeeded).toBeUndefined();
    // Another vendor is asked about separately.
    expect((await like(m.token, jobs[2] as string)).body.consentNeeded).toEqual({ vendorId: otherVendorId, vendorName: 'Zeta Tools', source: 'like' });
  });

  it('records the answer, its time and the exact wording, keeps every decision, and withdraws in one call', async () => {
    const m = await member();
    await like(m.token, jobs[0] as string);
    expect((await decide(m.token, { vendorId, shared: true })).body.consent.shared).toBe(true);
    expect((await decide(m.token, { vendorId, shared: false, source: 'preferences' })).body.consent.shared).toBe(false);
    const current = rowsOf<{ shared: boolean; wording: string; wording_key: string; source: string; decided_at: Date }>(
      await t.deps.db.execute(sql`select * from lead_consents where user_id = ${m.id}::uuid`),
    );
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ shared: false, wording_key: 'lead-share-v1', source: 'preferences' });
    expect(current[0]?.wording).toContain('Acme Labs can see your name, e-mail address, job title and company');
    expect(current[0]?.decided_at).toBeTruthy();
    const history = rowsOf<{ shared: boolean; source: string }>(
      await t.deps.db.execute(sql`select shared, source from lead_consent_events where user_id = ${m.id}::uuid order by decided_at, id`),
    );
    expect(history.map((h) => h.shared).sort()).toEqual([false, true]);
    // The member's data export carries the choice and the history.
    const data = (await (await t.request('GET', '/api/account/export', { token: m.token })).json()) as {
      leadConsents: unknown[];
      leadConsentHistory: unknown[];
    };
    expect(data.leadConsents).toEqual([expect.objectContaining({ vendor_id: vendorId, vendor_name: 'Acme Labs', shared: false })]);
    expect(data.leadConsentHistory).toHaveLength(2);
  });

  it('lists every vendor the member decided for or interacted with (not merely viewed), with the choice', async () => {
    const m = await member();
    await like(m.token, jobs[0] as string);
    await like(m.token, jobs[2] as string);
    await decide(m.token, { vendorId: otherVendorId, shared: true });
    const viewedOnly = await makeVendor(t.deps.db, { name: 'Viewed Only' });
    await t.deps.db.execute(sql`insert into user_content_interactions (user_id, vendor_id, content_type, content_id, interaction_type)
      values (${m.id}::uuid, ${viewedOnly}, 'job', ${randomUUID()}, 'view')`);
    const res = await t.json('GET', '/api/me/lead-consents', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { vendorName: string; shared: boolean | null }) => [i.vendorName, i.shared])).toEqual([
      ['Acme Labs', null],
      ['Zeta Tools', true],
    ]);
  });

  it('names only consenting members in the manager’s like e-mail', async () => {
    const sharer = await member('Sam Sharer');
    await decide(sharer.token, { vendorId, shared: true });
    await like(sharer.token, jobs[0] as string);
    const quiet = await member('Quin Quiet');
    await like(quiet.token, jobs[0] as string);
    const mail = async (userId: string) =>
      rowsOf<{ text: string; html: string }>(await t.deps.db.execute(sql`select text, html from email_outbox where dedupe_key like ${`like:${userId}:%`}`))[0];
    expect((await mail(sharer.id))?.text).toContain(`${sharer.email} liked the job "Job one"`);
    const anon = await mail(quiet.id);
    expect(anon?.text).toContain('A member liked the job "Job one"');
    expect(`${anon?.text}${anon?.html}`).not.toContain(quiet.email);
  });

  it('asks on webinar registration and trial activation too', async () => {
    const m = await member();
    const webinar = await makeWebinar(t.deps.db, { vendorId });
    const reg = await t.json('POST', `/api/webinars/${webinar}/register`, { token: m.token });
    expect(reg.status).toBe(200);
    expect(reg.body.consentNeeded).toEqual({ vendorId, vendorName: 'Acme Labs', source: 'webinar_registration' });
    const trial = await makeTrial(t.deps.db, { vendorId: otherVendorId });
    const act = await t.json('POST', `/api/trials/${trial}/activate`, { token: m.token });
    expect(act.status).toBe(200);
    expect(act.body.consentNeeded).toEqual({ vendorId: otherVendorId, vendorName: 'Zeta Tools', source: 'trial_activation' });
    await decide(m.token, { vendorId: otherVendorId, shared: true, source: 'trial_activation' });
    const trial2 = await makeTrial(t.deps.db, { vendorId: otherVendorId });
    expect((await t.json('POST', `/api/trials/${trial2}/activate`, { token: m.token })).body.consentNeeded).toBeUndefined();
  });

  it('refuses bad input with clear 4xx answers and visitors with 401', async () => {
    const m = await member();
    expect((await t.json('GET', '/api/me/lead-consents')).status).toBe(401);
    expect((await t.json('POST', '/api/me/lead-consents', { body: { vendorId, shared: true, wordingKey: CONSENT_WORDING_KEY, source: 'like' } })).status).toBe(
      401,
    );
    const unknown = await decide(m.token, { vendorId: 'no-such-vendor', shared: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Vendor not found');
    expect((await decide(m.token, { vendorId, shared: true, wordingKey: 'made-up' })).status).toBe(400);
    expect((await decide(m.token, { vendorId, shared: 'yes' })).status).toBe(400);
    expect((await decide(m.token, { vendorId, shared: true, source: 'elsewhere' })).status).toBe(400);
  });
});
