import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { aiCourses, jobs, vendors } from '../../db/schema/catalog.ts';
import { runQueuedJobs } from '../../jobs/runner.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sendDigest } from '../../test/digest-runs.ts';

const t = useTestApp();
let admin: string;
const topic: Record<string, string> = {};

async function member() {
  const u = await t.createUser();
  return { ...u, token: await t.loginAs(u.email, u.password) };
}
const webinarBody = (title: string, extra: Record<string, unknown> = {}) => ({
  vendorId: 'acme',
  title,
  startTime: '2030-05-01T10:00:00.000Z',
  ...extra,
});

beforeAll(async () => {
  const a = await t.createUser({ isAdmin: true });
  admin = await t.loginAs(a.email, a.password);
  await t.deps.db.insert(vendors).values([
    { id: 'acme', name: 'Acme' },
    { id: 'globex', name: 'Globex' },
    { id: 'initech', name: 'Initech' },
  ]);
  for (const name of ['Visual testing', 'Flaky tests']) {
    const res = await t.json('POST', '/api/admin/topics', { token: admin, body: { name } });
    expect(res.status).toBe(201);
    topic[name] = res.body.id;
  }
});

describe('admin topics and topics on content', () => {
  it('keeps a topic list with unique names and addresses', async () => {
    const list = await t.json('GET', '/api/admin/topics?search=visual', { token: admin });
    expect(list.body.items).toEqual([expect.objectContaining({ name: 'Visual testing', slug: 'visual-testing', itemCount: 0 })]);
    const dup = await t.json('POST', '/api/admin/topics', { token: admin, body: { name: 'visual TESTING' } });
    expect(dup.status).toBe(409);
    const badSlug = await t.json('POST', '/api/admin/topics', { token: admin, body: { name: 'Odd', slug: 'Not A Slug' } });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.error.fields.slug).toBe('Use lower-case letters, digits and single hyphens');
    expect((await t.json('POST', '/api/admin/topics', { token: admin, body: { name: '' } })).body.error.fields.name).toBe('Topic name is required');
    const m = await member();
    expect((await t.json('POST', '/api/admin/topics', { token: m.token, body: { name: 'Nope' } })).status).toBe(403);
    const pub = await t.json('GET', '/api/topics');
    expect(pub.body.items.map((x: { slug: string }) => x.slug)).toEqual(expect.arrayContaining(['visual-testing', 'flaky-tests']));
  });

  it('sets topics on a webinar in the admin form, shows them on the detail page and the topic page', async () => {
    const created = await t.json('POST', '/api/admin/webinars', {
      token: admin,
      body: webinarBody('Topical Webinar', { topicIds: [topic['Visual testing']] }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const got = await t.json('GET', `/api/admin/webinars/${id}`, { token: admin });
    expect(got.body.topics).toEqual([{ id: topic['Visual testing'], name: 'Visual testing', slug: 'visual-testing' }]);
    // Leaving topicIds out keeps the topics; an empty list clears them; unknown topics are refused.
    expect((await t.json('PUT', `/api/admin/webinars/${id}`, { token: admin, body: webinarBody('Topical Webinar') })).status).toBe(200);
    expect((await t.json('GET', `/api/admin/webinars/${id}`, { token: admin })).body.topics).toHaveLength(1);
    const unknown = await t.json('PUT', `/api/admin/webinars/${id}`, {
      token: admin,
      body: webinarBody('Topical Webinar', { topicIds: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.topicIds).toBe('Unknown topic');
    expect((await t.json('PUT', `/api/admin/webinars/${id}`, { token: admin, body: webinarBody('Topical Webinar', { topicIds: 'x' }) })).status).toBe(400);
    const both = [topic['Visual testing'], topic['Flaky tests']];
    expect((await t.json('PUT', `/api/admin/webinars/${id}`, { token: admin, body: webinarBody('Topical Webinar', { topicIds: both }) })).status).toBe(200);

    const detail = await t.json('GET', `/api/webinars/${id}`);
    expect(detail.body.topics.map((x: { slug: string }) => x.slug)).toEqual(['flaky-tests', 'visual-testing']);
    const page = await t.json('GET', '/api/topics/flaky-tests');
    expect(page.status).toBe(200);
    expect(page.body.topic.name).toBe('Flaky tests');
    expect(page.body.items).toEqual([expect.objectContaining({ contentType: 'webinar', contentId: id, title: 'Topical Webinar', url: `/webinars/${id}` })]);
    expect((await t.json('GET', '/api/topics/no-such-topic')).status).toBe(404);

    // /topics counts the visible items of each topic; a cancelled webinar is not counted.
    const countOf = async (slug: string) =>
      (await t.json('GET', '/api/topics')).body.items.find((x: { slug: string }) => x.slug === slug)?.itemCount as number | undefined;
    expect(await countOf('flaky-tests')).toBe(1);
    expect(await countOf('visual-testing')).toBe(1);
    const cancelled = await t.json('POST', '/api/admin/webinars', {
      token: admin,
      body: webinarBody('Cancelled Topical Webinar', { topicIds: [topic['Flaky tests']], status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(201);
    expect(await countOf('flaky-tests')).toBe(1);
    const second = await t.json('POST', '/api/admin/webinars', {
      token: admin,
      body: webinarBody('Second Topical Webinar', { topicIds: [topic['Flaky tests']] }),
    });
    expect(await countOf('flaky-tests')).toBe(2);
    await t.json('DELETE', `/api/admin/webinars/${second.body.id}`, { token: admin });
    await t.json('DELETE', `/api/admin/webinars/${cancelled.body.id}`, { token: admin });

    // Clearing, then deleting the item leaves no topic rows behind.
    expect((await t.json('PUT', `/api/admin/webinars/${id}`, { token: admin, body: webinarBody('Topical Webinar', { topicIds: [] }) })).status).toBe(200);
    expect((await t.json('GET', '/api/topics/flaky-tests')).body.items).toEqual([]);
    await t.json('PUT', `/api/admin/webinars/${id}`, { token: admin, body: webinarBody('Topical Webinar', { topicIds: both }) });
    expect((await t.json('DELETE', `/api/admin/webinars/${id}`, { token: admin })).status).toBe(200);
    const left = rowsOf(await t.deps.db.execute(sql`select 1 from content_topics where content_id = ${id}::uuid`));
    expect(left).toHaveLength(0);
  });
});

describe('follows', () => {
  it('follows and unfollows vendors and topics, only for the caller, with validation', async () => {
    const m = await member();
    const other = await member();
    expect((await t.json('PUT', '/api/me/follows/vendor/acme')).status).toBe(401);
    const f = await t.json('PUT', '/api/me/follows/vendor/acme', { token: m.token });
    expect(f.status).toBe(200);
    expect(f.body).toEqual({ following: true });
    expect((await t.json('PUT', '/api/me/follows/vendor/acme', { token: m.token })).body).toEqual({ following: true });
    expect((await t.json('PUT', `/api/me/follows/topic/${topic['Flaky tests']}`, { token: m.token })).status).toBe(200);
    expect((await t.json('PUT', '/api/me/follows/vendor/no-such-vendor', { token: m.token })).status).toBe(404);
    expect((await t.json('PUT', '/api/me/follows/topic/not-a-uuid', { token: m.token })).status).toBe(404);
    expect((await t.json('PUT', '/api/me/follows/planet/acme', { token: m.token })).status).toBe(404);
    const mine = await t.json('GET', '/api/me/follows', { token: m.token });
    expect(mine.body).toEqual({ vendors: [{ id: 'acme', name: 'Acme' }], topics: [{ id: topic['Flaky tests'], name: 'Flaky tests', slug: 'flaky-tests' }] });
    // The follows are the digest preferences: one list, seen by Preferences too.
    const prefs = await t.json('GET', '/api/preferences', { token: m.token });
    expect(prefs.body.digest).toMatchObject({ preferredVendors: ['acme'], preferredTopics: [topic['Flaky tests']] });
    expect((await t.json('GET', '/api/me/follows', { token: other.token })).body).toEqual({ vendors: [], topics: [] });
    expect((await t.json('DELETE', '/api/me/follows/vendor/acme', { token: other.token })).body).toEqual({ following: false });
    expect((await t.json('GET', '/api/me/follows', { token: m.token })).body.vendors).toHaveLength(1);
    expect((await t.json('DELETE', '/api/me/follows/vendor/acme', { token: m.token })).body).toEqual({ following: false });
    expect((await t.json('GET', '/api/me/follows', { token: m.token })).body.vendors).toEqual([]);
  });

  it('unfollows a deleted topic everywhere', async () => {
    const m = await member();
    const temp = await t.json('POST', '/api/admin/topics', { token: admin, body: { name: 'Short-lived', slug: 'short-lived' } });
    await t.json('PUT', `/api/me/follows/topic/${temp.body.id}`, { token: m.token });
    expect((await t.json('GET', '/api/me/follows', { token: m.token })).body.topics).toHaveLength(1);
    expect((await t.json('DELETE', `/api/admin/topics/${temp.body.id}`, { token: admin })).status).toBe(200);
    const [row] = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select coalesce(array_length(preferred_topics, 1), 0)::int as n from digest_preferences where user_id = ${m.id}::uuid`),
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('stops at the follow limit with a clear 422', async () => {
    const m = await member();
    const many = Array.from({ length: 100 }, (_, i) => `v${i}`);
    await t.deps.db.execute(sql`insert into digest_preferences (user_id, preferred_vendors) values (${m.id}::uuid, ${`{${many.join(',')}}`}::text[])
      on conflict (user_id) do update set preferred_vendors = excluded.preferred_vendors`);
    const res = await t.json('PUT', '/api/me/follows/vendor/acme', { token: m.token });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('You can follow at most 100 topics and 100 vendors');
  });
});

describe('For you and the digest', () => {
  it('lists the newest items of followed vendors and topics on the dashboard', async () => {
    const DAY = 86_400_000;
    const now = Date.now();
    await t.deps.db.insert(jobs).values([
      { vendorId: 'globex', jobTitle: 'Globex Tester', status: 'active', createdAt: new Date(now - DAY) },
      { vendorId: 'globex', jobTitle: 'Globex Closed', status: 'closed', createdAt: new Date(now) },
    ]);
    const [course] = await t.deps.db
      .insert(aiCourses)
      .values({ vendorId: 'initech', name: 'Initech Flaky Course', description: 'd', courseLink: 'https://i.test/c', createdAt: new Date(now - 2 * DAY) })
      .returning({ id: aiCourses.id });
    await t.deps.db.insert(aiCourses).values({ vendorId: 'initech', name: 'Initech Other Course', description: 'd', courseLink: 'https://i.test/o' });
    await t.deps.db.execute(sql`insert into content_topics values ('ai_course', ${course?.id}::uuid, ${topic['Flaky tests']}::uuid)`);

    const m = await member();
    const empty = await t.json('GET', '/api/dashboard', { token: m.token });
    expect(empty.body, JSON.stringify(empty.body).slice(0, 300)).toMatchObject({ forYou: [] });
    await t.json('PUT', '/api/me/follows/vendor/globex', { token: m.token });
    await t.json('PUT', `/api/me/follows/topic/${topic['Flaky tests']}`, { token: m.token });
    const dash = await t.json('GET', '/api/dashboard', { token: m.token });
    expect(dash.status).toBe(200);
    expect(dash.body.forYou.map((i: { title: string }) => i.title)).toEqual(['Globex Tester', 'Initech Flaky Course']);
    expect(dash.body.forYou[0]).toMatchObject({ contentType: 'job', vendor: { id: 'globex', name: 'Globex' } });

    // The digest honours topics now: this member gets the followed vendor's and topic's items only.
    await t.deps.db.execute(sql`update digest_preferences set weekly_digest = true where user_id = ${m.id}::uuid`);
    const run = await sendDigest(t.deps, { digestType: 'weekly', userId: m.id });
    expect(run.sent).toBe(1);
    const [mail] = rowsOf<{ text: string }>(
      await t.deps.db.execute(sql`select text from email_outbox where to_address = ${m.email} and dedupe_key like 'digest:%'`),
    );
    expect(mail?.text).toContain('Globex Tester');
    expect(mail?.text).toContain('Initech Flaky Course');
    expect(mail?.text).not.toContain('Initech Other Course');

    // Topics only: the vendor's items without the topic are left out.
    const onlyTopic = await member();
    await t.json('PUT', `/api/me/follows/topic/${topic['Flaky tests']}`, { token: onlyTopic.token });
    await t.deps.db.execute(sql`update digest_preferences set weekly_digest = true where user_id = ${onlyTopic.id}::uuid`);
    await sendDigest(t.deps, { digestType: 'weekly', userId: onlyTopic.id });
    const [mail2] = rowsOf<{ text: string }>(
      await t.deps.db.execute(sql`select text from email_outbox where to_address = ${onlyTopic.email} and dedupe_key like 'digest:%'`),
    );
    expect(mail2?.text).toContain('Initech Flaky Course');
    expect(mail2?.text).not.toContain('Globex Tester');

    // Nothing followed: everything, as before.
    const all = await member();
    await t.deps.db.execute(sql`update digest_preferences set weekly_digest = true where user_id = ${all.id}::uuid`);
    await sendDigest(t.deps, { digestType: 'weekly', userId: all.id });
    const [mail3] = rowsOf<{ text: string }>(
      await t.deps.db.execute(sql`select text from email_outbox where to_address = ${all.email} and dedupe_key like 'digest:%'`),
    );
    expect(mail3?.text).toContain('Initech Other Course');
    expect(mail3?.text).toContain('Globex Tester');
  });

  it("'Notify subscribers' reaches the followers of the item's topics as well as of its vendor", async () => {
    const cert = await t.json('POST', '/api/admin/certifications', {
      token: admin,
      body: { vendorId: 'initech', name: 'Topical Cert', description: 'd', certificationLink: 'https://i.test/cert', topicIds: [topic['Visual testing']] },
    });
    expect(cert.status).toBe(201);
    const topicFan = await member();
    const vendorFan = await member();
    const neither = await member();
    await t.json('PUT', `/api/me/follows/topic/${topic['Visual testing']}`, { token: topicFan.token });
    await t.json('PUT', '/api/me/follows/vendor/initech', { token: vendorFan.token });
    await t.json('PUT', `/api/me/follows/topic/${topic['Flaky tests']}`, { token: neither.token });
    expect((await t.json('POST', `/api/admin/certifications/${cert.body.id}/notify`, { token: admin })).status).toBe(200);
    while ((await runQueuedJobs(t.deps)) > 0) {}
    const to = rowsOf<{ to_address: string }>(
      await t.deps.db.execute(sql`select to_address from email_outbox where dedupe_key like ${`notify:certification:${cert.body.id}:%`}`),
    ).map((r) => r.to_address);
    expect(to.sort()).toEqual([topicFan.email, vendorFan.email].sort());
  });

  it('documents the new operations with their access rules', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    const access = (path: string, method: string) => doc.body.paths[path]?.[method]?.['x-access'];
    expect(access('/api/topics', 'get')).toBe('public');
    expect(access('/api/topics/{slug}', 'get')).toBe('public');
    expect(access('/api/me/follows', 'get')).toBe('user');
    expect(access('/api/me/follows/{kind}/{id}', 'put')).toBe('user');
    expect(access('/api/me/follows/{kind}/{id}', 'delete')).toBe('user');
    expect(access('/api/admin/topics', 'post')).toBe('admin');
  });
});
