// pglite-subset: refresh rotation locks the session row (FOR UPDATE); every signed-in request's checks are named statements (Drizzle's .prepare(name), ignored by PGlite)
import { messages } from '@portal/shared/accounts';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { refreshCookie, secondInstance, useTestApp } from '../../test/test-app.ts';
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
    const me = await t.json('GET', '/api/me', { token: confirmed.body.accessToken });
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

  it('answers a repeated sign-up with the same Idempotency-Key the same, sending one e-mail whose link still works', async () => {
    const email = 'keyed.signup@example.com';
    const signup = (key: string, ip = { 'x-forwarded-for': '10.9.0.1' }) =>
      t.json('POST', '/api/auth/signup', { body: { email, password: 'secret123' }, headers: { ...ip, 'Idempotency-Key': key } });
    const users = async () => rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from users where email = ${email}`))[0]?.n;
    const first = await signup('signup-key-1');
    const again = await signup('signup-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await users()).toBe(1);
    const events = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select count(*)::int as n from rate_limit_events where bucket = 'signup' and key = 'ip:10.9.0.1'`),
    );
    expect(events[0]?.n).toBe(1);
    await deliver();
    expect(t.sent.filter((m) => m.to === email)).toHaveLength(1);
    // The repeat did not replace the link.
    const token = lastLinkTo(email, '/auth/callback')?.searchParams.get('token') as string;
    expect((await t.json('POST', '/api/auth/confirm', { body: { token }, headers: freshIp() })).status).toBe(200);
    // A different key is another sign-up attempt: the address has an account now, so it gets that e-mail.
    expect((await signup('signup-key-2', freshIp())).status).toBe(201);
    await deliver();
    expect(t.sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Confirm your e-mail address',
      'Someone tried to sign up with your e-mail address',
    ]);
    expect(await users()).toBe(1);
  });

  it('sends one e-mail for two copies of a keyed sign-up at once, and for a keyed repeat on an existing account', async () => {
    const email = 'twin.signup@example.com';
    const signup = (key: string, to = email) =>
      t.json('POST', '/api/auth/signup', { body: { email: to, password: 'secret123' }, headers: { ...freshIp(), 'Idempotency-Key': key } });
    const twins = await Promise.all([signup('twin-key'), signup('twin-key')]);
    expect(twins.map((r) => r.status)).toEqual([201, 201]);
    expect(twins[1]?.body).toEqual(twins[0]?.body);
    const existing = await t.createUser();
    expect((await signup('existing-key', existing.email)).status).toBe(201);
    expect((await signup('existing-key', existing.email)).status).toBe(201);
    await deliver();
    expect(t.sent.filter((m) => m.to === email)).toHaveLength(1);
    expect(t.sent.filter((m) => m.to === existing.email && m.subject.includes('tried to sign up'))).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key with 400 and creates nothing', async () => {
    for (const key of ['not ok', 's'.repeat(201), '']) {
      const res = await t.json('POST', '/api/auth/signup', {
        body: { email: 'badkey@example.com', password: 'secret123' },
        headers: { ...freshIp(), 'Idempotency-Key': key },
      });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.error.message).toBe('Idempotency-Key must be 1 to 200 visible ASCII characters (no spaces)');
    }
    expect(rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from users where email = 'badkey@example.com'`))[0]?.n).toBe(0);
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
    expect(res.body.accessToken).toBeTruthy();
    expect(res.body.expiresAt).toBeGreaterThan(Date.now() / 1000);
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
});

const kdCookie = (res: Response) => (res.headers.get('set-cookie') ?? '').match(/portal_kd=([^;]*)/)?.[1] ?? null;
const login = (email: string, password: string, ip: string, device?: string | null, via: typeof t.request = t.request) =>
  via('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip, ...(device ? { cookie: `portal_kd=${device}` } : {}) } });
const tooMany = /^Too many sign-in attempts\. Please wait \d+ (second|minute|hour)s? and try again\.$/;

describe('sign-in throttling', () => {
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    other = await secondInstance(t);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('100 parallel attempts on two instances get exactly 5 password checks; the rest are refused before any check', async () => {
    const u = await t.createUser();
    const ip = '192.0.2.10';
    const all = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(u.email, i === 99 ? u.password : `wrong-${i}`, ip, null, i % 2 ? other.request : t.request)),
    );
    const statuses = all.map((r) => r.status);
    // A 401 or 200 can only come after a password check.
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    const failures = statuses.filter((s) => s === 401).length;
    const counted = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select count(*)::int as n from rate_limit_events where bucket = 'login_pair' and key = ${`${u.email}|${ip}`}`),
    )[0]?.n;
    expect(counted).toBe(failures);
    const refused = all.find((r) => r.status === 429) as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(tooMany);
    // The right password from that IP and a new device waits too (unless it was among the five).
    if (!statuses.includes(200)) expect((await login(u.email, u.password, ip)).status).toBe(429);
  });

  it('makes each further failure wait twice as long (Retry-After), instead of a fixed lock', async () => {
    const u = await t.createUser();
    const ip = '192.0.2.11';
    for (let i = 0; i < 5; i++) expect((await login(u.email, 'nope-nope', ip)).status).toBe(401);
    const back = (secs: number) =>
      t.deps.db.execute(sql`update rate_limit_events set created_at = created_at - make_interval(secs => ${secs}) where key = ${`${u.email}|${ip}`}`);
    const waits: number[] = [];
    for (const step of [30, 60, 120]) {
      const r = await login(u.email, 'nope-nope', ip);
      expect(r.status).toBe(429);
      waits.push(Number(r.headers.get('retry-after')));
      await back(step + 1);
      expect((await login(u.email, 'nope-nope', ip)).status).toBe(401);
    }
    expect(waits[0]).toBeGreaterThan(25);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(55);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(115);
    expect(waits[2]).toBeLessThanOrEqual(120);
  });

  it('five wrong passwords from one IP do not keep the owner out from another', async () => {
    const u = await t.createUser({ isAdmin: true });
    for (let i = 0; i < 5; i++) expect((await login(u.email, 'nope-nope', '192.0.2.12')).status).toBe(401);
    expect((await login(u.email, 'nope-nope', '192.0.2.12')).status).toBe(429);
    expect((await login(u.email, u.password, '192.0.2.13')).status).toBe(200);
  });

  it('a distributed guess slows new devices down, but a known device and the e-mailed unlock link still get in', async () => {
    const u = await t.createUser();
    const first = await login(u.email, u.password, '192.0.2.20');
    expect(first.status).toBe(200);
    const device = kdCookie(first);
    expect(device).toBeTruthy();
    expect(first.headers.get('set-cookie')).toMatch(/portal_kd=[^;]+;.*Path=\/api\/auth/i);
    // Attackers from many addresses: 2 tries each, so no address-and-account pair gets throttled.
    for (let i = 0; i < 11; i++) {
      for (let k = 0; k < 2; k++) await login(u.email, 'guess-guess', `198.18.0.${i}`);
    }
    const newDevice = await login(u.email, u.password, '192.0.2.21');
    expect(newDevice.status).toBe(429);
    expect((await login(u.email, u.password, '192.0.2.21', device)).status).toBe(200);

    // The throttled account got an unlock link; opening it makes that browser a known device.
    await deliver();
    const link = lastLinkTo(u.email, '/unlock');
    expect(link?.pathname).toBe('/unlock');
    const token = link?.searchParams.get('token') as string;
    const unlocked = await t.request('POST', '/api/auth/unlock', { body: { token } });
    expect(unlocked.status).toBe(200);
    const trusted = kdCookie(unlocked);
    expect(trusted).toBeTruthy();
    expect((await login(u.email, u.password, '192.0.2.22', trusted)).status).toBe(200);
    const again = await t.json('POST', '/api/auth/unlock', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(messages.unlockInvalid);
    // A device cookie of another account, or a forged one, counts for nothing.
    const stranger = await t.createUser();
    expect((await login(stranger.email, stranger.password, '192.0.2.23', `${device}x`)).status).toBe(200);
    expect((await login(u.email, u.password, '192.0.2.24', kdCookie(await login(stranger.email, stranger.password, '192.0.2.24')))).status).toBe(429);
  });

  it("one IP's failures slow down new devices there, not members who signed in from that browser before", async () => {
    const u = await t.createUser();
    const device = kdCookie(await login(u.email, u.password, '192.0.2.31'));
    const office = '192.0.2.30';
    for (let i = 0; i < 20; i++) expect((await login(`ghost${i}@nowhere.test`, 'nope-nope', office)).status).toBe(401);
    const blocked = await login(u.email, u.password, office);
    expect(blocked.status).toBe(429);
    // An address throttled for trying many accounts does not make us e-mail the accounts it tries.
    await deliver();
    expect(lastLinkTo(u.email, '/unlock')).toBeNull();
    expect((await login(u.email, u.password, office, device)).status).toBe(200);
    expect((await login(u.email, u.password, '192.0.2.32')).status).toBe(200);
  });

  it('a known device is throttled by its own failures', async () => {
    const u = await t.createUser();
    const device = kdCookie(await login(u.email, u.password, '192.0.2.40'));
    for (let i = 0; i < 5; i++) expect((await login(u.email, 'nope-nope', '192.0.2.40', device)).status).toBe(401);
    expect((await login(u.email, u.password, '192.0.2.40', device)).status).toBe(429);
  });
});

