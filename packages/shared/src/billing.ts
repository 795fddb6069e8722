import { z } from 'zod';
import { freePlanTerms } from './pro-text.ts';

/**
 * The Pro plan: one plan, yearly, 99 INR. This object is the single source of truth for the price;
 * the server sends it from GET /api/billing/plan and every screen renders what it receives.
 */
export const PRO_PLAN = {
  planType: 'yearly',
  name: 'Pro',
  /** Minor units (paise). */
  amount: 9900,
  currency: 'INR',
  interval: 'year',
  features: ['Unlimited webinars', 'Premium courses', 'Priority support', 'Exclusive content', 'Daily digests (Pro users only)'],
} as const;

/** The spec's Free plan terms with their numbers (the rules are in pro-text.ts). */
export const FREE_PLAN_FEATURES = freePlanTerms;

export const billingMessages = {
  codeRequired: 'Please enter a discount code',
  invalidCode: 'Invalid discount code',
  inactiveCode: 'This discount code is no longer active',
  notYetValidCode: 'This discount code is not yet valid',
  expiredCode: 'This discount code has expired',
  exhaustedCode: 'This discount code has reached its usage limit',
  validateFailed: 'Failed to validate discount code',
  signInAgain: 'Please sign in again to continue',
  applied: (pct: number) => `Discount applied: ${pct}% off`,
  alreadyPro: 'You already have an active Pro subscription',
  freeActivated: 'Congratulations! Your Pro subscription has been activated for free!',
  paymentSuccess: 'Payment successful! Welcome to Pro!',
  scriptFailed: 'Failed to load payment gateway. Please refresh the page or try again later.',
  scriptLoading: 'Payment gateway is still loading. Please wait a moment and try again.',
  configError: 'Payment system configuration error. Please contact support.',
  unavailable: 'Payment system is temporarily unavailable. Please try again later or contact support.',
  configErrorCode: 'Error code: PAYMENT_CONFIG_ERROR',
  sessionExpired: 'Your session has expired. Please sign in again to continue.',
  network: 'Network error. Please check your connection and try again.',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  signatureFailed: (paymentId: string) => `Payment signature verification failed. Please contact support and quote your payment ID: ${paymentId}.`,
  incomplete: 'Payment verification data is incomplete.',
  transactionNotFound: 'Transaction record not found.',
  verifyInternal: 'Internal server error during payment verification.',
  verifyFailed: 'Payment verification failed',
  verifySessionExpired: 'Session expired during payment verification',
  noActiveSubscription: 'You have no active subscription to cancel.',
  localGatewayOff: 'The test payment gateway is not enabled on this server.',
} as const;

/** Pure rule (spec part 1 section 9): discounted total = price minus the percentage, floored at 0. */
export function discountedTotal(amount: number, percentage: number): number {
  const pct = Math.min(100, Math.max(0, percentage));
  return Math.max(0, amount - Math.round((amount * pct) / 100));
}

/** The discount in minor units, for the order summary. */
export const discountAmount = (amount: number, percentage: number) => amount - discountedTotal(amount, percentage);

