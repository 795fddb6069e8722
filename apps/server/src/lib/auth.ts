import { clientAddress } from './client-ip.ts';
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Context } from 'hono';
import { vendorManagedBy } from './auth.queries.ts';
import type { AppEnv, AuthUser } from './context.ts';
import { AppError } from './errors.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { sessionUser } from './member-cache.ts';

const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Opaque random token for links and refresh cookies; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const hmac = (secret: string, purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');

/**
 * The refresh token that replaces `token` on rotation. Derived (keyed by the server secret) rather than
 * random, so a second refresh with the same cookie inside the grace window gets the same successor.
 */
export const successorToken = (secret: string, token: string) => hmac(secret, 'refresh-successor', token);

const ISSUER = 'ai-testing-hub';
const DEVICE_COOKIE_DAYS = 180;
export const DEVICE_COOKIE_MAX_AGE = DEVICE_COOKIE_DAYS * 86_400;

/** A signed 'known device' value set at a successful sign-in: `userId.deviceId.expiresAt.mac`. */
export function signDeviceCookie(secret: string, userId: string, deviceId: string = randomUUID()): string {
  const body = `${userId}.${deviceId}.${Math.floor(Date.now() / 1000) + DEVICE_COOKIE_MAX_AGE}`;
  return `${body}.${hmac(secret, 'known-device', body)}`;
}

export function readDeviceCookie(secret: string, value: string | undefined | null): { userId: string; deviceId: string } | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [userId, deviceId, exp, mac] = parts as [string, string, string, string];
  const body = `${userId}.${deviceId}.${exp}`;
  const want = Buffer.from(hmac(secret, 'known-device', body));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  if (!(Number(exp) > Date.now() / 1000)) return null;
  return { userId, deviceId };
}

/** Who may call an operation. Declared where the route is (lib/route.ts); enforced by requireAccess and listed in the OpenAPI document. */
export type Access = 'public' | 'optional' | 'user' | 'admin' | 'vendor_manager';

export async function signAccessToken(secret: string, ttlSeconds: number, user: { id: string; email: string }, sessionFamily: string) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ttlSeconds;
  const token = signJwt(secret, { email: user.email, sid: sessionFamily, sub: user.id, iat: now, exp: expiresAt, aud: 'portal', iss: ISSUER });
  return { token, expiresAt };
}

/** The access token's claims when it is ours, unexpired and well formed (lib/jwt.ts: synchronous HS256). */
export function verifyAccessToken(secret: string, token: string): { sub: string; email: string; sid: string } | null {
  const payload = verifyJwt(secret, token, { issuer: ISSUER, audience: 'portal' });
  if (!payload || typeof payload.email !== 'string') return null;
  const sid = String(payload.sid ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(sid)) return null;
  return { sub: payload.sub, email: payload.email, sid };
}

/** Reads the bearer token and the user's current flags (one query by primary key). */
async function resolveUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  const header = c.req.header('authorization');
  if (!header?.startsWith('Bearer ')) return null;
  const deps = c.get('deps');
  const claims = verifyAccessToken(deps.env.JWT_SECRET, header.slice(7).trim());
  if (!claims) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
  // The session family must still be live: sign-out, refresh-token reuse, a password change, the account's deletion
  // and a role or plan change take effect at once in this process and within one version poll in the others
  // (the check is stored per member version, lib/member-cache.ts, docs/decisions/2410).
  const p = await sessionUser(deps, claims.sub, claims.sid);
  if (!p) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
  return p;
}

/** The vendor whose manager e-mail equals the user's e-mail, if any. */
export async function managedVendor(c: Context<AppEnv>, email: string) {
  return vendorManagedBy(c.get('deps').db, email);
}

export async function requireAccess(c: Context<AppEnv>, access: Access): Promise<AuthUser | null> {
  if (access === 'public') return null;
  const user = await resolveUser(c);
  c.set('user', user);
  if (access === 'optional') return user;
  if (!user) throw new AppError('unauthorized', 'User must be authenticated');
  if (access === 'admin' && !user.isAdmin) throw new AppError('forbidden', 'Admin access required');
  if (access === 'vendor_manager' && !(await managedVendor(c, user.email))) {
    throw new AppError('forbidden', 'You are not registered as a vendor manager. Your email is not associated with any vendor.');
  }
  return user;
}

/** The client's address: the socket's, or behind trusted proxies the right-most untrusted X-Forwarded-For entry. */
export function clientIp(c: Context<AppEnv>): string {
  const { env } = c.get('deps');
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress(env.TRUST_PROXY, incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for')).slice(0, 64);
}
