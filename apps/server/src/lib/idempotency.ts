import type { Context } from 'hono';
import { AppError } from './errors.ts';

/**
 * `Idempotency-Key` (docs/decisions/2506): the client's name for one user action. A POST that accepts it
 * (forum reply, contact message, sign-up) stores it in the row the write makes, so a repeat of the same
 * request (nginx passing it on after a process died, a client retry) answers what the first one answered
 * and writes nothing. Other operations ignore the header.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const VISIBLE_ASCII = /^[\x21-\x7e]{1,200}$/;
export const invalidIdempotencyKeyMessage = 'Idempotency-Key must be 1 to 200 visible ASCII characters (no spaces)';

/** The request's key, null without the header; a 400 when it is malformed. */
export function idempotencyKey(c: Context): string | null {
  const value = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return null;
  if (!VISIBLE_ASCII.test(value)) throw new AppError('bad_request', invalidIdempotencyKeyMessage, { [IDEMPOTENCY_KEY_HEADER]: invalidIdempotencyKeyMessage });
  return value;
}
