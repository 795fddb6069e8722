import { messages } from '@portal/shared/accounts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { refreshCookie, useTestApp } from '../../test/test-app.ts';
import { deliverDueEmails } from '../email/email.worker.ts';

const t = useTestApp({ TRUST_PROXY: 'true' });
let ipSeq = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

async function deliver() {
  await deliverDueEmails(t.deps);
}
function lastLinkTo(email: string, pathPart: string) {
  const msg = [...t.sent].reverse().find((m) => m.to === email && m.text.includes(pathPart));
  const m = msg?.text.match(/https?:\/\/\S+/);
  return m ? new URL(m[0]) : null;
}

describe('sign-up and confirmation', () => {
  it('creates an account, e-mails a confirmation link, and the link signs the user in', async () => {
    const headers = freshIp();
    const res = await t.json('POST', '/api/auth/signup', { body: { email: 'New.Person@Example.com', password: 'secret123' }, headers });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(messages.signupSent);

    const login = await t.json('POST', '/api/auth/login', { body: { email: 'new.person@example.com', password: 'secret123' }, headers });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe('Please confirm your e-mail address first');

    await deliver();
    const link = lastLinkTo('new.person@example.com', '/auth/callback');
    expect(link?.origin).toBe('http://localhost:3000');
    expect(link?.pathname).toBe('/auth/callback');
    const token = link?.searchParams.get('token') as string;

    const confirmed = await t.json('POST', '/api/auth/confirm', { body: { token }, headers });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe('new.person@example.com');
    expect(refreshCookie(confirmed.res)).toBeTruthy();
    const me = await t.json('GET', '/api/me', { token: confirmed.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.profile.email).toBe('new.person@example.com');

    // The link works once.
    const again = await t.json('POST', '/api/auth/confirm', { body: { token }, headers });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(messages.confirmInvalid);
  });

  it('never reveals whether an address already has an account', async () => {
    const u = await t.createUser();
    const before = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from users`))[0]?.n;
    const res = await t.json('POST', '/api/auth/signup', { body: { email: u.email, password: 'another1' }, headers: freshIp() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(messages.signupSent);
    const after = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from users`))[0]?.n;
    expect(after).toBe(before);
    await deliver();
    expect(t.sent.some((m) => m.to === u.email && m.subject.includes('tried to sign up'))).toBe(true);
  });

  it('resends the confirmation for an unconfirmed account', async () => {
    const u = await t.createUser({ confirmed: false });
    const res = await t.json('POST', '/api/auth/resend-confirmation', { body: { email: u.email }, headers: freshIp() });
    expect(res.status).toBe(200);
    await deliver();
    expect(lastLinkTo(u.email, '/auth/callback')).not.toBeNull();
  });

  it('validates input with the spec messages', async () => {
    const missing = await t.json('POST', '/api/auth/signup', { body: { email: 'a@b.co' }, headers: freshIp() });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please fill in all fields');
    const short = await t.json('POST', '/api/auth/signup', { body: { email: 'a@b.co', password: 'abc' }, headers: freshIp() });
    expect(short.body.error.message).toBe('Password must be at least 6 characters');
    expect(short.body.error.fields.password).toBe('Password must be at least 6 characters');
    const badJson = await t.request('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' } });
    expect(badJson.status).toBe(400);
  });
});

describe('login and rate limits', () => {
  it('signs in and updates last sign-in', async () => {
    const u = await t.createUser();
    const res = await t.json('POST', '/api/auth/login', { body: { email: u.email.toUpperCase(), password: u.password }, headers: freshIp() });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toBeTruthy();
    expect(res.body.expires_at).toBeGreaterThan(Date.now() / 1000);
    const cookie = res.res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('refuses a wrong password with one message for unknown and known accounts', async () => {
    const u = await t.createUser();
    const a = await t.json('POST', '/api/auth/login', { body: { email: u.email, password: 'wrong-one' }, headers: freshIp() });
    const b = await t.json('POST', '/api/auth/login', { body: { email: 'nobody@nowhere.test', password: 'wrong-one' }, headers: freshIp() });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body.error.message).toBe(b.body.error.message);
  });

  it('locks an account after 5 failures, even with the right password', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 5; i++) {
      const r = await t.json('POST', '/api/auth/login', { body: { email: u.email, password: 'nope-nope' }, headers: freshIp() });
      expect(r.status).toBe(401);
    }
    const locked = await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: freshIp() });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(messages.tooManyAttempts);
  });

  it('limits failures per IP across accounts', async () => {
    const headers = freshIp();
    for (let i = 0; i < 20; i++) {
      await t.json('POST', '/api/auth/login', { body: { email: `ghost${i}@nowhere.test`, password: 'nope-nope' }, headers });
    }
    const u = await t.createUser();
    const blocked = await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers });
    expect(blocked.status).toBe(429);
    const elsewhere = await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: freshIp() });
    expect(elsewhere.status).toBe(200);
  });
});

