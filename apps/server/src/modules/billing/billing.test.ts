import { billingMessages } from '@portal/shared/billing';
import { sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { expireSubscriptions } from '../../jobs/definitions/expire-subscriptions.ts';
import { loadEnv } from '../../lib/env.ts';
import { useTestApp } from '../../test/test-app.ts';
import { localGatewaySecret, paymentGateway, paymentSignature, RAZORPAY_ORDERS_URL } from './billing.gateway.ts';

const localSecret = () => localGatewaySecret(t.deps.env);

const WEBHOOK_SECRET = 'whsec_test_123';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
const YEAR_MS = 365 * 86_400_000;

async function member() {
  const u = await t.createUser();
  return { ...u, token: await t.loginAs(u.email) };
}

let codeSeq = 0;
async function makeCode(o: { pct: number; maxUses?: number | null; usedCount?: number; active?: boolean; from?: string; until?: string }) {
  const code = `TEST${++codeSeq}X${Date.now() % 100000}`;
  await t.deps.db.execute(sql`
    insert into discount_codes (code, discount_percentage, is_active, max_uses, used_count, valid_from, valid_until)
    values (${code}, ${o.pct}, ${o.active ?? true}, ${o.maxUses ?? null}, ${o.usedCount ?? 0}, ${o.from ?? null}::timestamptz, ${o.until ?? null}::timestamptz)`);
  return code;
}

const usedCount = async (code: string) =>
  rowsOf<{ n: number }>(await t.deps.db.execute(sql`select used_count as n from discount_codes where code = ${code}`))[0]?.n;
const isPro = async (userId: string) => rowsOf<{ p: boolean }>(await t.deps.db.execute(sql`select is_pro as p from profiles where id = ${userId}`))[0]?.p;
const subs = async (userId: string) =>
  rowsOf<{ status: string; start_date: string; end_date: string; discount_percentage: number; auto_renew: boolean }>(
    await t.deps.db.execute(sql`select status, start_date, end_date, discount_percentage, auto_renew from user_subscriptions where user_id = ${userId}`),
  );

async function createOrder(token: string, discountCode?: string) {
  return t.json('POST', '/api/billing/create-order', { token, body: { planType: 'yearly', ...(discountCode ? { discountCode } : {}) } });
}

/** Pays through the local gateway's checkout, as the page does. */
async function payLocally(token: string, orderId: string) {
  const r = await t.json('POST', `/api/billing/local-checkout/${orderId}/pay`, { token });
  expect(r.status).toBe(200);
  return r.body as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

describe('plan', () => {
  it('is public: yearly, 9900 paise INR, with the features and the local checkout when no keys are set', async () => {
    const r = await t.json('GET', '/api/billing/plan');
    expect(r.status).toBe(200);
    expect(r.body.plan).toMatchObject({ planType: 'yearly', amount: 9900, currency: 'INR', interval: 'year' });
    expect(r.body.plan.features).toContain('Daily digests (Pro users only)');
    expect(r.body.freeFeatures).toEqual(['Limited webinars (3 registrations a month)', 'Recordings kept 7 days']);
    expect(r.body.checkout).toEqual({ gateway: 'local', keyId: null });
  });
});

describe('verify-discount', () => {
  it('blank code: 400 "Please enter a discount code"', async () => {
    const m = await member();
    for (const body of [{ code: '  ' }, {}]) {
      const r = await t.json('POST', '/api/billing/verify-discount', { token: m.token, body });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(billingMessages.codeRequired);
    }
  });

  it('valid code (any case) gives its percentage; unusable codes say why', async () => {
    const m = await member();
    const good = await makeCode({ pct: 10 });
    const ok = await t.json('POST', '/api/billing/verify-discount', { token: m.token, body: { code: ` ${good.toLowerCase()} ` } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ valid: true, code: good, discountPercentage: 10, message: 'Discount applied: 10% off' });

    const cases: [string, string][] = [
      ['NOSUCHCODE', billingMessages.invalidCode],
      [await makeCode({ pct: 20, active: false }), billingMessages.inactiveCode],
      [await makeCode({ pct: 20, until: new Date(Date.now() - 86_400_000).toISOString() }), billingMessages.expiredCode],
      [await makeCode({ pct: 20, from: new Date(Date.now() + 86_400_000).toISOString() }), billingMessages.notYetValidCode],
      [await makeCode({ pct: 20, maxUses: 3, usedCount: 3 }), billingMessages.exhaustedCode],
    ];
    for (const [code, message] of cases) {
      const r = await t.json('POST', '/api/billing/verify-discount', { token: m.token, body: { code } });
      expect(r.status, code).toBe(200);
      expect(r.body, code).toMatchObject({ valid: false, discountPercentage: 0, message });
    }
  });
});

describe('create-order and verify-payment (local gateway)', () => {
  it('creates an order at the discounted price and records it; unusable codes are refused', async () => {
    const m = await member();
    const code = await makeCode({ pct: 10 });
    const r = await createOrder(m.token, code);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, amount: 8910, currency: 'INR', gateway: 'local', keyId: null, discountPercentage: 10 });
    expect(r.body.orderId).toMatch(/^order_local_/);
    const [order] = rowsOf<{ status: string; amount: number; discount_code: string; user_id: string }>(
      await t.deps.db.execute(sql`select status, amount, discount_code, user_id from orders where provider_order_id = ${r.body.orderId}`),
    );
    expect(order).toEqual({ status: 'created', amount: 8910, discount_code: code, user_id: m.id });

    const full = await createOrder(m.token);
    expect(full.body.amount).toBe(9900);

    const bad = await createOrder(m.token, 'NOPE');
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe(billingMessages.invalidCode);
    expect((await t.json('POST', '/api/billing/create-order', { token: m.token, body: { planType: 'monthly' } })).status).toBe(400);
  });

  it('a good signature activates Pro for a year, counts the code once, marks the order paid and e-mails a receipt; a repeat changes nothing', async () => {
    const m = await member();
    const code = await makeCode({ pct: 50, maxUses: 10 });
    const order = await createOrder(m.token, code);
    const payment = await payLocally(m.token, order.body.orderId);

    const before = Date.now();
    const v = await t.json('POST', '/api/billing/verify-payment', { token: m.token, body: { ...payment, discountCode: code } });
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({ success: true, activated: true, message: billingMessages.paymentSuccess });
    expect(v.body.subscription).toMatchObject({ planType: 'yearly', status: 'active', discountPercentage: 50, autoRenew: true });
    const start = new Date(v.body.subscription.startDate).getTime();
    const end = new Date(v.body.subscription.endDate).getTime();
    expect(start).toBeGreaterThanOrEqual(before - 5000);
    expect(end - start).toBeGreaterThanOrEqual(YEAR_MS);
    expect(end - start).toBeLessThanOrEqual(YEAR_MS + 86_400_000);

    expect(await isPro(m.id)).toBe(true);
    expect(await usedCount(code)).toBe(1);
    const [o] = rowsOf<{ status: string; provider_payment_id: string }>(
      await t.deps.db.execute(sql`select status, provider_payment_id from orders where provider_order_id = ${order.body.orderId}`),
    );
    expect(o).toEqual({ status: 'paid', provider_payment_id: payment.razorpay_payment_id });
    const mails = rowsOf<{ subject: string; text: string }>(await t.deps.db.execute(sql`select subject, text from email_outbox where to_address = ${m.email}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your AI Testing Hub Pro receipt');
    expect(mails[0]?.text).toContain('Amount paid: ₹49.50.');

    // Verifying again (a double click, a retried request) activates nothing more.
    const again = await t.json('POST', '/api/billing/verify-payment', { token: m.token, body: payment });
    expect(again.status).toBe(200);
    expect(again.body.activated).toBe(false);
    expect(again.body.subscription.id).toBe(v.body.subscription.id);
    expect(await subs(m.id)).toHaveLength(1);
    expect(await usedCount(code)).toBe(1);

    // Now Pro: no second order.
    const pro = await createOrder(m.token);
    expect(pro.status).toBe(409);
    expect(pro.body.error.message).toBe(billingMessages.alreadyPro);
  });

  it('two concurrent verifications of one payment activate once', async () => {
    const m = await member();
    const order = await createOrder(m.token);
    const payment = await payLocally(m.token, order.body.orderId);
    const results = await Promise.all([1, 2, 3].map(() => t.json('POST', '/api/billing/verify-payment', { token: m.token, body: payment })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.activated)).toHaveLength(1);
    expect(await subs(m.id)).toHaveLength(1);
  });

  it('a bad signature is 400 with the payment id; missing fields 400 "incomplete"; nothing is activated', async () => {
    const m = await member();
    const order = await createOrder(m.token);
    const payment = await payLocally(m.token, order.body.orderId);
    const forged = paymentSignature(order.body.orderId, payment.razorpay_payment_id, 'not-the-secret');
    const bad = await t.json('POST', '/api/billing/verify-payment', { token: m.token, body: { ...payment, razorpay_signature: forged } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(billingMessages.signatureFailed(payment.razorpay_payment_id));
    const otherPayment = await t.json('POST', '/api/billing/verify-payment', {
      token: m.token,
      body: { ...payment, razorpay_payment_id: 'pay_someone_else' },
    });
    expect(otherPayment.status).toBe(400);

    for (const missing of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const) {
      const body: Record<string, string> = { ...payment, [missing]: '' };
      const r = await t.json('POST', '/api/billing/verify-payment', { token: m.token, body });
      expect(r.status, missing).toBe(400);
      expect(r.body.error.message).toBe(billingMessages.incomplete);
    }
    const none = await t.json('POST', '/api/billing/verify-payment', { token: m.token, body: {} });
    expect(none.body.error.message).toBe(billingMessages.incomplete);
    expect(await isPro(m.id)).toBe(false);
    expect(await subs(m.id)).toHaveLength(0);
  });

  it("an unknown order, or another member's order, is 404 'Transaction record not found.'", async () => {
    const owner = await member();
    const other = await member();
    const order = await createOrder(owner.token);
    const payment = await payLocally(owner.token, order.body.orderId);
    const foreign = await t.json('POST', '/api/billing/verify-payment', { token: other.token, body: payment });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(billingMessages.transactionNotFound);
    expect(await isPro(other.id)).toBe(false);
    expect(await isPro(owner.id)).toBe(false);

    const unknown = await t.json('POST', '/api/billing/verify-payment', {
      token: other.token,
      body: { razorpay_order_id: 'order_nope', razorpay_payment_id: 'pay_x', razorpay_signature: 'abc' },
    });
    expect(unknown.status).toBe(404);
    // The test checkout will not pay another member's order either.
    expect((await t.json('POST', `/api/billing/local-checkout/${order.body.orderId}/pay`, { token: other.token })).status).toBe(404);
  });

  it('paid orders never push used_count past max_uses, even when verified concurrently', async () => {
    const code = await makeCode({ pct: 10, maxUses: 2 });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => member()));
    const payments = [];
    for (const b of buyers) {
      const o = await createOrder(b.token, code);
      expect(o.status).toBe(200);
      payments.push({ b, p: await payLocally(b.token, o.body.orderId) });
    }
    const results = await Promise.all(payments.map(({ b, p }) => t.json('POST', '/api/billing/verify-payment', { token: b.token, body: p })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await usedCount(code)).toBe(2);
    // Once the cap is reached, new orders with the code are refused.
    const late = await member();
    expect((await createOrder(late.token, code)).body.error.message).toBe(billingMessages.exhaustedCode);
  });
});

describe('zero total', () => {
  it('activates Pro at once: subscription, is_pro, used_count++ and a paid 0 order', async () => {
    const m = await member();
    const code = await makeCode({ pct: 100, maxUses: 5 });
    const r = await createOrder(m.token, code);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, amount: 0, currency: 'INR', discountPercentage: 100 });
    expect(await isPro(m.id)).toBe(true);
    expect(await usedCount(code)).toBe(1);
    const [s] = await subs(m.id);
    expect(s).toMatchObject({ status: 'active', discount_percentage: 100, auto_renew: true });
    const [o] = rowsOf<{ status: string; amount: number }>(await t.deps.db.execute(sql`select status, amount from orders where user_id = ${m.id}`));
    expect(o).toEqual({ status: 'paid', amount: 0 });
    const me = await t.json('GET', '/api/billing/subscription', { token: m.token });
    expect(me.body.subscription).toMatchObject({ status: 'active', discountPercentage: 100 });
  });

  it('respects max_uses when several members claim at the same moment', async () => {
    const code = await makeCode({ pct: 100, maxUses: 2 });
    const claimants = await Promise.all([1, 2, 3, 4, 5].map(() => member()));
    const results = await Promise.all(claimants.map((c) => createOrder(c.token, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe(billingMessages.exhaustedCode);
    }
    expect(await usedCount(code)).toBe(2);
    const pro = await Promise.all(claimants.map((c) => isPro(c.id)));
    expect(pro.filter(Boolean)).toHaveLength(2);
  });

  it('the same member claiming twice at once gets one subscription', async () => {
    const m = await member();
    const code = await makeCode({ pct: 100 });
    const results = await Promise.all([createOrder(m.token, code), createOrder(m.token, code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await subs(m.id)).toHaveLength(1);
    expect(await usedCount(code)).toBe(1);
  });
});

describe('cancel', () => {
  it('stops renewal and keeps Pro until the end date; the daily job then expires it', async () => {
    const m = await member();
    expect((await t.json('POST', '/api/billing/cancel', { token: m.token })).status).toBe(404);
    const order = await createOrder(m.token);
    await t.json('POST', '/api/billing/verify-payment', { token: m.token, body: await payLocally(m.token, order.body.orderId) });

    const r = await t.json('POST', '/api/billing/cancel', { token: m.token });
    expect(r.status).toBe(200);
    expect(r.body.subscription).toMatchObject({ status: 'cancelled', autoRenew: false });
    expect(await isPro(m.id)).toBe(true);
    const profile = await t.json('GET', '/api/profile', { token: m.token });
    expect(profile.body.subscription).toMatchObject({ status: 'cancelled' });
    // Still Pro, so no new purchase.
    expect((await createOrder(m.token)).status).toBe(409);
    // Cancelling again: nothing active left.
    expect((await t.json('POST', '/api/billing/cancel', { token: m.token })).status).toBe(404);

    await expireSubscriptions(t.deps.db, new Date(Date.now() + YEAR_MS - 86_400_000));
    expect(await isPro(m.id)).toBe(true);
    await expireSubscriptions(t.deps.db, new Date(Date.now() + YEAR_MS + 2 * 86_400_000));
    expect(await isPro(m.id)).toBe(false);
    expect((await subs(m.id))[0]?.status).toBe('expired');
  });
});

describe('Razorpay gateway adapter', () => {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    RAZORPAY_KEY_ID: 'rzp_test_abc',
    RAZORPAY_KEY_SECRET: 'shh',
  });

  it('creates orders with basic auth, amount in paise and INR', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const g = paymentGateway(env, async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'order_RZP123' }), { status: 200 });
    });
    expect(g.kind).toBe('razorpay');
    expect(g.keyId).toBe('rzp_test_abc');
    expect(await g.createOrder({ amount: 8910, currency: 'INR', receipt: 'r1' })).toEqual({ id: 'order_RZP123' });
    expect(calls[0]?.url).toBe(RAZORPAY_ORDERS_URL);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_abc:shh').toString('base64')}`);
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ amount: 8910, currency: 'INR', receipt: 'r1' });
  });

  it('maps a rejected key to the configuration error and other failures to "temporarily unavailable"', async () => {
    const unauthorized = paymentGateway(env, async () => new Response(JSON.stringify({ error: { description: 'Authentication failed' } }), { status: 401 }));
    await expect(unauthorized.createOrder({ amount: 1, currency: 'INR', receipt: 'r' })).rejects.toMatchObject({ message: billingMessages.configError });
    const down = paymentGateway(env, async () => new Response('oops', { status: 503 }));
    await expect(down.createOrder({ amount: 1, currency: 'INR', receipt: 'r' })).rejects.toMatchObject({ message: billingMessages.unavailable });
    const offline = paymentGateway(env, async () => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.createOrder({ amount: 1, currency: 'INR', receipt: 'r' })).rejects.toMatchObject({ message: billingMessages.unavailable });
  });

  it('refuses half a key pair at start-up', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-123', RAZORPAY_KEY_ID: 'x' })).toThrow(/RAZORPAY/);
  });
});

