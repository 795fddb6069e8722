import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens (RFC 7519), signed and verified synchronously with node:crypto's HMAC.
 * Every signed-in request verifies one: WebCrypto's asynchronous verify (jose) ran each on the thread pool with
 * a key import and structured cloning, ~15% of a signed-in request's CPU and a thread hop before any query
 * (docs/benchmarks/1301-scale-measurements.md, Session 2026-11-24). The checks are jose's for these options: the header's `alg` must be
 * HS256 and no `crit` extension is understood; the signature is compared in constant time; `iss` and `aud` must
 * match; `exp` must be in the future, `iat` a number, `nbf` (when present) not in the future; `sub` a string.
 */
export type JwtClaims = Record<string, unknown> & { sub: string; exp: number; iat: number };

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256' }));
const SEGMENT = /^[A-Za-z0-9_-]+$/;

const mac = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

export function signJwt(secret: string, claims: Record<string, unknown>): string {
  const input = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${input}.${mac(secret, input).toString('base64url')}`;
}

function parseSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's claims when it is well formed, signed with `secret` and valid now for this issuer and audience; else null. */
export function verifyJwt(secret: string, token: string, expect: { issuer: string; audience: string }, nowSeconds = Date.now() / 1000): JwtClaims | null {
  if (token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  if (!SEGMENT.test(h) || !SEGMENT.test(p) || !SEGMENT.test(s)) return null;
  const header = parseSegment(h);
  if (header?.alg !== 'HS256' || 'crit' in header) return null;
  const want = mac(secret, `${h}.${p}`);
  const got = Buffer.from(s, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  const claims = parseSegment(p);
  if (!claims) return null;
  const { iss, aud, exp, iat, nbf, sub } = claims;
  if (iss !== expect.issuer) return null;
  if (!(aud === expect.audience || (Array.isArray(aud) && aud.includes(expect.audience)))) return null;
  if (typeof exp !== 'number' || !(exp > nowSeconds)) return null;
  if (typeof iat !== 'number') return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  if (typeof sub !== 'string') return null;
  return claims as JwtClaims;
}
