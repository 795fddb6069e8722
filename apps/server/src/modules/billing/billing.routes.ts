import { okResponse } from '@portal/shared/api';
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
import * as billing from '@portal/shared/billing-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './billing.service.ts';

export function registerBillingRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(billing.plan, { answer: planResponse }), async (c) => service.plan(c.get('deps')));

  route(app, bindContract(billing.proLink, { params: proLinkParams, answer: proLinkResponse }), async (c, { params, user }) =>
    service.proLink(c.get('deps'), user, params.type, params.id),
  );

  route(app, bindContract(billing.subscription, { answer: subscriptionResponse }), async (c, { user }) => service.mySubscription(c.get('deps'), user.id));

  route(app, bindContract(billing.verifyDiscount, { body: verifyDiscountRequest, answer: verifyDiscountResponse }), async (c, { body }) =>
    service.verifyDiscount(c.get('deps'), body.code),
  );

  route(app, bindContract(billing.createOrder, { body: createOrderRequest, answer: createOrderResponse }), async (c, { body, user }) =>
    service.createOrder(c.get('deps'), user.id, body.discountCode),
  );

  route(app, bindContract(billing.verifyPayment, { body: verifyPaymentRequest, answer: verifyPaymentResponse }), async (c, { body, user }) =>
    service.verifyPayment(c.get('deps'), user.id, {
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    }),
  );

  route(app, bindContract(billing.cancel, { answer: subscriptionResponse }), async (c, { user }) => service.cancel(c.get('deps'), user.id));

  route(app, bindContract(billing.localPay, { params: localCheckoutParams, answer: localPaymentResponse }), async (c, { params, user }) =>
    service.localPay(c.get('deps'), user.id, params.orderId),
  );

  // The signature covers the exact bytes: the handler reads the raw text itself.
  route(app, bindContract(billing.webhook, { answer: okResponse }), async (c) =>
    service.webhook(c.get('deps'), await c.req.text(), c.req.header('x-razorpay-signature')),
  );
}
