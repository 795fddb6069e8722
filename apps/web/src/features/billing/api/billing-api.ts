import type { VerifyPaymentRequest } from '@portal/shared/billing';
import * as billing from '@portal/shared/billing-contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, contractKey } from '../../../lib/api-contract.ts';

export const billingKeys = {
  plan: contractKey(billing.plan, {}),
  subscription: (userId: string) => contractKey(billing.subscription, {}, [userId]),
};

/** The plan and its price: the page renders exactly what the server sends (read without the session). */
export const planQuery = () =>
  queryOptions({
    queryKey: billingKeys.plan,
    queryFn: ({ signal }) => call(billing.plan, { signal, auth: false }),
    staleTime: 5 * 60_000,
  });

export const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: billingKeys.subscription(userId),
    queryFn: ({ signal }) => call(billing.subscription, { signal }),
  });

export const verifyDiscount = (code: string) => call(billing.verifyDiscount, { body: { code } });

export const createOrder = (discountCode: string | null) =>
  call(billing.createOrder, { body: { planType: 'yearly', ...(discountCode ? { discountCode } : {}) } });

export const verifyPayment = (body: VerifyPaymentRequest) => call(billing.verifyPayment, { body });

/** The built-in test checkout's Pay (local gateway only). */
export const payLocally = (orderId: string) => call(billing.localPay, { params: { orderId } });

export const cancelSubscription = () => call(billing.cancel, {});
