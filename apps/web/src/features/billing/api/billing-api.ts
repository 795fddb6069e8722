import type {
  createOrderResponse,
  localPaymentResponse,
  planResponse,
  subscriptionResponse,
  VerifyPaymentRequest,
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
  queryOptions({
    queryKey: billingKeys.plan,
    queryFn: ({ signal }) => api<typeof planResponse>('/api/billing/plan', { signal, auth: false }),
    staleTime: 5 * 60_000,
  });

export const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: billingKeys.subscription(userId),
    queryFn: ({ signal }) => api<typeof subscriptionResponse>('/api/billing/subscription', { signal }),
  });

export const verifyDiscount = (code: string) => api<typeof verifyDiscountResponse>('/api/billing/verify-discount', { body: { code } });

export const createOrder = (discountCode: string | null) =>
  api<typeof createOrderResponse>('/api/billing/create-order', { body: { planType: 'yearly', ...(discountCode ? { discountCode } : {}) } });

export const verifyPayment = (body: VerifyPaymentRequest) => api<typeof verifyPaymentResponse>('/api/billing/verify-payment', { body });

/** The built-in test checkout's Pay (local gateway only). */
export const payLocally = (orderId: string) =>
  api<typeof localPaymentResponse>(`/api/billing/local-checkout/${encodeURIComponent(orderId)}/pay`, { method: 'POST' });

export const cancelSubscription = () => api<typeof subscriptionResponse>('/api/billing/cancel', { method: 'POST' });