describe('refresh tokens', () => {
  async function signIn() {
    const u = await t.createUser();
    const res = await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: freshIp() });
    return { u, access: res.body.accessToken as string, cookie: refreshCookie(res.res) as string };
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
    const me = await t.json('GET', '/api/me', { token: r2.body.accessToken });
    expect(me.status).toBe(200);
  });

  it('revokes the whole session when an old refresh token is reused after the grace window', async () => {
    const { cookie, access } = await signIn();
    const r1 = await refresh(cookie);
    const c2 = refreshCookie(r1.res) as string;
    await t.deps.db.execute(sql`update refresh_sessions set replaced_at = replaced_at - interval '11 seconds' where replaced_at is not null`);
    const reuse = await refresh(cookie);
    expect(reuse.status).toBe(401);
    // The newest token of that family is dead too, and so are its access tokens.
    expect((await refresh(c2)).status).toBe(401);
    expect((await t.json('GET', '/api/me', { token: r1.body.accessToken })).status).toBe(401);
    expect((await t.json('GET', '/api/me', { token: access })).status).toBe(401);
  });

  it('two simultaneous refreshes with one cookie both get the same new token, and the session lives on', async () => {
    const other = await secondInstance(t);
    try {
      const { cookie } = await signIn();
      const [a, b] = await Promise.all([
        refresh(cookie),
        other
          .request('POST', '/api/auth/refresh', { headers: { cookie: `portal_rt=${cookie}` } })
          .then(async (res) => ({ status: res.status, res, body: (await res.json()) as { accessToken: string } })),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const next = refreshCookie(a.res) as string;
      expect(refreshCookie(b.res)).toBe(next);
      expect(next).not.toBe(cookie);
      expect((await t.json('GET', '/api/me', { token: a.body.accessToken })).status).toBe(200);
      expect((await t.json('GET', '/api/me', { token: b.body.accessToken })).status).toBe(200);
      expect((await refresh(next)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('within the grace window an old token leads to the newest one of its chain', async () => {
    const { cookie } = await signIn();
    const c2 = refreshCookie((await refresh(cookie)).res) as string;
    const c3 = refreshCookie((await refresh(c2)).res) as string;
    const late = await refresh(cookie);
    expect(late.status).toBe(200);
    expect(refreshCookie(late.res)).toBe(c3);
    expect((await t.json('GET', '/api/me', { token: late.body.accessToken })).status).toBe(200);
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

describe('access tokens', () => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  async function live() {
    const u = await t.createUser();
    const access = await t.loginAs(u.email, u.password);
    const claims = JSON.parse(Buffer.from(access.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
    return { u, access, claims };
  }
  const sign = (claims: Record<string, unknown>, o: { exp?: boolean; iss?: string } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    let jwt = new SignJWT({ email: claims.email, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt(now)
      .setAudience('portal')
      .setIssuer(o.iss ?? 'ai-testing-hub');
    if (o.exp !== false) jwt = jwt.setExpirationTime(now + 600);
    return jwt.sign(new TextEncoder().encode(t.deps.env.JWT_SECRET));
  };
  const me = (token: string) => t.json('GET', '/api/me', { token });

  it('accepts a well-formed token and refuses one without exp, with another issuer, or unsigned (alg none)', async () => {
    const { access, claims } = await live();
    expect((await me(access)).status).toBe(200);
    expect((await me(await sign(claims))).status).toBe(200);
    expect((await me(await sign(claims, { exp: false }))).status).toBe(401);
    expect((await me(await sign(claims, { iss: 'someone-else' }))).status).toBe(401);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await me(none)).status).toBe(401);
    const expired = `${access.split('.')[0]}.${b64({ ...claims, exp: 1 })}.${access.split('.')[2]}`;
    expect((await me(expired)).status).toBe(401);
  });

  it("binds the session to its user: a member's own live session id with another user's id is refused", async () => {
    const { claims } = await live();
    const admin = await t.createUser({ isAdmin: true });
    await t.loginAs(admin.email, admin.password);
    const forged = await sign({ ...claims, sub: admin.id, email: admin.email });
    const res = await me(forged);
    expect(res.status).toBe(401);
    expect((await t.json('GET', '/api/admin/dashboard', { token: forged })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('limits reset e-mails per recipient too, silently: six IPs get the same answer, the inbox gets five', async () => {
    const u = await t.createUser();
    const answers: { status: number; body: unknown }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.json('POST', '/api/auth/forgot-password', { body: { email: u.email.toUpperCase() }, headers: freshIp() });
      answers.push(res);
    }
    expect(answers.every((a) => a.status === 200 && JSON.stringify(a.body) === JSON.stringify(answers[0]?.body))).toBe(true);
    await deliver();
    expect(t.sent.filter((m) => m.to === u.email && m.subject === 'Reset your password')).toHaveLength(5);
    // An address without an account answers the same past the limit too.
    const nobody = [];
    for (let i = 0; i < 7; i++)
      nobody.push((await t.json('POST', '/api/auth/forgot-password', { body: { email: 'ghost@nowhere.test' }, headers: freshIp() })).body);
    expect(new Set(nobody.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(nobody[0]).toEqual(answers[0]?.body);
  });

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
    // Following the link proved the mailbox: this browser becomes a known device of the account.
    expect(kdCookie(ok.res)).toMatch(new RegExp(`^${u.id}\\.`));
    const reused = await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-2' } });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(messages.resetInvalid);

    expect((await t.json('GET', '/api/me', { token: access })).status).toBe(401);
    expect((await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: freshIp() })).status).toBe(401);
    expect((await t.json('POST', '/api/auth/login', { body: { email: u.email, password: 'brand-new-1' }, headers: freshIp() })).status).toBe(200);
  });

  it('sets the password, revokes the sessions and uses up the link in one transaction: none of it when a write fails', async () => {
    const u = await t.createUser();
    const access = await t.loginAs(u.email);
    await t.json('POST', '/api/auth/forgot-password', { body: { email: u.email }, headers: freshIp() });
    await deliver();
    const token = lastLinkTo(u.email, '/reset-password')?.searchParams.get('token') as string;
    await t.deps.db.execute(sql`alter table refresh_sessions rename to refresh_sessions_away`);
    try {
      expect((await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-1' } })).status).toBe(500);
    } finally {
      await t.deps.db.execute(sql`alter table refresh_sessions_away rename to refresh_sessions`);
    }
    // The old password still signs in, and the link still works.
    expect((await t.json('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: freshIp() })).status).toBe(200);
    expect((await t.json('GET', '/api/me', { token: access })).status).toBe(200);
    expect((await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-1' } })).status).toBe(200);
    expect((await t.json('POST', '/api/auth/login', { body: { email: u.email, password: 'brand-new-1' }, headers: freshIp() })).status).toBe(200);
  });

  it('keeps the last link working when a new one cannot be queued (invalidate, insert and queue in one transaction)', async () => {
    const u = await t.createUser();
    await t.json('POST', '/api/auth/forgot-password', { body: { email: u.email }, headers: freshIp() });
    await deliver();
    const token = lastLinkTo(u.email, '/reset-password')?.searchParams.get('token') as string;
    await t.deps.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
    try {
      expect((await t.json('POST', '/api/auth/forgot-password', { body: { email: u.email }, headers: freshIp() })).status).toBe(500);
    } finally {
      await t.deps.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
    }
    expect((await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-1' } })).status).toBe(200);
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
    // An API answer opened in a browser may load and run nothing, nor be framed; pages keep the app's policy.
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('x-request-id')).toBeTruthy();
    const page = await t.request('GET', '/');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });
});
