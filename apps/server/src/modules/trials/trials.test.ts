import { trialMessages } from '@portal/shared/trials';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { trialActivationsJob } from '../../jobs/definitions/trial-activations.ts';
import { makeTrial, makeVendor } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';
import { insertActivation } from './trials.queries.ts';

const t = useTestApp();
const DAY = 86_400_000;

let vendorId: string;
beforeAll(async () => {
  vendorId = await makeVendor(t.deps.db, { name: 'Acme Testing' });
});

async function member() {
  const u = await t.createUser();
  return { ...u, token: await t.loginAs(u.email) };
}

describe('trial side panel data', () => {
  it('shows public fields to a visitor without the access link', async () => {
    const trialId = await makeTrial(t.deps.db, { vendorId, periodDays: 7 });
    const res = await t.json('GET', `/api/trials/${trialId}/access`);
    expect(res.status).toBe(200);
    expect(res.body.trial).toMatchObject({
      id: trialId,
      productName: 'Test Product',
      vendorName: 'Acme Testing',
      trialPeriodDays: 7,
      activatable: true,
      accessLink: null,
    });
    expect(res.body.activation).toBeNull();
  });

  it('answers 404 "Trial not found" for a missing trial and for a malformed id', async () => {
    const res = await t.json('GET', '/api/trials/00000000-0000-4000-8000-000000000000/access');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(trialMessages.notFound);
    expect((await t.json('GET', '/api/trials/not-a-uuid/access')).status).toBe(404);
  });
});

describe('activation', () => {
  it('creates one activation with expiry = activation + trial_period_days and an interaction row; a repeat creates nothing', async () => {
    const m = await member();
    const trialId = await makeTrial(t.deps.db, { vendorId, periodDays: 14 });
    const first = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    expect(first.body.accessLink).toBe('https://trial.example/access');
    const a = first.body.activation;
    expect(a.status).toBe('active');
    expect(new Date(a.expiryDate).getTime() - new Date(a.activationDate).getTime()).toBe(14 * DAY);

    const again = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
    expect(again.body.created).toBe(false);
    expect(again.body.activation.id).toBe(a.id);

    const rows = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from user_trial_activations where user_id = ${m.id}`));
    expect(rows[0]?.n).toBe(1);
    const interactions = rowsOf<{ interaction_type: string; vendor_id: string; content_type: string }>(
      await t.deps.db.execute(sql`select interaction_type, vendor_id, content_type from user_content_interactions where user_id = ${m.id}`),
    );
    expect(interactions).toEqual([{ interaction_type: 'trial_activation', vendor_id: vendorId, content_type: 'product_trial' }]);

    const panel = await t.json('GET', `/api/trials/${trialId}/access`, { token: m.token });
    expect(panel.body.activation.id).toBe(a.id);
    expect(panel.body.trial.accessLink).toBe('https://trial.example/access');
  });

  it('writes the activation and its notification together: nothing when the notification fails; a failed interaction record keeps the activation', async () => {
    const m = await member();
    const trialId = await makeTrial(t.deps.db, { vendorId, periodDays: 7 });
    const activations = async () =>
      rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from user_trial_activations where user_id = ${m.id}`))[0]?.n;
    await t.deps.db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      expect((await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token })).status).toBe(500);
    } finally {
      await t.deps.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(await activations()).toBe(0);
    await t.deps.db.execute(sql`alter table user_content_interactions rename to interactions_away`);
    try {
      const res = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
      expect(res.status).toBe(200);
      expect(res.body.created).toBe(true);
    } finally {
      await t.deps.db.execute(sql`alter table interactions_away rename to user_content_interactions`);
    }
    expect(await activations()).toBe(1);
    const bell = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from notifications where user_id = ${m.id}::uuid`));
    expect(bell[0]?.n).toBe(1);
  });

  it('concurrent double activation (two tabs at once) creates exactly one row', async () => {
    const m = await member();
    const trialId = await makeTrial(t.deps.db);
    const results = await Promise.all(Array.from({ length: 6 }, () => t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.activation.id)).size).toBe(1);
    const rows = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select count(*)::int as n from user_trial_activations where user_id = ${m.id} and trial_id = ${trialId}`),
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses inactive, not yet started and ended trials on the server', async () => {
    const m = await member();
    const cases = [
      { o: { status: 'inactive' }, message: trialMessages.notAvailable },
      { o: { startOffsetDays: 2, endOffsetDays: 30 }, message: trialMessages.notStarted },
      { o: { startOffsetDays: -30, endOffsetDays: -1 }, message: trialMessages.notAvailable },
    ];
    for (const { o, message } of cases) {
      const trialId = await makeTrial(t.deps.db, o);
      const res = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(message);
      const panel = await t.json('GET', `/api/trials/${trialId}/access`, { token: m.token });
      expect(panel.body.trial.activatable).toBe(false);
    }
    const missing = await t.json('POST', '/api/trials/00000000-0000-4000-8000-000000000000/activate', { token: m.token });
    expect(missing.status).toBe(404);
  });

  it('expiry is exactly N x 24 hours whatever the session time zone (also across a DST change)', async () => {
    for (const zone of ['UTC', 'America/New_York', 'Europe/Berlin', 'Pacific/Chatham', 'Asia/Kolkata']) {
      const u = await t.createUser();
      const trialId = await makeTrial(t.deps.db, { periodDays: 200, endOffsetDays: 10 });
      const row = await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        return insertActivation(tx as never, u.id, trialId);
      });
      expect(row, zone).not.toBeNull();
      const diff = new Date(row?.expiry_date as string).getTime() - new Date(row?.activation_date as string).getTime();
      expect(diff, zone).toBe(200 * DAY);
    }
  });
});

