import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, purpose: string, parts: readonly string[]) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${parts.join(':')}`)
    .digest('base64url');

/**
 * A value for a link in an e-mail that names what it acts on and cannot be forged:
 * `<part>.<part>….<HMAC-SHA256 of purpose and parts>`. Parts must not contain '.'.
 */
export function signLink(secret: string, purpose: string, parts: readonly string[]): string {
  return [...parts, mac(secret, purpose, parts)].join('.');
}

/** The parts of a link value made by signLink for this purpose, or null if it was altered or has another shape. */
export function readSignedLink(secret: string, purpose: string, value: string, count: number): string[] | null {
  const all = value.split('.');
  if (all.length !== count + 1 || all.some((p) => !p)) return null;
  const parts = all.slice(0, count);
  const given = Buffer.from(all[count] as string);
  const expected = Buffer.from(mac(secret, purpose, parts));
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}
