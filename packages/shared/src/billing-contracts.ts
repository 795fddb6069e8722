// Billing's HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { okResponse } from './api.ts';
import type {
  createOrderRequest,
  createOrderResponse,
  localCheckoutParams,
  localPaymentResponse,
  planResponse,
  proLinkParams,
  proLinkResponse,
  subscriptionResponse,
  verifyDiscountRequest,
  verifyDiscountResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from './billing.ts';
import { contract } from './contract.ts';

const tags = ['billing'] as const;

export const plan = contract<{ answer: typeof planResponse }>()({
  method: 'get',
  path: '/api/billing/plan',
  summary: 'The Pro plan and its price (the single source of truth every screen renders) and the active checkout',
  tags,
  access: 'public',
});

export const proLink = contract<{ params: typeof proLinkParams; answer: typeof proLinkResponse }>()({
  method: 'get',
  path: '/api/pro/links/{type}/{id}',
  summary: "A Pro-only item's link (premium certification or course, or a recording older than 7 days): Pro members only",
  tags,
  access: 'user',
});

export const subscription = contract<{ answer: typeof subscriptionResponse }>()({
  method: 'get',
  path: '/api/billing/subscription',
  summary: 'My running subscription (active, or cancelled with access until its end date), if any',
  tags,
  access: 'user',
});

export const verifyDiscount = contract<{ body: typeof verifyDiscountRequest; answer: typeof verifyDiscountResponse }>()({
  method: 'post',
  path: '/api/billing/verify-discount',
  summary: 'Check a discount code; an unusable code answers valid: false with the reason',
  tags,
  access: 'user',
});

export const createOrder = contract<{ body: typeof createOrderRequest; answer: typeof createOrderResponse }>()({
  method: 'post',
  path: '/api/billing/create-order',
  summary: 'Create a payment order for the yearly Pro plan; a zero total activates Pro at once (success: true)',
  tags,
  access: 'user',
});

export const verifyPayment = contract<{ body: typeof verifyPaymentRequest; answer: typeof verifyPaymentResponse }>()({
  method: 'post',
  path: '/api/billing/verify-payment',
  summary: "Verify the checkout's payment signature and activate Pro (idempotent)",
  tags,
  access: 'user',
});

export const cancel = contract<{ answer: typeof subscriptionResponse }>()({
  method: 'post',
  path: '/api/billing/cancel',
  summary: 'Cancel my subscription: renewal stops, Pro access stays until the end date',
  tags,
  access: 'user',
});

export const localPay = contract<{ params: typeof localCheckoutParams; answer: typeof localPaymentResponse }>()({
  method: 'post',
  path: '/api/billing/local-checkout/{orderId}/pay',
  summary: "The built-in test checkout's Pay button (only while no Razorpay keys are configured)",
  tags,
  access: 'user',
});

/** Razorpay's signed callback: the handler reads the raw text itself (the signature covers the exact bytes); no web caller. */
export const webhook = contract<{ answer: typeof okResponse }>()({
  method: 'post',
  path: '/api/billing/webhook',
  summary: 'Razorpay webhook (payment.captured, order.paid), signed with RAZORPAY_WEBHOOK_SECRET (X-Razorpay-Signature)',
  tags,
  access: 'public',
});
