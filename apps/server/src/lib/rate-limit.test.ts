// pglite-subset: limits are counted under pg_advisory_xact_lock
import { LIKES_PER_HOUR } from '@portal/shared/catalog-api';
import { CONTACT_PER_IP_PER_HOUR } from '@portal/shared/contact';
import { FORUM_REPLIES_PER_HOUR, FORUM_TOPICS_PER_HOUR } from '@portal/shared/forum';
import { AVATAR_UPLOADS_PER_HOUR } from '@portal/shared/profile';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { makeWebinar } from '../test/factories-member.ts';
import { secondInstance, useTestApp } from '../test/test-app.ts';
import { backoffWait, takeSlot } from './rate-limit.ts';

/*
 * Every limit is decided atomically: N parallel requests, spread over two app instances (on PostgreSQL
 * each with its own connection pool, like two server processes behind a load balancer), admit exactly
 * the limit.
 */
const t = useTestApp({ TRUST_PROXY: 'true', SIGNUP_LIMIT_PER_HOUR: '10' });
let other: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  other = await secondInstance(t);
});
afterAll(async () => {
  await other?.close();
});

type Opts = Parameters<typeof t.request>[2];
/** n requests at once, alternating between the two instances; returns the status codes. */
async function burst(n: number, method: string, path: string, opts: (i: number) => Opts): Promise<number[]> {
  const all = Array.from({ length: n }, (_, i) => (i % 2 ? other.request : t.request)(method, path, opts(i)));
  return (await Promise.all(all)).map((r) => r.status);
}
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const scalar = async (q: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(q))[0]?.n;

describe('takeSlot', () => {
  it('admits exactly the limit out of many parallel callers on two connection pools', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => takeSlot(t.deps.db, 'unit', 'k1', 7, 3600)));
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    const refused = results.find((r) => !r.ok);
    expect(refused && !refused.ok && refused.retryAfter).toBeGreaterThan(3500);
    expect(await scalar(sql`select count(*)::int as n from rate_limit_events where bucket = 'unit' and key = 'k1'`)).toBe(7);
  });

  it('frees a slot when the oldest event leaves the window', async () => {
    for (let i = 0; i < 3; i++) expect((await takeSlot(t.deps.db, 'unit', 'k2', 3, 60)).ok).toBe(true);
    expect((await takeSlot(t.deps.db, 'unit', 'k2', 3, 60)).ok).toBe(false);
    await t.deps.db.execute(sql`update rate_limit_events set created_at = created_at - interval '61 seconds' where key = 'k2'`);
    expect((await takeSlot(t.deps.db, 'unit', 'k2', 3, 60)).ok).toBe(true);
  });

  it('computes doubling waits after the free allowance, up to the cap', () => {
    const b = { free: 5, baseSeconds: 30, capSeconds: 3600 };
    expect([4, 5, 6, 7, 8, 12].map((n) => backoffWait(n, b))).toEqual([0, 30, 60, 120, 240, 3600]);
  });
});

describe('limits under concurrency (two instances)', () => {
  it('sign-up: 40 parallel sign-ups from one IP create exactly SIGNUP_LIMIT_PER_HOUR accounts', async () => {
    const before = await scalar(sql`select count(*)::int as n from users`);
    const statuses = await burst(40, 'POST', '/api/auth/signup', (i) => ({
      body: { email: `burst${i}@signup.test`, password: 'secret123' },
      headers: { 'x-forwarded-for': '203.0.113.1' },
    }));
    expect(count(statuses, 201)).toBe(10);
    expect(count(statuses, 429)).toBe(30);
    expect(await scalar(sql`select count(*)::int as n from users`)).toBe((before ?? 0) + 10);
  });

  it('password reset: 30 parallel requests from one IP admit exactly 10', async () => {
    const statuses = await burst(30, 'POST', '/api/auth/forgot-password', () => ({
      body: { email: 'x@y.test' },
      headers: { 'x-forwarded-for': '203.0.113.2' },
    }));
    expect(count(statuses, 200)).toBe(10);
    expect(count(statuses, 429)).toBe(20);
  });

  it('contact: 20 parallel messages from one IP store exactly the limit', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hello there' };
    const statuses = await burst(20, 'POST', '/api/contact', () => ({ body, headers: { 'x-forwarded-for': '203.0.113.3' } }));
    expect(count(statuses, 201)).toBe(CONTACT_PER_IP_PER_HOUR);
    expect(count(statuses, 429)).toBe(20 - CONTACT_PER_IP_PER_HOUR);
    expect(await scalar(sql`select count(*)::int as n from contact_messages where ip = '203.0.113.3'`)).toBe(CONTACT_PER_IP_PER_HOUR);
  });

  it('forum: parallel topics and replies by one member stop exactly at the hourly limits', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email, u.password);
    const topics = await burst(20, 'POST', '/api/forum/topics', (i) => ({ token, body: { title: `Topic ${i}`, content: 'Body', tags: [] } }));
    expect(count(topics, 201)).toBe(FORUM_TOPICS_PER_HOUR);
    expect(count(topics, 429)).toBe(20 - FORUM_TOPICS_PER_HOUR);
    expect(await scalar(sql`select count(*)::int as n from forum_topics where user_id = ${u.id}`)).toBe(FORUM_TOPICS_PER_HOUR);

    const [topic] = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from forum_topics where user_id = ${u.id} limit 1`));
    const replies = await burst(60, 'POST', `/api/forum/topics/${topic?.id}/replies`, (i) => ({ token, body: { content: `Reply ${i}` } }));
    expect(count(replies, 201)).toBe(FORUM_REPLIES_PER_HOUR);
    expect(count(replies, 429)).toBe(60 - FORUM_REPLIES_PER_HOUR);
    expect(await scalar(sql`select count(*)::int as n from forum_replies where user_id = ${u.id}`)).toBe(FORUM_REPLIES_PER_HOUR);
  });

  it('likes: parallel like requests by one member stop exactly at the hourly limit', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email, u.password);
    const id = await makeWebinar(t.deps.db);
    // Use up all but 3 slots, then race 12 requests for them.
    await t.deps.db.execute(sql`insert into rate_limit_events (bucket, key) select 'like', ${u.id} from generate_series(1, ${LIKES_PER_HOUR - 3})`);
    const statuses = await burst(12, 'POST', '/api/likes', () => ({ token, body: { contentType: 'webinar', contentId: id } }));
    expect(count(statuses, 200)).toBe(3);
    expect(count(statuses, 429)).toBe(9);
  });

  it('avatars: parallel uploads by one member stop exactly at the hourly limit, with Retry-After', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email, u.password);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const upload = (i: number) =>
      Promise.resolve(
        (i % 2 ? other.app : t.app).request('/api/profile/avatar', {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
          body: png,
        }),
      );
    const responses = await Promise.all(Array.from({ length: 16 }, (_, i) => upload(i)));
    const statuses = responses.map((r) => r.status);
    expect(count(statuses, 200)).toBe(AVATAR_UPLOADS_PER_HOUR);
    expect(count(statuses, 429)).toBe(16 - AVATAR_UPLOADS_PER_HOUR);
    const refused = responses.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
