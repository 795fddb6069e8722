import { randomBytes } from 'node:crypto';
import {
  billingMessages,
  discountedTotal,
  FREE_PLAN_FEATURES,
  formatMoney,
  PRO_PLAN,
  subscriptionEnd,
  type VerifyDiscountResponse,
} from '@portal/shared/billing';
import { proMessages, RECORDING_FREE_DAYS } from '@portal/shared/pro-text';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import * as notifications from '../notifications/notifications.service.ts';
import { bodySignatureMatches, newLocalPaymentId, paymentGateway, paymentSignature, signatureMatches } from './billing.gateway.ts';
import * as q from './billing.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const longDate = (d: Date | string) => new Date(d).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function subscriptionDto(s: q.SubscriptionRow) {
  return {
    id: s.id,
    planType: s.plan_type,
    status: s.status,
    startDate: iso(s.start_date),
    endDate: iso(s.end_date),
    discountPercentage: s.discount_percentage,
    autoRenew: s.auto_renew,
  };
}

/** GET /api/billing/plan: the one price every screen renders, and which checkout the page opens. */
export function plan(deps: Deps) {
  const gateway = paymentGateway(deps.env);
  return {
    plan: { ...PRO_PLAN, features: [...PRO_PLAN.features] },
    freeFeatures: [...FREE_PLAN_FEATURES],
    checkout: { gateway: gateway.kind, keyId: gateway.keyId },
  };
}

type CodeCheck = { ok: true; code: q.CodeRow } | { ok: false; message: string };

function checkCode(row: q.CodeRow | null): CodeCheck {
  if (!row) return { ok: false, message: billingMessages.invalidCode };
  if (!row.is_active) return { ok: false, message: billingMessages.inactiveCode };
  if (row.not_yet_valid) return { ok: false, message: billingMessages.notYetValidCode };
  if (row.expired) return { ok: false, message: billingMessages.expiredCode };
  if (row.max_uses !== null && row.used_count >= row.max_uses) return { ok: false, message: billingMessages.exhaustedCode };
  return { ok: true, code: row };
}

/** verify-discount: an invalid code is a normal answer (valid: false with the reason), not an error. */
export async function verifyDiscount(deps: Deps, code: string): Promise<VerifyDiscountResponse> {
  const check = checkCode(await q.findCode(deps.db, code));
  if (!check.ok) return { valid: false, code, discountPercentage: 0, message: check.message };
  const pct = check.code.discount_percentage;
  return { valid: true, code: check.code.code, discountPercentage: pct, message: billingMessages.applied(pct) };
}

/**
 * create-order. The price comes from PRO_PLAN and the discount from the database, never from the
 * browser. A zero total activates Pro at once in one transaction; otherwise the gateway creates an
 * order and we record it (status created) for verify-payment to complete.
 */
export async function createOrder(deps: Deps, userId: string, discountCode: string | null) {
  const profile = await q.profileOf(deps.db, userId);
  if (!profile) throw new AppError('unauthorized', billingMessages.sessionExpired);
  if (profile.is_pro) throw new AppError('conflict', billingMessages.alreadyPro);
  let pct = 0;
  if (discountCode) {
    const check = checkCode(await q.findCode(deps.db, discountCode));
    if (!check.ok) throw new AppError('unprocessable', check.message, { discountCode: check.message });
    pct = check.code.discount_percentage;
  }
  const amount = discountedTotal(PRO_PLAN.amount, pct);
  const currency = PRO_PLAN.currency;

  if (amount === 0) {
    const providerOrderId = `free_${randomBytes(12).toString('hex')}`;
    await deps.db.transaction(async (tx) => {
      if (discountCode && !(await q.countCodeUse(tx, discountCode, true))) throw new AppError('unprocessable', billingMessages.exhaustedCode);
      if (!(await q.setPro(tx, userId, true))) throw new AppError('conflict', billingMessages.alreadyPro);
      const order = await q.insertOrder(tx, { userId, providerOrderId, amount, currency, discountCode, discountPercentage: pct, status: 'paid' });
      const sub = await activate(tx, userId, order);
      await enqueueReceipt(tx, deps, profile.email, order, sub);
    });
    deps.nudge();
    return { success: true, amount, currency, orderId: providerOrderId, gateway: null, keyId: null, discountPercentage: pct };
  }

  const gateway = paymentGateway(deps.env);
  const receipt = `rcpt_${randomBytes(8).toString('hex')}`;
  const created = await gateway.createOrder({ amount, currency, receipt, notes: { user_id: userId, plan_type: PRO_PLAN.planType } });
  await q.insertOrder(deps.db, { userId, providerOrderId: created.id, amount, currency, discountCode, discountPercentage: pct, status: 'created' });
  return { success: false, amount, currency, orderId: created.id, gateway: gateway.kind, keyId: gateway.keyId, discountPercentage: pct };
}

