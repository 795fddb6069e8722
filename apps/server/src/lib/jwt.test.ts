import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const secret = 'a-test-secret-of-reasonable-length-123';
const expect_ = { issuer: 'ai-testing-hub', audience: 'portal' };
const now = Math.floor(Date.now() / 1000);
const claims = { sub: 'user-1', email: 'a@b.c', sid: '0b7d4c2e-7e44-4d6c-9a3e-3c1f0c0a9b11', iat: now, exp: now + 600, aud: 'portal', iss: 'ai-testing-hub' };
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A token with this header and payload, signed with `key` (HS256 over the two segments, as RFC 7515 says). */
async function forge(header: object, payload: object, key = secret) {
  const { createHmac } = await import('node:crypto');
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe('HS256 tokens (lib/jwt.ts)', () => {
  it('round-trips its own tokens and agrees with jose both ways', async () => {
    const ours = signJwt(secret, claims);
    expect(verifyJwt(secret, ours, expect_)).toMatchObject({ sub: 'user-1', email: 'a@b.c' });
    const key = new TextEncoder().encode(secret);
    await expect(jwtVerify(ours, key, { issuer: expect_.issuer, audience: 'portal', algorithms: ['HS256'] })).resolves.toBeTruthy();
    const theirs = await new SignJWT({ email: 'a@b.c' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-2')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .setAudience(['other', 'portal'])
      .setIssuer('ai-testing-hub')
      .sign(key);
    expect(verifyJwt(secret, theirs, expect_)?.sub).toBe('user-2');
  });

  it('refuses a changed payload, another key, and any algorithm but HS256', async () => {
    const token = signJwt(secret, claims);
    const [h, , s] = token.split('.');
    expect(verifyJwt(secret, `${h}.${b64({ ...claims, sub: 'admin' })}.${s}`, expect_)).toBeNull();
    expect(verifyJwt('another-secret', token, expect_)).toBeNull();
    expect(verifyJwt(secret, `${b64({ alg: 'none' })}.${b64(claims)}.`, expect_)).toBeNull();
    expect(verifyJwt(secret, await forge({ alg: 'HS512' }, claims), expect_)).toBeNull();
    expect(verifyJwt(secret, await forge({ alg: 'HS256', crit: ['b64'], b64: false }, claims), expect_)).toBeNull();
    expect(verifyJwt(secret, await forge({ alg: 'HS256' }, claims), expect_)).not.toBeNull();
  });

  it('refuses expired, not-yet-valid, foreign and incomplete claims', async () => {
    const v = (payload: object) => forge({ alg: 'HS256' }, payload).then((t) => verifyJwt(secret, t, expect_));
    expect(await v({ ...claims, exp: now - 1 })).toBeNull();
    expect(await v({ ...claims, exp: undefined })).toBeNull();
    expect(await v({ ...claims, exp: String(now + 600) })).toBeNull();
    expect(await v({ ...claims, iat: undefined })).toBeNull();
    expect(await v({ ...claims, nbf: now + 120 })).toBeNull();
    expect(await v({ ...claims, nbf: now - 1 })).not.toBeNull();
    expect(await v({ ...claims, iss: 'someone-else' })).toBeNull();
    expect(await v({ ...claims, aud: 'elsewhere' })).toBeNull();
    expect(await v({ ...claims, aud: ['elsewhere', 'portal'] })).not.toBeNull();
    expect(await v({ ...claims, sub: 42 })).toBeNull();
    expect(verifyJwt(secret, signJwt(secret, claims), expect_, now + 600)).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', 'a.b', 'a.b.c.d', 'not.a.jwt', '!!.??.**', `${b64([1])}.${b64(claims)}.x`, `e30.${'a'.repeat(9000)}.x`]) {
      expect(verifyJwt(secret, bad, expect_)).toBeNull();
    }
  });
});
