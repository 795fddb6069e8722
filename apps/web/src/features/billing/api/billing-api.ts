import {
  createOrderResponse,
  localPaymentResponse,
  planResponse,
  subscriptionResponse,
  type VerifyPaymentRequest,
  verifyDiscountResponse,
  verifyPaymentResponse,
} from '@portal/shared/billing';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const billingKeys = {
  plan: ['billing', 'plan'] as const,
  subscription: (userId: string) => ['billing', 'subscription', userId] as const,
};

/** The plan and its price: the page renders exactly what the server sends. */
export const planQuery = () =>
  queryOptions({ queryKey: billingKeys.plan, queryFn: ({ signal }) => api('/api/billing/plan', planResponse, { signal, auth: false }), staleTime: 5 * 60_000 });

export const subscriptionQuery = (userId: string) =>
  queryOptions({ queryKey: billingKeys.subscription(userId), queryFn: ({ signal }) => api('/api/billing/subscription', subscriptionResponse, { signal }) });

export const verifyDiscount = (code: string) => api('/api/billing/verify-discount', verifyDiscountResponse, { body: { code } });

export const createOrder = (discountCode: string | null) =>
  api('/api/billing/create-order', createOrderResponse, { body: { planType: 'yearly', ...(discountCode ? { discountCode } : {}) } });

export const verifyPayment = (body: VerifyPaymentRequest) => api('/api/billing/verify-payment', verifyPaymentResponse, { body });

/** The built-in test checkout's Pay (local gateway only). */
export const payLocally = (orderId: string) => api(`/api/billing/local-checkout/${encodeURIComponent(orderId)}/pay`, localPaymentResponse, { method: 'POST' });

export const cancelSubscription = () => api('/api/billing/cancel', subscriptionResponse, { method: 'POST' });