describe('refresh tokens', () => {
  async function signIn() {
    const u = await t.createUser();
    const res = await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: freshIp() });
    return { u, access: res.body.access_token as string, cookie: refreshCookie(res.res) as string };
  }
  const refresh = (cookie: string) => t.json('POST', '/api/auth/refresh', { headers: { cookie: `portal_rt=${cookie}` } });

  it('rotates the refresh token', async () => {
    const { cookie } = await signIn();
    const r1 = await refresh(cookie);
    expect(r1.status).toBe(200);
    const c2 = refreshCookie(r1.res) as string;
    expect(c2).toBeTruthy();
    expect(c2).not.toBe(cookie);
    const r2 = await refresh(c2);
    expect(r2.status).toBe(200);
    const me = await t.json('GET', '/api/me', { token: r2.body.access_token });
    expect(me.status).toBe(200);
  });

  it('revokes the whole session when an old refresh token is reused', async () => {
    const { cookie, access } = await signIn();
    const r1 = await refresh(cookie);
    const c2 = refreshCookie(r1.res) as string;
    const reuse = await refresh(cookie);
    expect(reuse.status).toBe(401);
    // The newest token of that family is dead too, and so are its access tokens.
    expect((await refresh(c2)).status).toBe(401);
    expect((await t.json('GET', '/api/me', { token: r1.body.access_token })).status).toBe(401);
    expect((await t.json('GET', '/api/me', { token: access })).status).toBe(401);
  });

  it('sign-out ends the session', async () => {
    const { cookie, access } = await signIn();
    const out = await t.json('POST', '/api/auth/logout', { headers: { cookie: `portal_rt=${cookie}` } });
    expect(out.status).toBe(200);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await t.json('GET', '/api/me', { token: access })).status).toBe(401);
  });

  it('refuses a missing or forged token', async () => {
    expect((await t.json('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await refresh('forged')).status).toBe(401);
    expect((await t.json('GET', '/api/me', { token: 'not.a.jwt' })).status).toBe(401);
    expect((await t.json('GET', '/api/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password and ends other sessions', async () => {
    const u = await t.createUser();
    const access = await t.loginAs(u.email, u.password);
    const headers = freshIp();
    const known = await t.json('POST', '/api/auth/forgot-password', { body: { email: u.email }, headers });
    const unknown = await t.json('POST', '/api/auth/forgot-password', { body: { email: 'nobody@nowhere.test' }, headers });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    await deliver();
    const link = lastLinkTo(u.email, '/reset-password');
    expect(link?.pathname).toBe('/reset-password');
    const token = link?.searchParams.get('token') as string;
    const short = await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'abc' } });
    expect(short.body.error.message).toBe('Password must be at least 6 characters');
    const ok = await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-1' } });
    expect(ok.status).toBe(200);
    const reused = await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-2' } });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(messages.resetInvalid);

    expect((await t.json('GET', '/api/me', { token: access })).status).toBe(401);
    expect((await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: freshIp() })).status).toBe(401);
    expect((await t.json('POST', '/api/auth/login', { body: { email: u.email, password: 'brand-new-1' }, headers: freshIp() })).status).toBe(200);
  });

  it('rejects an expired link', async () => {
    const u = await t.createUser();
    await t.json('POST', '/api/auth/forgot-password', { body: { email: u.email }, headers: freshIp() });
    await deliver();
    const token = lastLinkTo(u.email, '/reset-password')?.searchParams.get('token') as string;
    await t.deps.db.execute(sql`update email_tokens set expires_at = now() - interval '1 minute' where email = ${u.email}`);
    const res = await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-1' } });
    expect(res.status).toBe(400);
  });
});

describe('/api/me', () => {
  it('returns roles: admin, Pro, vendor manager, staff', async () => {
    const admin = await t.createUser({ isAdmin: true, email: 'boss@aitestinghub.local' });
    await t.deps.db.execute(sql`insert into vendors (id, name, vendor_manager_email) values ('acme-test', 'Acme Test', ${admin.email.toUpperCase()})`);
    const me = await t.json('GET', '/api/me', { token: await t.loginAs(admin.email, admin.password) });
    expect(me.body.roles).toEqual({
      admin: true,
      vendorManager: { vendorId: 'acme-test', vendorName: 'Acme Test' },
      vendorAdmin: false,
      pro: false,
      staff: true,
    });
    expect(me.body.user).toEqual({ id: admin.id, email: admin.email });
    expect(me.body).not.toHaveProperty('profile.passwordHash');

    const pro = await t.createUser({ isPro: true });
    const pme = await t.json('GET', '/api/me', { token: await t.loginAs(pro.email, pro.password) });
    expect(pme.body.roles).toMatchObject({ admin: false, vendorManager: null, pro: true, staff: false });
  });
});

describe('API conventions', () => {
  it('answers unknown endpoints with a JSON 404', async () => {
    const r = await t.json('GET', '/api/nope');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not_found');
  });
  it('sets security headers and a request id', async () => {
    const r = await t.request('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-request-id')).toBeTruthy();
  });
});
