import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONSENT_WORDING_KEY } from '@portal/shared/consent';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { runQueuedJobs } from '../../jobs/runner.ts';
import { makeVendor } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';
import { webhookUrlMessages } from './webhook-url.ts';
import * as webhooks from './webhooks.service.ts';

// Loopback deliveries are allowed here only because of this test flag (production refuses the flag).
const t = useTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const answers: number[] = [];
let server: Server;
let hookUrl = '';
let vendorId = '';
let managerToken = '';
let secret = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  vendorId = await makeVendor(t.deps.db, { name: 'Hooked Inc' });
  await t.deps.db.execute(sql`update vendors set vendor_manager_email = 'hooks@hooked.example' where id = ${vendorId}`);
  const manager = await t.createUser({ email: 'hooks@hooked.example' });
  managerToken = await t.loginAs(manager.email);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function sharer(name: string) {
  const u = await t.createUser({ fullName: name });
  const token = await t.loginAs(u.email);
  await t.deps.db.execute(sql`update profiles set job_title = 'QA Lead', company = 'Initech' where id = ${u.id}::uuid`);
  const decide = (shared: boolean) =>
    t.json('POST', '/api/me/lead-consents', { token, body: { vendorId, shared, wordingKey: CONSENT_WORDING_KEY, source: 'like' } });
  return { ...u, token, decide };
}

const log = async () => (await t.json('GET', '/api/vendor/leads/webhook', { token: managerToken })).body;
const runDue = async () => {
  await t.deps.db.execute(sql`update background_jobs set run_at = now() where name = ${webhooks.WEBHOOK_JOB} and status = 'pending'`);
  while ((await runQueuedJobs(t.deps)) > 0) {}
};

