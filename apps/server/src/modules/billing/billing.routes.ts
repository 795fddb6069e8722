import {
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
} from '@portal/shared/billing';
import { okResponse } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import * as service from './billing.service.ts';

export function registerBillingRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/billing/plan',
      summary: 'The Pro plan and its price (the single source of truth every screen renders) and the active checkout',
      tags: ['billing'],
      access: 'public',
      response: planResponse,
    },
    async (c) => service.plan(c.get('deps')),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/pro/links/{type}/{id}',
      summary: "A Pro-only item's link (premium certification or course, or a recording older than 7 days): Pro members only",
      tags: ['billing'],
      access: 'user',
      params: proLinkParams,
      response: proLinkResponse,
    },
    async (c, { params, user }) => service.proLink(c.get('deps'), user, params.type, params.id),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/billing/subscription',
      summary: 'My running subscription (active, or cancelled with access until its end date), if any',
      tags: ['billing'],
      access: 'user',
      response: subscriptionResponse,
    },
    async (c, { user }) => service.mySubscription(c.get('deps'), user.id),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/billing/verify-discount',
      summary: 'Check a discount code; an unusable code answers valid: false with the reason',
      tags: ['billing'],
      access: 'user',
      body: verifyDiscountRequest,
      response: verifyDiscountResponse,
    },
    async (c, { body }) => service.verifyDiscount(c.get('deps'), body.code),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/billing/create-order',
      summary: 'Create a payment order for the yearly Pro plan; a zero total activates Pro at once (success: true)',
      tags: ['billing'],
      access: 'user',
      body: createOrderRequest,
      response: createOrderResponse,
    },
    async (c, { body, user }) => service.createOrder(c.get('deps'), user.id, body.discountCode),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/billing/verify-payment',
      summary: "Verify the checkout's payment signature and activate Pro (idempotent)",
      tags: ['billing'],
      access: 'user',
      body: verifyPaymentRequest,
      response: verifyPaymentResponse,
    },
    async (c, { body, user }) =>
      service.verifyPayment(c.get('deps'), user.id, {
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      }),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/billing/cancel',
      summary: 'Cancel my subscription: renewal stops, Pro access stays until the end date',
      tags: ['billing'],
      access: 'user',
      response: subscriptionResponse,
    },
    async (c, { user }) => service.cancel(c.get('deps'), user.id),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/billing/local-checkout/{orderId}/pay',
      summary: "The built-in test checkout's Pay button (only while no Razorpay keys are configured)",
      tags: ['billing'],
      access: 'user',
      params: localCheckoutParams,
      response: localPaymentResponse,
    },
    async (c, { params, user }) => service.localPay(c.get('deps'), user.id, params.orderId),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/billing/webhook',
      summary: 'Razorpay webhook (payment.captured, order.paid), signed with RAZORPAY_WEBHOOK_SECRET (X-Razorpay-Signature)',
      tags: ['billing'],
      access: 'public',
      response: okResponse,
    },
    async (c) => service.webhook(c.get('deps'), await c.req.text(), c.req.header('x-razorpay-signature')),
  );
}