/** The subscription for a paid order: start now (or when a running period ends), end one year later. */
async function activate(tx: Db, userId: string, order: q.OrderRow) {
  const running = await q.currentPeriodEnd(tx, userId);
  const now = new Date();
  const start = running && running > now ? running : now;
  return q.insertSubscription(tx, { userId, start, end: subscriptionEnd(start), discountPercentage: order.discount_percentage, orderId: order.id });
}

async function enqueueReceipt(tx: Db, deps: Deps, to: string, order: q.OrderRow, sub: q.SubscriptionRow) {
  await notifications.createNotification(tx, {
    userId: order.user_id,
    kind: 'system',
    title: 'Welcome to Pro!',
    body: `Your Pro plan runs until ${longDate(sub.end_date)}. The receipt is in your inbox.`,
    link: '/profile',
    dedupeKey: `pro_activated:${order.id}`,
  });
  const total = formatMoney(order.amount, order.currency);
  const list = formatMoney(PRO_PLAN.amount, PRO_PLAN.currency);
  const until = `${longDate(sub.end_date)} (UTC)`;
  const lines = [
    `Thank you for upgrading to AI Testing Hub Pro.`,
    `Plan: Pro (yearly), ${list} per year.`,
    order.discount_percentage ? `Discount: ${order.discount_percentage}% (${order.discount_code ?? ''}).` : '',
    `Amount paid: ${total}.`,
    `Order: ${order.provider_order_id}${order.provider_payment_id ? `, payment: ${order.provider_payment_id}` : ''}.`,
    `Your Pro access runs until ${until}. You can cancel renewal at any time from your profile; access continues until the end of the period.`,
  ].filter(Boolean);
  await enqueueEmail(tx, {
    to,
    subject: 'Your AI Testing Hub Pro receipt',
    text: lines.join('\n\n'),
    html: simpleHtml({ heading: 'Welcome to Pro!', paragraphs: lines, action: { label: 'Go to your dashboard', url: `${deps.env.APP_URL}/dashboard` } }),
    dedupeKey: `receipt:${order.id}`,
  });
}

/**
 * verify-payment: the checkout's signature (HMAC-SHA256 of order_id|payment_id with the gateway's
 * secret, compared in constant time), then in one transaction: order created -> paid, one use of the
 * discount code, the subscription, is_pro and the receipt e-mail. A repeat returns the same result
 * and changes nothing.
 */
export async function verifyPayment(deps: Deps, userId: string, input: { orderId: string; paymentId: string; signature: string }) {
  const order = await q.findOwnOrder(deps.db, userId, input.orderId);
  if (!order) throw new AppError('not_found', billingMessages.transactionNotFound);
  const gateway = paymentGateway(deps.env);
  if (!signatureMatches(input.orderId, input.paymentId, input.signature, gateway.signatureSecret)) {
    deps.log.warn({ userId, orderId: input.orderId, paymentId: input.paymentId }, 'payment signature mismatch');
    throw new AppError('bad_request', billingMessages.signatureFailed(input.paymentId));
  }
  const result = await completeOrder(deps, order, input.paymentId);
  if (result) return { success: true as const, message: billingMessages.paymentSuccess, activated: true, subscription: subscriptionDto(result) };
  const existing = (await q.subscriptionForOrder(deps.db, userId, order.id)) ?? (await q.currentSubscription(deps.db, userId));
  if (!existing) throw new AppError('conflict', billingMessages.verifyFailed);
  return { success: true as const, message: billingMessages.paymentSuccess, activated: false, subscription: subscriptionDto(existing) };
}