describe('webhook', () => {
  const post = (body: string, signature: string) =>
    t.app.request('/api/billing/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature }, body });
  const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

  it('payment.captured completes the order once; a bad signature is refused', async () => {
    const m = await member();
    const order = await createOrder(m.token);
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_hook1', order_id: order.body.orderId } } } });
    expect((await post(body, sign('something else'))).status).toBe(400);
    expect(await isPro(m.id)).toBe(false);

    expect((await post(body, sign(body))).status).toBe(200);
    expect(await isPro(m.id)).toBe(true);
    expect((await post(body, sign(body))).status).toBe(200);
    expect(await subs(m.id)).toHaveLength(1);
    // The browser's verification afterwards changes nothing either.
    const p = await t.json('POST', '/api/billing/verify-payment', {
      token: m.token,
      body: {
        razorpay_order_id: order.body.orderId,
        razorpay_payment_id: 'pay_hook1',
        razorpay_signature: paymentSignature(order.body.orderId, 'pay_hook1', localSecret()),
      },
    });
    expect(p.status).toBe(200);
    expect(p.body.activated).toBe(false);
    expect(await subs(m.id)).toHaveLength(1);
  });
});

describe('no gateway configured', () => {
  const off = useTestApp({ LOCAL_PAYMENTS: 'false' });
  it('refuses to create orders instead of giving Pro away', async () => {
    const u = await off.createUser();
    const token = await off.loginAs(u.email, u.password);
    const plan = await off.json('GET', '/api/billing/plan');
    expect(plan.body.checkout.gateway).toBe('none');
    const res = await off.json('POST', '/api/billing/create-order', { token, body: { planType: 'yearly' } });
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('Payment system configuration error. Please contact support.');
    const me = await off.json('GET', '/api/me', { token });
    expect(me.body.profile.isPro).toBe(false);
  });
});
