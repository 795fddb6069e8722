import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { billingMessages } from '@portal/shared/billing';
import type { Env } from '../../lib/env.ts';
import { AppError } from '../../lib/errors.ts';

type GatewayKind = 'razorpay' | 'local' | 'none';

/**
 * The payment gateway adapter. Razorpay when RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET are set; otherwise a
 * local gateway that creates order ids itself and whose checkout is a page of our own app. Both sign
 * payments the same way (HMAC-SHA256 of `order_id|payment_id`), so verification is one code path.
 */
type PaymentGateway = {
  kind: GatewayKind;
  /** The public key id the browser's checkout needs (Razorpay only). */
  keyId: string | null;
  /** Secret the payment signature is computed with. */
  signatureSecret: string;
  createOrder: (o: { amount: number; currency: string; receipt: string; notes?: Record<string, string> }) => Promise<{ id: string }>;
};

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

/** The local gateway's signing key: derived from JWT_SECRET, so every server process agrees on it. */
export const localGatewaySecret = (env: Pick<Env, 'JWT_SECRET'>) => createHmac('sha256', env.JWT_SECRET).update('local-payment-gateway').digest('hex');

export function paymentGateway(env: Env, fetchImpl: FetchLike = fetch): PaymentGateway {
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  if (keyId && keySecret) return razorpayGateway(keyId, keySecret, fetchImpl);
  if (!env.LOCAL_PAYMENTS) {
    // No gateway configured: nothing can be bought (never free Pro by accident).
    return {
      kind: 'none',
      keyId: null,
      signatureSecret: randomBytes(32).toString('hex'),
      createOrder: async () => {
        throw new AppError('internal', billingMessages.configError);
      },
    };
  }
  return {
    kind: 'local',
    keyId: null,
    signatureSecret: localGatewaySecret(env),
    createOrder: async () => ({ id: `order_local_${randomBytes(12).toString('hex')}` }),
  };
}

function razorpayGateway(keyId: string, keySecret: string, fetchImpl: FetchLike): PaymentGateway {
  return {
    kind: 'razorpay',
    keyId,
    signatureSecret: keySecret,
    createOrder: async ({ amount, currency, receipt, notes }) => {
      let res: Response;
      try {
        res = await fetchImpl(RAZORPAY_ORDERS_URL, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ amount, currency, receipt, notes: notes ?? {} }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new AppError('internal', billingMessages.unavailable);
      }
      const body = (await res.json().catch(() => null)) as { id?: unknown; error?: { description?: string } } | null;
      if (res.status === 401 || /authentication|api key/i.test(body?.error?.description ?? '')) {
        throw new AppError('internal', billingMessages.configError);
      }
      if (!res.ok || typeof body?.id !== 'string') throw new AppError('internal', billingMessages.unavailable);
      return { id: body.id };
    },
  };
}

export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Constant-time comparison of the checkout's signature with the expected one. */
export function signatureMatches(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(paymentSignature(orderId, paymentId, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const newLocalPaymentId = () => `pay_local_${randomBytes(12).toString('hex')}`;

/** Webhook bodies are signed as a whole: HMAC-SHA256(raw body, webhook secret), hex. */
export function bodySignatureMatches(rawBody: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