describe('lead webhook', () => {
  it('saves the URL, shows the secret once, and refuses non-https and private addresses', async () => {
    expect((await log()).webhook).toBeNull();
    const bad = await t.json('PUT', '/api/vendor/leads/webhook', { token: managerToken, body: { url: 'http://hooks.example.com/x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(webhookUrlMessages.https);
    const priv = await t.json('PUT', '/api/vendor/leads/webhook', { token: managerToken, body: { url: 'https://10.0.0.8/x' } });
    expect(priv.status).toBe(400);
    expect(priv.body.error.message).toBe(webhookUrlMessages.privateAddress);

    const res = await t.json('PUT', '/api/vendor/leads/webhook', { token: managerToken, body: { url: hookUrl } });
    expect(res.status).toBe(200);
    secret = res.body.secret;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(res.body.webhook).toMatchObject({ url: hookUrl, secretHint: secret.slice(-4) });
    // Changing the URL keeps the secret and does not show it again.
    const again = await t.json('PUT', '/api/vendor/leads/webhook', { token: managerToken, body: { url: hookUrl } });
    expect(again.body.secret).toBeNull();
    expect(JSON.stringify(await log())).not.toContain(secret);
  });

  it('without the test flag, loopback is refused at save and at delivery time', async () => {
    const strict = { ...t.deps, env: { ...t.deps.env, WEBHOOK_ALLOW_LOOPBACK: false } };
    const manager = { id: '', email: 'hooks@hooked.example', isAdmin: false, isPro: false, isVendorAdmin: false };
    await expect(webhooks.save(strict, manager, { url: hookUrl })).rejects.toThrow(webhookUrlMessages.https);
    await expect(webhooks.save(strict, manager, { url: hookUrl.replace('http:', 'https:') })).rejects.toThrow(webhookUrlMessages.privateAddress);

    const m = await sharer('Strict Sam');
    await m.decide(true);
    const [d] = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from webhook_deliveries where payload->'member'->>'email' = ${m.email}`));
    const before = received.length;
    await expect(webhooks.deliver(strict, d?.id as string)).rejects.toThrow();
    expect(received.length).toBe(before);
    const [row] = rowsOf<{ status: string; last_error: string }>(await t.deps.db.execute(sql`select * from webhook_deliveries where id = ${d?.id}::uuid`));
    expect(row).toMatchObject({ status: 'retrying', last_error: webhookUrlMessages.https });
    await t.deps.db.execute(sql`delete from background_jobs where name = ${webhooks.WEBHOOK_JOB}`);
    await t.deps.db.execute(sql`delete from webhook_deliveries`);
  });

  it('sends a signed POST when a member chooses Share, and logs the delivery', async () => {
    const m = await sharer('Wendy Webhook');
    const before = received.length;
    await m.decide(true);
    await runDue();
    expect(received.length).toBe(before + 1);
    const got = received.at(-1);
    const sig = String(got?.headers['x-aith-signature']);
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(sig) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${ts}.${got?.body}`).digest('hex'));
    const body = JSON.parse(got?.body ?? '{}');
    expect(body).toMatchObject({
      event: 'lead.shared',
      vendor: { id: vendorId, name: 'Hooked Inc' },
      member: { name: 'Wendy Webhook', email: m.email, jobTitle: 'QA Lead', company: 'Initech' },
    });
    const entry = (await log()).deliveries.find((d: { memberEmail: string }) => d.memberEmail === m.email);
    expect(entry).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });

    // Sharing again (already sharing) or saying Not now sends nothing new.
    await m.decide(true);
    const other = await sharer('Nate Notnow');
    await other.decide(false);
    await runDue();
    expect(received.length).toBe(before + 1);
  });

  it('retries with back-off after a failure, and fails for good after the last attempt', async () => {
    const m = await sharer('Rita Retry');
    answers.push(500);
    await m.decide(true);
    while ((await runQueuedJobs(t.deps)) > 0) {}
    let entry = (await log()).deliveries.find((d: { memberEmail: string }) => d.memberEmail === m.email);
    expect(entry).toMatchObject({ status: 'retrying', attempts: 1, lastStatusCode: 500, lastError: 'The endpoint answered HTTP 500' });
    const [job] = rowsOf<{ run_at: Date; status: string }>(
      await t.deps.db.execute(sql`select run_at, status from background_jobs where name = ${webhooks.WEBHOOK_JOB} order by created_at desc limit 1`),
    );
    expect(job?.status).toBe('pending');
    expect(new Date(job?.run_at as Date).getTime()).toBeGreaterThan(Date.now());
    await runDue();
    entry = (await log()).deliveries.find((d: { memberEmail: string }) => d.memberEmail === m.email);
    expect(entry).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });

    const f = await sharer('Fay Failing');
    answers.push(503, 503, 503, 503, 503, 503);
    await f.decide(true);
    for (let i = 0; i < 7; i++) await runDue();
    entry = (await log()).deliveries.find((d: { memberEmail: string }) => d.memberEmail === f.email);
    expect(entry).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 503 });
  });

  it('cuts off a receiver that answers 200 then trickles one byte at a time (a total deadline, not an idle one)', async () => {
    const trickle = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const tick = setInterval(() => res.write('.'), 100);
      res.on('close', () => clearInterval(tick));
    });
    await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(trickle.address() as AddressInfo).port}/slow`;
      await t.deps.db.execute(sql`update vendor_webhooks set url = ${url} where vendor_id = ${vendorId}`);
      const m = await sharer('Tricia Trickle');
      await m.decide(true);
      const [d] = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from webhook_deliveries where payload->'member'->>'email' = ${m.email}`));
      const started = Date.now();
      await expect(webhooks.deliver(t.deps, d?.id as string, 600)).rejects.toThrow(/within 0.6 s/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      trickle.closeAllConnections();
      await new Promise<void>((resolve) => trickle.close(() => resolve()));
      await t.deps.db.execute(sql`update vendor_webhooks set url = ${hookUrl} where vendor_id = ${vendorId}`);
      await t.deps.db.execute(sql`delete from background_jobs where name = ${webhooks.WEBHOOK_JOB}`);
    }
  });

  it('does not deliver when the member withdrew before delivery; the role and rotation rules hold', async () => {
    const m = await sharer('Walt Withdraw');
    const before = received.length;
    await m.decide(true);
    const queued = (await log()).deliveries.find((d: { memberEmail: string }) => d.memberEmail === m.email);
    expect(queued).toMatchObject({ status: 'pending' });
    await m.decide(false);
    // Decision 1801: withdrawal removes the member at once, from the delivery log too.
    expect(JSON.stringify(await log())).not.toContain(m.email);
    await runDue();
    expect(received.length).toBe(before);
    const entry = (await log()).deliveries.find((d: { id: string }) => d.id === queued.id);
    expect(entry).toMatchObject({ status: 'failed', memberEmail: null, lastError: 'The member withdrew consent before delivery' });
    const [raw] = rowsOf<{ payload: unknown }>(await t.deps.db.execute(sql`select payload from webhook_deliveries where id = ${queued.id}::uuid`));
    expect(JSON.stringify(raw?.payload)).not.toMatch(/Walt Withdraw|QA Lead|Initech/);

    // A delivered lead that is withdrawn later leaves the log as well.
    const d = await sharer('Dora Delivered');
    await d.decide(true);
    await runDue();
    expect(JSON.stringify(await log())).toContain(d.email);
    await d.decide(false);
    expect(JSON.stringify(await log())).not.toContain(d.email);

    expect((await t.json('GET', '/api/vendor/leads/webhook', { token: m.token })).status).toBe(403);
    expect((await t.json('PUT', '/api/vendor/leads/webhook', { body: { url: hookUrl } })).status).toBe(401);
    const rotated = await t.json('POST', '/api/vendor/leads/webhook/rotate', { token: managerToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(secret);
    expect((await t.json('DELETE', '/api/vendor/leads/webhook', { token: managerToken })).body).toEqual({ success: true });
    expect((await log()).webhook).toBeNull();
    expect((await t.json('POST', '/api/vendor/leads/webhook/rotate', { token: managerToken })).status).toBe(404);
  });
});