describe('feedback and ownership', () => {
  it('requires a rating of 1-5, accepts optional text, and completes the activation', async () => {
    const m = await member();
    const trialId = await makeTrial(t.deps.db);
    const { body } = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
    const id = body.activation.id;
    for (const bad of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: null, feedback: 'text only' }]) {
      const res = await t.json('POST', `/api/trial-activations/${id}/feedback`, { token: m.token, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.message).toBe('Please provide a rating');
    }
    const noText = await t.json('POST', `/api/trial-activations/${id}/feedback`, { token: m.token, body: { rating: 4 } });
    expect(noText.status).toBe(200);
    expect(noText.body).toMatchObject({ status: 'completed', rating: 4, feedback: null });
    const withText = await t.json('POST', `/api/trial-activations/${id}/feedback`, { token: m.token, body: { rating: 5, feedback: '  Great  ' } });
    expect(withText.body).toMatchObject({ status: 'completed', rating: 5, feedback: 'Great' });
  });

  it("no member reads or changes another member's activation (404)", async () => {
    const owner = await member();
    const other = await member();
    const trialId = await makeTrial(t.deps.db);
    const { body } = await t.json('POST', `/api/trials/${trialId}/activate`, { token: owner.token });
    const id = body.activation.id;
    const read = await t.json('GET', `/api/trial-activations/${id}`, { token: other.token });
    expect(read.status).toBe(404);
    const write = await t.json('POST', `/api/trial-activations/${id}/feedback`, { token: other.token, body: { rating: 1 } });
    expect(write.status).toBe(404);
    const mine = await t.json('GET', `/api/trial-activations/${id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id, status: 'active', rating: null, productName: 'Test Product' });
    const otherPanel = await t.json('GET', `/api/trials/${trialId}/access`, { token: other.token });
    expect(otherPanel.body.activation).toBeNull();
    expect(otherPanel.body.trial.accessLink).toBeNull();
    const list = await t.json('GET', '/api/me/trials', { token: other.token });
    expect(list.body.total).toBe(0);
  });
});

describe('My Trials and the daily job', () => {
  it('lists my activations newest first with trial and vendor, paginated', async () => {
    const m = await member();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const trialId = await makeTrial(t.deps.db, { vendorId, name: `Product ${i}` });
      await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
      ids.push(trialId);
      await t.deps.db.execute(sql`update user_trial_activations set activation_date = now() - make_interval(hours => ${10 - i}) where trial_id = ${trialId}`);
    }
    const page1 = await t.json('GET', '/api/me/trials?pageSize=2', { token: m.token });
    expect(page1.body.total).toBe(3);
    expect(page1.body.totalPages).toBe(2);
    expect(page1.body.items.map((x: { productName: string }) => x.productName)).toEqual(['Product 2', 'Product 1']);
    expect(page1.body.items[0]).toMatchObject({ vendorName: 'Acme Testing', accessLink: 'https://trial.example/access' });
    const page2 = await t.json('GET', '/api/me/trials?pageSize=2&page=2', { token: m.token });
    expect(page2.body.items.map((x: { productName: string }) => x.productName)).toEqual(['Product 0']);
  });

  it('gives the access link only while the activation has not expired (also when completed)', async () => {
    const m = await member();
    const trialId = await makeTrial(t.deps.db);
    const { body } = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
    await t.json('POST', `/api/trial-activations/${body.activation.id}/feedback`, { token: m.token, body: { rating: 3 } });
    expect((await t.json('GET', `/api/trials/${trialId}/access`, { token: m.token })).body.trial.accessLink).toBe('https://trial.example/access');
    await t.deps.db.execute(sql`update user_trial_activations set expiry_date = now() - interval '1 minute' where id = ${body.activation.id}`);
    const panel = await t.json('GET', `/api/trials/${trialId}/access`, { token: m.token });
    expect(panel.body.activation.status).toBe('completed');
    expect(panel.body.trial.accessLink).toBeNull();
    expect((await t.json('GET', `/api/trial-activations/${body.activation.id}`, { token: m.token })).body.accessLink).toBeNull();
    expect((await t.json('GET', '/api/me/trials', { token: m.token })).body.items[0].accessLink).toBeNull();
    const again = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
    expect(again.body).toMatchObject({ created: false, accessLink: null });
  });

  it('marks activations past expiry as expired and notifies trials expiring within 3 days once', async () => {
    const m = await member();
    const past = await makeTrial(t.deps.db, { name: 'Old' });
    const soon = await makeTrial(t.deps.db, { name: 'Soon' });
    const later = await makeTrial(t.deps.db, { name: 'Later' });
    for (const id of [past, soon, later]) await t.json('POST', `/api/trials/${id}/activate`, { token: m.token });
    await t.deps.db.execute(sql`update user_trial_activations set expiry_date = now() - interval '1 hour' where trial_id = ${past}`);
    await t.deps.db.execute(sql`update user_trial_activations set expiry_date = now() + interval '2 days' where trial_id = ${soon}`);
    await trialActivationsJob.run(t.deps, {});
    await trialActivationsJob.run(t.deps, {});
    const rows = rowsOf<{ trial_id: string; status: string }>(
      await t.deps.db.execute(sql`select trial_id, status from user_trial_activations where user_id = ${m.id}`),
    );
    const status = Object.fromEntries(rows.map((r) => [r.trial_id, r.status]));
    expect(status[past]).toBe('expired');
    expect(status[soon]).toBe('active');
    expect(status[later]).toBe('active');
    const notes = await t.json('GET', '/api/notifications', { token: m.token });
    // Activating tells the member in the bell too; the daily job adds one 'expires soon', once.
    const expiring = notes.body.items.filter((n: { kind: string }) => n.kind === 'trial_expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]).toMatchObject({ kind: 'trial_expiring', title: 'Your trial of Soon expires soon', link: `/product-trials/${soon}` });
  });
});