/** Money in minor units as the screens show it: '₹99', '₹89.10' (INR only today). */
export function formatMoney(minor: number, currency = 'INR'): string {
  const symbol = currency === 'INR' ? '₹' : `${currency} `;
  const whole = Math.floor(minor / 100);
  const rest = minor % 100;
  return `${symbol}${whole.toLocaleString('en-IN')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** A subscription ends one calendar year after it starts (UTC calendar, so the server's time zone cannot shift it). */
export function subscriptionEnd(start: Date): Date {
  const end = new Date(start.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

// ---- API schemas ----

export const planResponse = z.object({
  plan: z.object({
    planType: z.literal('yearly'),
    name: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    interval: z.literal('year'),
    features: z.array(z.string()),
  }),
  freeFeatures: z.array(z.string()),
  /** Which checkout the page opens: Razorpay's hosted script, or the built-in test checkout. */
  checkout: z.object({ gateway: z.enum(['razorpay', 'local', 'none']), keyId: z.string().nullable() }),
});
export type PlanResponse = z.infer<typeof planResponse>;

const codeField = z
  .string({ error: billingMessages.codeRequired })
  .trim()
  .min(1, billingMessages.codeRequired)
  .max(64, billingMessages.invalidCode)
  .transform(normalizeCode);

export const verifyDiscountRequest = z.object({ code: codeField });

export const verifyDiscountResponse = z.object({
  valid: z.boolean(),
  code: z.string(),
  discountPercentage: z.number().int(),
  message: z.string(),
});
export type VerifyDiscountResponse = z.infer<typeof verifyDiscountResponse>;

export const createOrderRequest = z.object({
  planType: z.literal('yearly', { error: 'Unknown plan' }),
  discountCode: z
    .string()
    .trim()
    .max(64, billingMessages.invalidCode)
    .nullish()
    .transform((v) => (v ? normalizeCode(v) : null)),
});

export const createOrderResponse = z.object({
  /** True when Pro was activated at once (a zero total): no checkout follows. */
  success: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
  /** The gateway's order id (Razorpay's order_…, or the local gateway's). */
  orderId: z.string(),
  gateway: z.enum(['razorpay', 'local', 'none']).nullable(),
  keyId: z.string().nullable(),
  discountPercentage: z.number().int(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

const required = z.string({ error: billingMessages.incomplete }).trim().min(1, billingMessages.incomplete).max(200, billingMessages.incomplete);

export const verifyPaymentRequest = z.object({
  razorpay_order_id: required,
  razorpay_payment_id: required,
  razorpay_signature: required,
  /** Accepted for compatibility; the discount is the one recorded on the order when it was created. */
  discountCode: z.string().max(64).nullish(),
});
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequest>;

export const subscriptionDto = z.object({
  id: z.string(),
  planType: z.string(),
  status: z.enum(['active', 'cancelled', 'expired']),
  startDate: z.string(),
  endDate: z.string(),
  discountPercentage: z.number().int(),
  autoRenew: z.boolean(),
});

export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when this order had already been verified (a repeat call changes nothing). */
  activated: z.boolean(),
  subscription: subscriptionDto,
});

export const subscriptionResponse = z.object({ subscription: subscriptionDto.nullable() });

export const localCheckoutParams = z.object({ orderId: z.string().min(1).max(100) });
export const localPaymentResponse = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

// ---- Client-side wording of failures (spec part 1 section 8, Payment) ----

type Failure = { status: number; message: string };

/** Text for a failed create-order call; `code` is the extra line shown for configuration problems. */
export function orderErrorText(f: Failure): { text: string; code: string | null } {
  if (f.status === 401) return { text: billingMessages.sessionExpired, code: null };
  if (f.status === 0 || /network|fetch/i.test(f.message)) return { text: billingMessages.network, code: null };
  const m = f.message.toLowerCase();
  if (/authentication|invalid key|invalid api key/.test(m)) return { text: billingMessages.configError, code: billingMessages.configErrorCode };
  if (/configuration|unavailable/.test(m)) {
    const text = m.includes('configuration error') ? billingMessages.configError : billingMessages.unavailable;
    return { text, code: billingMessages.configErrorCode };
  }
  if (f.status >= 400 && f.status < 500 && f.message) return { text: f.message, code: null };
  return { text: billingMessages.initiateFailed, code: null };
}

/** Text for a failed verify-payment call. */
export function verifyErrorText(f: Failure, paymentId: string): string {
  if (f.status === 401) return billingMessages.verifySessionExpired;
  if (f.status === 400) return /signature/i.test(f.message) ? billingMessages.signatureFailed(paymentId) : billingMessages.incomplete;
  if (f.status === 404) return billingMessages.transactionNotFound;
  if (f.status >= 500) return /configuration/i.test(f.message) ? f.message : billingMessages.verifyInternal;
  if (f.status === 0) return billingMessages.network;
  return f.message || billingMessages.verifyFailed;
}

/** GET /api/pro/links/{type}/{id}: the link of a Pro-only item (premium course or certification, or an older recording). */
export const proLinkParams = z.object({
  type: z.enum(['certification', 'ai_course', 'webinar']),
  id: z.uuid({ error: 'Not found' }),
});
export const proLinkResponse = z.object({ url: z.string() });
export type ProLinkResponse = z.infer<typeof proLinkResponse>;