/**
 * One transaction: order created -> paid, one use of the discount code (never past max_uses), the
 * subscription, is_pro and the receipt. Returns null when the order was already paid (nothing changes).
 */
async function completeOrder(deps: Deps, order: q.OrderRow, paymentId: string): Promise<q.SubscriptionRow | null> {
  const profile = await q.profileOf(deps.db, order.user_id);
  const result = await deps.db.transaction(async (tx) => {
    const paid = await q.markOrderPaid(tx, order.id, paymentId);
    if (!paid) return null;
    if (paid.discount_code && !(await q.countCodeUse(tx, paid.discount_code, false))) {
      // The member paid the price agreed when the order was created; the cap is never exceeded.
      deps.log.warn({ orderId: paid.id, code: paid.discount_code }, 'discount code reached max_uses before payment; use not counted');
    }
    const sub = await activate(tx, paid.user_id, paid);
    await q.setPro(tx, paid.user_id, false);
    if (profile) await enqueueReceipt(tx, deps, profile.email, paid, sub);
    return sub;
  });
  if (result) deps.nudge();
  return result;
}

/**
 * Razorpay webhook (payment.captured / order.paid): completes the order even when the browser never
 * came back to call verify-payment. The body's HMAC-SHA256 with RAZORPAY_WEBHOOK_SECRET must match.
 */
export async function webhook(deps: Deps, rawBody: string, signature: string | undefined) {
  const secret = deps.env.RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new AppError('not_found', 'Webhooks are not configured');
  if (!signature || !bodySignatureMatches(rawBody, signature, secret)) throw new AppError('bad_request', 'Invalid webhook signature');
  let event: { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string } } } };
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON');
  }
  const payment = event.payload?.payment?.entity;
  if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id && payment.order_id) {
    const order = await q.findOrderByProviderId(deps.db, payment.order_id);
    if (order) await completeOrder(deps, order, payment.id);
    else deps.log.warn({ orderId: payment.order_id }, 'webhook for an unknown order');
  }
  return { ok: true as const };
}

/** The built-in test checkout's "Pay": a payment id and a valid signature, as Razorpay's checkout would return. */
export async function localPay(deps: Deps, userId: string, providerOrderId: string) {
  const gateway = paymentGateway(deps.env);
  if (gateway.kind !== 'local') throw new AppError('not_found', billingMessages.localGatewayOff);
  const order = await q.findOwnOrder(deps.db, userId, providerOrderId);
  if (order?.status !== 'created') throw new AppError('not_found', billingMessages.transactionNotFound);
  const paymentId = newLocalPaymentId();
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(providerOrderId, paymentId, gateway.signatureSecret),
  };
}

/**
 * The link of a Pro-only item for a Pro member (docs/decisions/2101). Others get 403 with the way to Pro; an
 * item that is not (or no longer) Pro-only answers its link to every member, so a stale card still works.
 */
export async function proLink(deps: Deps, user: { isPro: boolean }, type: 'certification' | 'ai_course' | 'webinar', id: string) {
  const row = await q.proLink(deps.db, type, id, RECORDING_FREE_DAYS);
  if (!row) throw new AppError('not_found', 'Not found');
  if (row.pro_only && !user.isPro) throw new AppError('forbidden', proMessages.proOnly);
  return { url: row.url };
}

export async function mySubscription(deps: Deps, userId: string) {
  const s = await q.currentSubscription(deps.db, userId);
  return { subscription: s ? subscriptionDto(s) : null };
}

export async function cancel(deps: Deps, userId: string) {
  const n = await q.cancelSubscriptions(deps.db, userId);
  if (!n) throw new AppError('not_found', billingMessages.noActiveSubscription);
  return mySubscription(deps, userId);
}
