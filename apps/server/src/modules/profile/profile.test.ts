import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { makeTrial, makeWebinar } from '../../test/factories-member.ts';
import { refreshCookie, useTestApp } from '../../test/test-app.ts';
import { avatarMessages } from '@portal/shared/profile';
import { imageDecodes } from './profile.service.ts';
import { storageHeaders } from './storage.routes.ts';

const t = useTestApp();

async function member(o: { isPro?: boolean } = {}) {
  const u = await t.createUser(o);
  return { ...u, token: await t.loginAs(u.email) };
}

const upload = (token: string, body: Uint8Array, contentType = 'image/png') =>
  t.app.request('/api/profile/avatar', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

const prefsBody = (over: Record<string, unknown> = {}) => ({
  personal: { fullName: 'Ada Lovelace', jobTitle: 'QA Lead', company: 'Engines Ltd' },
  theme: 'dark',
  notifications: { emailNotifications: false, allWebinars: true, upcomingWebinars: false, featuredWebinars: true },
  digest: { dailyDigest: false, weeklyDigest: true, biweeklyDigest: false, monthlyDigest: false, preferredTopics: [], preferredVendors: [] },
  ...over,
});

describe('profile', () => {
  it('shows the profile; Pro members get the subscription box fields', async () => {
    const free = await member();
    const res = await t.json('GET', '/api/profile', { token: free.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ profile: { email: free.email, fullName: null, isPro: false }, subscription: null });

    const pro = await member({ isPro: true });
    await t.deps.db.execute(sql`
      insert into user_subscriptions (user_id, plan_type, status, start_date, end_date, discount_percentage)
      values (${pro.id}, 'yearly', 'active', now() - interval '10 days', now() + interval '355 days', 10)`);
    const p = await t.json('GET', '/api/profile', { token: pro.token });
    expect(p.body.profile.isPro).toBe(true);
    expect(p.body.subscription).toMatchObject({ planType: 'yearly', status: 'active', discountPercentage: 10 });
    expect(new Date(p.body.subscription.endDate).getTime()).toBeGreaterThan(Date.now());
    expect((await t.json('GET', '/api/profile')).status).toBe(401);
  });
});

describe('preferences', () => {
  it('saves personal info, switches, digests, topics, vendors and theme, and reads them back', async () => {
    const m = await member();
    const [topic] = rowsOf<{ id: string }>(await t.deps.db.execute(sql`insert into topics (name, slug) values ('Self-healing', 'self-healing') returning id`));
    await t.deps.db.execute(sql`insert into vendors (id, name) values ('pref-vendor', 'Pref Vendor')`);
    const before = await t.json('GET', '/api/preferences', { token: m.token });
    expect(before.body.notifications).toEqual({ emailNotifications: true, allWebinars: false, upcomingWebinars: true, featuredWebinars: false });
    expect(before.body.options.topics).toContainEqual({ id: topic?.id, name: 'Self-healing' });
    const body = prefsBody({
      digest: {
        dailyDigest: false,
        weeklyDigest: false,
        biweeklyDigest: false,
        monthlyDigest: true,
        preferredTopics: [topic?.id, '00000000-0000-4000-8000-000000000000'],
        preferredVendors: ['pref-vendor', 'no-such-vendor'],
      },
    });
    const saved = await t.json('PUT', '/api/preferences', { token: m.token, body });
    expect(saved.status).toBe(200);
    const after = await t.json('GET', '/api/preferences', { token: m.token });
    expect(after.body.personal).toEqual({ fullName: 'Ada Lovelace', jobTitle: 'QA Lead', company: 'Engines Ltd' });
    expect(after.body.theme).toBe('dark');
    expect(after.body.notifications).toEqual(body.notifications);
    expect(after.body.digest).toMatchObject({ weeklyDigest: false, monthlyDigest: true, preferredTopics: [topic?.id], preferredVendors: ['pref-vendor'] });
    const profile = await t.json('GET', '/api/profile', { token: m.token });
    expect(profile.body.profile.fullName).toBe('Ada Lovelace');
  });

  it('weekly, bi-weekly and monthly digests are one choice: two on is a 400 naming the switch, nothing saved', async () => {
    const m = await member({ isPro: true });
    const digest = (o: Record<string, boolean>) =>
      prefsBody({ digest: { ...prefsBody().digest, weeklyDigest: false, biweeklyDigest: false, monthlyDigest: false, ...o } });
    const pairs: Record<string, boolean>[] = [
      { weeklyDigest: true, monthlyDigest: true },
      { weeklyDigest: true, biweeklyDigest: true },
      { biweeklyDigest: true, monthlyDigest: true },
    ];
    for (const two of pairs) {
      const res = await t.json('PUT', '/api/preferences', { token: m.token, body: digest(two) });
      expect(res.status).toBe(400);
      expect(res.body.error.fields['digest.weeklyDigest']).toBe('Choose one of the weekly, bi-weekly or monthly digests');
    }
    expect((await t.json('GET', '/api/preferences', { token: m.token })).body.digest).toMatchObject({
      weeklyDigest: false,
      biweeklyDigest: false,
      monthlyDigest: false,
    });
    // The daily digest (Pro) goes with any one of them.
    expect((await t.json('PUT', '/api/preferences', { token: m.token, body: digest({ dailyDigest: true, biweeklyDigest: true }) })).status).toBe(200);
    expect((await t.json('GET', '/api/preferences', { token: m.token })).body.digest).toMatchObject({ dailyDigest: true, biweeklyDigest: true });
  });

  it('daily digests only for Pro members; bad input is a 400, never a 500', async () => {
    const free = await member();
    const daily = prefsBody({ digest: { ...prefsBody().digest, dailyDigest: true } });
    const refused = await t.json('PUT', '/api/preferences', { token: free.token, body: daily });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Daily digests are available to Pro members only');
    const pro = await member({ isPro: true });
    expect((await t.json('PUT', '/api/preferences', { token: pro.token, body: daily })).status).toBe(200);
    const bad = await t.json('PUT', '/api/preferences', { token: free.token, body: { ...prefsBody(), theme: 'neon' } });
    expect(bad.status).toBe(400);
    const long = await t.json('PUT', '/api/preferences', { token: free.token, body: prefsBody({ personal: { fullName: 'x'.repeat(101) } }) });
    expect(long.status).toBe(400);
  });

  it('the theme saved on /preferences or by the header toggle comes back with /api/me on any device', async () => {
    const m = await member();
    expect((await t.json('GET', '/api/me', { token: m.token })).body.profile.theme).toBeNull();
    await t.json('PUT', '/api/preferences', { token: m.token, body: prefsBody({ theme: 'dark' }) });
    const otherDevice = await t.loginAs(m.email, m.password);
    expect((await t.json('GET', '/api/me', { token: otherDevice })).body.profile.theme).toBe('dark');
    const toggled = await t.json('PUT', '/api/profile/theme', { token: otherDevice, body: { theme: 'light' } });
    expect(toggled).toMatchObject({ status: 200, body: { theme: 'light' } });
    expect((await t.json('GET', '/api/me', { token: m.token })).body.profile.theme).toBe('light');
    expect((await t.json('GET', '/api/preferences', { token: m.token })).body.personal.fullName).toBe('Ada Lovelace');
    expect((await t.json('PUT', '/api/profile/theme', { token: m.token, body: { theme: 'neon' } })).status).toBe(400);
    expect((await t.json('PUT', '/api/profile/theme', { body: { theme: 'dark' } })).status).toBe(401);
  });

  it("a member's save never touches another member's preferences", async () => {
    const a = await member();
    const b = await member();
    await t.json('PUT', '/api/preferences', { token: a.token, body: prefsBody() });
    const bPrefs = await t.json('GET', '/api/preferences', { token: b.token });
    expect(bPrefs.body.personal.fullName).toBeNull();
    expect(bPrefs.body.notifications.emailNotifications).toBe(true);
    expect((await t.json('GET', '/api/preferences')).status).toBe(401);
    expect((await t.json('PUT', '/api/preferences', { body: prefsBody() })).status).toBe(401);
  });
});

describe('avatar upload', () => {
  it('stores a re-encoded PNG at {userId}/avatar.png, replaces older formats, and serves it with cache headers', async () => {
    const m = await member();
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#00ff00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER', Artist: 'SECRET-EXIF-MARKER' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('SECRET-EXIF-MARKER'))).toBe(true);
    const r1 = await upload(m.token, new Uint8Array(jpeg), 'image/jpeg');
    expect(r1.status).toBe(200);
    const stored = await t.deps.storage.get(`${m.id}/avatar.jpg`);
    expect(stored).not.toBeNull();
    expect(Buffer.from(stored as Uint8Array).includes(Buffer.from('SECRET-EXIF-MARKER'))).toBe(false);

    const r2 = await upload(m.token, new Uint8Array(await png()));
    const body = (await r2.json()) as { avatarUrl: string };
    expect(body.avatarUrl).toMatch(new RegExp(`/storage/${m.id}/avatar\\.png\\?v=\\d+$`));
    expect(await t.deps.storage.get(`${m.id}/avatar.jpg`)).toBeNull();
    const profile = await t.json('GET', '/api/profile', { token: m.token });
    expect(profile.body.profile.avatarUrl).toBe(body.avatarUrl);

    const served = await t.app.request(`/storage/${m.id}/avatar.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
    expect((await t.app.request('/storage/../etc/passwd.png')).status).toBe(404);
    expect((await t.app.request('/storage/%E0%A4%A.png')).status).toBe(404);
    expect((await t.app.request(`/storage/${m.id}/avatar.svg`)).status).toBe(404);
    expect((await t.app.request(`/storage/${m.id}/missing.png`)).status).toBe(404);
  });

  it('rejects wrong types by content, renamed non-images, broken images and files over 2 MB', async () => {
    const m = await member();
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const wrong = await upload(m.token, text, 'image/svg+xml');
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe('Please choose a PNG, JPEG, WebP or GIF image');
    const renamed = await upload(m.token, new TextEncoder().encode('just some text pretending to be a png'), 'image/png');
    expect(renamed.status).toBe(422);
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    const bad = await upload(m.token, broken);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('The file is not a valid image');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(m.token, big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { message: string } }).error.message).toBe('The image must be 2 MB or smaller');
    expect((await upload(m.token, new Uint8Array())).status).toBe(400);
    expect((await t.app.request('/api/profile/avatar', { method: 'PUT', body: await png() })).status).toBe(401);
    const profile = await t.json('GET', '/api/profile', { token: m.token });
    expect(profile.body.profile.avatarUrl).toBeNull();
  });
});

describe('stored file headers', () => {
  it('images are shown inline; anything else is a download with a safe file name', () => {
    expect(storageHeaders('u1/avatar.png', 'image/png')['Content-Disposition']).toBeUndefined();
    const other = storageHeaders('u1/evil "name".html', 'text/html');
    expect(other['Content-Disposition']).toBe('attachment; filename="evil__name_.html"');
    expect(other['Content-Security-Policy']).toBe("default-src 'none'; sandbox");
    expect(other['X-Content-Type-Options']).toBe('nosniff');
  });

  it('pages of the app keep the app policy, API answers the strict one', async () => {
    const res = await t.app.request('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await t.app.request('/api/health')).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('avatar pixel budget', () => {
  /** A PNG whose header claims the given size, with almost no pixel data: the header alone must decide. */
  function pngHeader(width: number, height: number): Uint8Array {
    const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body) >>> 0);
      return Buffer.concat([len, body, crc]);
    };
    return new Uint8Array(Buffer.concat([Buffer.from(sig), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(10))), chunk('IEND', Buffer.alloc(0))]));
  }
  function crc32(buf: Buffer): number {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c;
  }

  it('refuses an image over 25 megapixels with 413 and a clear message, before decoding it', async () => {
    const m = await member();
    const bomb = await upload(m.token, pngHeader(100_000, 100_000));
    expect(bomb.status).toBe(413);
    expect(((await bomb.json()) as { error: { message: string } }).error.message).toBe(avatarMessages.tooManyPixels);
    // A real, small file (one colour compresses well) of 6000 × 5000 = 30 megapixels.
    const wide = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(wide.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(m.token, new Uint8Array(wide));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(avatarMessages.tooManyPixels);
    const profile = await t.json('GET', '/api/profile', { token: m.token });
    expect(profile.body.profile.avatarUrl).toBeNull();
  });

  it('takes several uploads at once, decoding them a few at a time', async () => {
    const users = await Promise.all([member(), member(), member(), member()]);
    const img = new Uint8Array(await png());
    const results = await Promise.all(users.map((u) => upload(u.token, img)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(imageDecodes.active).toBe(0);
  });
});

describe('account', () => {
  it('changes the password only with the current one and ends the other sessions', async () => {
    const m = await member();
    const otherLogin = await t.request('POST', '/api/auth/login', { body: { email: m.email, password: m.password } });
    const otherToken = ((await otherLogin.json()) as { accessToken: string }).accessToken;
    const otherCookie = refreshCookie(otherLogin);
    const wrong = await t.json('POST', '/api/account/password', { token: m.token, body: { currentPassword: 'nope-nope', newPassword: 'newsecret1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Current password is incorrect');
    const short = await t.json('POST', '/api/account/password', { token: m.token, body: { currentPassword: m.password, newPassword: 'abc' } });
    expect(short.status).toBe(400);
    const ok = await t.json('POST', '/api/account/password', { token: m.token, body: { currentPassword: m.password, newPassword: 'newsecret1' } });
    expect(ok.status).toBe(200);
    expect((await t.json('GET', '/api/me', { token: m.token })).status).toBe(200);
    expect((await t.json('GET', '/api/me', { token: otherToken })).status).toBe(401);
    const refresh = await t.request('POST', '/api/auth/refresh', { headers: { cookie: `portal_rt=${otherCookie}` } });
    expect(refresh.status).toBe(401);
    expect((await t.request('POST', '/api/auth/login', { body: { email: m.email, password: 'newsecret1' } })).status).toBe(200);
  });

  it('deletes the account with confirmation: every piece of personal data goes, forum posts stay as Anonymous', async () => {
    const m = await member();
    const other = await member();
    const db = t.deps.db;
    // Build a member with something in every table that holds personal data.
    await t.json('PUT', '/api/preferences', { token: m.token, body: prefsBody() });
    await upload(m.token, new Uint8Array(await png()));
    const trialId = await makeTrial(db);
    expect((await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token })).status).toBe(200);
    const webinarId = await makeWebinar(db);
    expect((await t.json('POST', `/api/webinars/${webinarId}/register`, { token: m.token })).status).toBe(200);
    await db.execute(sql`insert into user_likes (user_id, content_type, content_id) values (${m.id}, 'job', gen_random_uuid())`);
    await db.execute(sql`insert into user_views (user_id, content_type, content_id) values (${m.id}, 'webinar', ${webinarId})`);
    await db.execute(sql`
      insert into user_subscriptions (user_id, plan_type, status, start_date, end_date) values (${m.id}, 'yearly', 'active', now(), now() + interval '1 year')`);
    await db.execute(sql`insert into orders (user_id, amount) values (${m.id}, 9900)`);
    await db.execute(sql`insert into notifications (user_id, kind, title) values (${m.id}, 'system', 'Hello')`);
    expect((await t.json('POST', '/api/auth/forgot-password', { body: { email: m.email } })).status).toBeLessThan(300);
    expect((await t.json('POST', '/api/auth/login', { body: { email: m.email, password: 'wrong-password' } })).status).toBe(401);
    const mine = await t.json('POST', '/api/forum/topics', { token: m.token, body: { title: 'Kept topic by me', content: 'Body of my topic' } });
    expect(mine.status).toBe(201);
    const theirs = await t.json('POST', '/api/forum/topics', { token: other.token, body: { title: 'Their topic', content: 'Their body' } });
    const reply = await t.json('POST', `/api/forum/topics/${theirs.body.id}/replies`, { token: m.token, body: { content: 'My reply stays' } });
    expect(reply.status).toBe(201);
    await t.json('POST', `/api/forum/topics/${theirs.body.id}/view`, { token: m.token });
    await t.json('POST', `/api/forum/topic/${theirs.body.id}/vote`, { token: m.token, body: { value: 1 } });

    const count = async (q: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(q))[0]?.n ?? 0;
    const personal = {
      users: sql`select count(*)::int as n from users where id = ${m.id}`,
      profiles: sql`select count(*)::int as n from profiles where id = ${m.id}`,
      user_notifications: sql`select count(*)::int as n from user_notifications where user_id = ${m.id}`,
      digest_preferences: sql`select count(*)::int as n from digest_preferences where user_id = ${m.id}`,
      user_likes: sql`select count(*)::int as n from user_likes where user_id = ${m.id}`,
      user_views: sql`select count(*)::int as n from user_views where user_id = ${m.id}`,
      user_content_interactions: sql`select count(*)::int as n from user_content_interactions where user_id = ${m.id}`,
      user_trial_activations: sql`select count(*)::int as n from user_trial_activations where user_id = ${m.id}`,
      webinar_registrations: sql`select count(*)::int as n from webinar_registrations where user_id = ${m.id}`,
      user_subscriptions: sql`select count(*)::int as n from user_subscriptions where user_id = ${m.id}`,
      orders: sql`select count(*)::int as n from orders where user_id = ${m.id}`,
      notifications: sql`select count(*)::int as n from notifications where user_id = ${m.id}`,
      refresh_sessions: sql`select count(*)::int as n from refresh_sessions where user_id = ${m.id}`,
      email_tokens: sql`select count(*)::int as n from email_tokens where user_id = ${m.id} or email = ${m.email}`,
      email_outbox: sql`select count(*)::int as n from email_outbox where to_address = ${m.email}`,
      rate_limit_events: sql`select count(*)::int as n from rate_limit_events where key in (${m.email}, ${m.id}) or starts_with(key, ${`${m.email}|`})`,
      login_pair_events: sql`select count(*)::int as n from rate_limit_events where bucket = 'login_pair' and starts_with(key, ${`${m.email}|`})`,
      forum_votes: sql`select count(*)::int as n from forum_votes where user_id = ${m.id}`,
      forum_topic_views: sql`select count(*)::int as n from forum_topic_views where viewer_key = ${`user:${m.id}`}`,
    };
    for (const [table, q] of Object.entries(personal)) expect({ table, n: await count(q) }).not.toEqual({ table, n: 0 });
    const theirNote = sql`select title from notifications where user_id = ${other.id} and kind = 'forum_reply'`;
    expect(rowsOf<{ title: string }>(await db.execute(theirNote))[0]?.title).toContain(' replied to "Their topic"');
    expect(rowsOf<{ title: string }>(await db.execute(theirNote))[0]?.title).not.toMatch(/^Anonymous/);

    expect((await t.json('POST', '/api/account/delete', { token: m.token, body: { password: m.password, confirm: 'nope' } })).status).toBe(400);
    expect((await t.json('POST', '/api/account/delete', { token: m.token, body: { password: 'wrong-pass', confirm: 'DELETE' } })).status).toBe(400);
    expect(await count(personal.users)).toBe(1);
    const res = await t.json('POST', '/api/account/delete', { token: m.token, body: { password: m.password, confirm: 'DELETE' } });
    expect(res.status).toBe(200);

    for (const [table, q] of Object.entries(personal)) expect({ table, n: await count(q) }).toEqual({ table, n: 0 });
    expect(await t.deps.storage.get(`${m.id}/avatar.png`)).toBeNull();
    expect((await t.json('GET', '/api/me', { token: m.token })).status).toBe(401);
    // Forum posts stay, shown as Anonymous; the other member's notification no longer names the author.
    const topic = await t.json('GET', `/api/forum/topics/${mine.body.id}`);
    expect(topic.status).toBe(200);
    expect(topic.body.title).toBe('Kept topic by me');
    expect(topic.body.author.name).toBe('Anonymous');
    const thread = await t.json('GET', `/api/forum/topics/${theirs.body.id}`);
    expect(JSON.stringify(thread.body)).toContain('My reply stays');
    expect(rowsOf<{ title: string }>(await db.execute(theirNote))[0]?.title).toBe('Anonymous replied to "Their topic"');
    expect(JSON.stringify(rowsOf(await db.execute(sql`select * from notifications where user_id = ${other.id}`)))).not.toContain(m.email.split('@')[0]);
    // The other member keeps everything.
    expect(await count(sql`select count(*)::int as n from users where id = ${other.id}`)).toBe(1);
  });

  it('downloads my data as JSON, only mine', async () => {
    const m = await member();
    const other = await member();
    await t.json('PUT', '/api/preferences', { token: m.token, body: prefsBody() });
    const res = await t.request('GET', '/api/account/export', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const data = (await res.json()) as Record<string, unknown> & { account: { email: string }; profile: { full_name: string } };
    expect(data.account.email).toBe(m.email);
    expect(data.profile.full_name).toBe('Ada Lovelace');
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain('password');
  });
});
