import { describe, expect, it } from 'vitest';
import {
  billingMessages,
  createOrderRequest,
  discountAmount,
  discountedTotal,
  formatMoney,
  orderErrorText,
  PRO_PLAN,
  subscriptionEnd,
  verifyDiscountRequest,
  verifyErrorText,
  verifyPaymentRequest,
} from './billing.ts';

describe('Pro plan price', () => {
  it('is yearly, 99 INR (9900 paise)', () => {
    expect(PRO_PLAN).toMatchObject({ planType: 'yearly', amount: 9900, currency: 'INR' });
    expect(formatMoney(PRO_PLAN.amount)).toBe('₹99');
  });
});

describe('discountedTotal', () => {
  it('subtracts the percentage from the price', () => {
    expect(discountedTotal(9900, 0)).toBe(9900);
    expect(discountedTotal(9900, 10)).toBe(8910);
    expect(discountedTotal(9900, 25)).toBe(7425);
    expect(discountedTotal(9900, 50)).toBe(4950);
    expect(discountAmount(9900, 10)).toBe(990);
  });
  it('is floored at 0', () => {
    expect(discountedTotal(9900, 100)).toBe(0);
    expect(discountedTotal(9900, 150)).toBe(0);
    expect(discountedTotal(9900, -5)).toBe(9900);
  });
});

describe('formatMoney', () => {
  it('shows whole rupees without decimals and paise with two digits', () => {
    expect(formatMoney(8910)).toBe('₹89.10');
    expect(formatMoney(4950)).toBe('₹49.50');
    expect(formatMoney(0)).toBe('₹0');
    expect(formatMoney(10_000_000)).toBe('₹1,00,000');
  });
});

describe('subscriptionEnd', () => {
  it('is one calendar year after the start', () => {
    expect(subscriptionEnd(new Date('2025-03-10T12:00:00Z')).toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });
});

describe('request schemas', () => {
  it('normalises discount codes and refuses a blank one with the spec text', () => {
    expect(verifyDiscountRequest.parse({ code: ' welcome10 ' }).code).toBe('WELCOME10');
    const blank = verifyDiscountRequest.safeParse({ code: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(billingMessages.codeRequired);
    expect(createOrderRequest.parse({ planType: 'yearly', discountCode: '' }).discountCode).toBeNull();
    expect(createOrderRequest.safeParse({ planType: 'monthly' }).success).toBe(false);
  });
  it('missing verification fields give the incomplete message', () => {
    const r = verifyPaymentRequest.safeParse({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1' });
    expect(r.error?.issues[0]?.message).toBe(billingMessages.incomplete);
  });
});

describe('failure wording', () => {
  it('maps order failures', () => {
    expect(orderErrorText({ status: 500, message: billingMessages.configError })).toEqual({
      text: billingMessages.configError,
      code: 'Error code: PAYMENT_CONFIG_ERROR',
    });
    expect(orderErrorText({ status: 500, message: 'Razorpay authentication failed' }).text).toBe(billingMessages.configError);
    expect(orderErrorText({ status: 500, message: billingMessages.unavailable })).toEqual({
      text: billingMessages.unavailable,
      code: 'Error code: PAYMENT_CONFIG_ERROR',
    });
    expect(orderErrorText({ status: 0, message: 'x' }).text).toBe(billingMessages.network);
    expect(orderErrorText({ status: 401, message: 'x' }).text).toBe(billingMessages.sessionExpired);
    expect(orderErrorText({ status: 409, message: billingMessages.alreadyPro }).text).toBe(billingMessages.alreadyPro);
    expect(orderErrorText({ status: 500, message: 'boom' }).text).toBe(billingMessages.initiateFailed);
  });
  it('maps verification failures', () => {
    expect(verifyErrorText({ status: 400, message: 'Payment signature verification failed.' }, 'pay_9')).toContain('pay_9');
    expect(verifyErrorText({ status: 400, message: 'Payment signature verification failed.' }, 'pay_9')).toMatch(/^Payment signature verification failed/);
    expect(verifyErrorText({ status: 400, message: 'x' }, 'p')).toBe(billingMessages.incomplete);
    expect(verifyErrorText({ status: 404, message: 'x' }, 'p')).toBe(billingMessages.transactionNotFound);
    expect(verifyErrorText({ status: 500, message: 'x' }, 'p')).toBe(billingMessages.verifyInternal);
    expect(verifyErrorText({ status: 401, message: 'x' }, 'p')).toBe(billingMessages.verifySessionExpired);
  });
});
