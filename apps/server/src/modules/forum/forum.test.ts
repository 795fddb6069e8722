// pglite-subset: votes, replies and moderation lock rows (FOR UPDATE)
import { forumMessages } from '@portal/shared/forum';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { housekeepingJob } from '../../jobs/definitions/housekeeping.ts';
import { deliverDueEmails } from '../email/email.worker.ts';

const t = useTestApp({ TRUST_PROXY: 'true' });

async function member(opts: { fullName?: string; isAdmin?: boolean } = {}) {
  const u = await t.createUser(opts);
  return { ...u, token: await t.loginAs(u.email, u.password) };
}
async function newTopic(token: string, body: Record<string, unknown> = {}) {
  const res = await t.json('POST', '/api/forum/topics', { token, body: { title: 'A topic', content: 'Some content', tags: [], ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.deps.db.execute(q))[0] as T;

describe('forum topics', () => {
  it('validates the topic form with the spec messages and refuses visitors', async () => {
    const a = await member();
    const visitor = await t.json('POST', '/api/forum/topics', { body: { title: 'x', content: 'y' } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe('User must be authenticated');

    const noTitle = await t.json('POST', '/api/forum/topics', { token: a.token, body: { title: '   ', content: 'y' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.fields.title).toBe(forumMessages.titleRequired);
    const long = await t.json('POST', '/api/forum/topics', { token: a.token, body: { title: 'x'.repeat(256), content: 'y' } });
    expect(long.body.error.fields.title).toBe('Title must be 255 characters or less');
    const exact = await t.json('POST', '/api/forum/topics', { token: a.token, body: { title: 'x'.repeat(255), content: 'y' } });
    expect(exact.status).toBe(201);
    const noContent = await t.json('POST', '/api/forum/topics', { token: a.token, body: { title: 'ok', content: ' \n ' } });
    expect(noContent.body.error.fields.content).toBe('Content is required');
  });

  it('stores text as written (HTML stays inert text) and normalises tags', async () => {
    const a = await member({ fullName: 'Ada Author' });
    const content = '<script>alert("x")</script>\nline two <b>bold</b>';
    const id = await newTopic(a.token, { title: '<img src=x onerror=alert(1)>', content, tags: [' ai ', '', 'AI', 'ci', '#ci'], category: 'Tools' });
    const res = await t.json('GET', `/api/forum/topics/${id}`);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toContain('application/json');
    expect(res.body.content).toBe(content);
    expect(res.body.title).toBe('<img src=x onerror=alert(1)>');
    expect(res.body.tags).toEqual(['ai', 'ci']);
    expect(res.body.category).toBe('Tools');
    expect(res.body.author.name).toBe('Ada Author');
    expect(res.body.replies).toEqual([]);
    expect(res.body.repliesNextCursor).toBeNull();
  });

  it('lists with search, tag filter, sort and server paging', async () => {
    await t.truncate('forum_topics');
    const a = await member();
    const older = await newTopic(a.token, { title: 'Zebra crossings in CI', content: 'nothing', tags: ['zebra'] });
    await t.deps.db.execute(sql`update forum_topics set created_at = now() - interval '1 day', upvotes = 9 where id = ${older}::uuid`);
    const popular = await newTopic(a.token, { title: 'Needle in the haystack', content: 'has 50% of the answer', tags: ['needle'] });
    await t.deps.db.execute(sql`update forum_topics set reply_count = 4 where id = ${popular}::uuid`);
    await newTopic(a.token, { title: 'Plain', content: 'plain text', tags: ['zebra'] });

    const newest = await t.json('GET', '/api/forum/topics?sort=newest');
    expect(newest.body.items.map((i: { title: string }) => i.title)).toEqual(['Plain', 'Needle in the haystack', 'Zebra crossings in CI']);
    expect(newest.body.total).toBe(3);
    const mostPopular = await t.json('GET', '/api/forum/topics?sort=most_popular');
    expect(mostPopular.body.items[0].id).toBe(older);
    const mostReplies = await t.json('GET', '/api/forum/topics?sort=most_replies');
    expect(mostReplies.body.items[0].id).toBe(popular);

    const search = await t.json('GET', '/api/forum/topics?search=HAYSTACK');
    expect(search.body.items.map((i: { id: string }) => i.id)).toEqual([popular]);
    const contentSearch = await t.json('GET', `/api/forum/topics?search=${encodeURIComponent('50%')}`);
    expect(contentSearch.body.total).toBe(1);
    const percentOnly = await t.json('GET', `/api/forum/topics?search=${encodeURIComponent('%')}`);
    expect(percentOnly.body.total).toBe(1);
    const tag = await t.json('GET', '/api/forum/topics?tag=zebra');
    expect(tag.body.total).toBe(2);

    const page2 = await t.json('GET', '/api/forum/topics?pageSize=2&page=2');
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(page2.body.items).toHaveLength(1);
    const beyond = await t.json('GET', '/api/forum/topics?pageSize=2&page=9');
    expect(beyond.body.total).toBe(3);
    expect((await t.json('GET', '/api/forum/topics?sort=bogus')).status).toBe(400);
  });

  it('answers Discussion not found for a missing or malformed id', async () => {
    const missing = await t.json('GET', '/api/forum/topics/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Discussion not found');
    expect((await t.json('GET', '/api/forum/topics/not-a-uuid')).status).toBe(404);
  });

  it('lets authors edit and delete their own topics; others get 403; admins delete any and lock', async () => {
    const a = await member();
    const b = await member();
    const admin = await member({ isAdmin: true });
    const id = await newTopic(a.token);
    const body = { title: 'Edited', content: 'new text', tags: ['x'] };
    expect((await t.json('PUT', `/api/forum/topics/${id}`, { token: b.token, body })).status).toBe(403);
    expect((await t.json('PUT', `/api/forum/topics/${id}`, { token: a.token, body })).status).toBe(200);
    expect((await t.json('GET', `/api/forum/topics/${id}`, { token: a.token })).body).toMatchObject({
      title: 'Edited',
      canEdit: true,
      canDelete: true,
      canLock: false,
    });
    expect((await t.json('GET', `/api/forum/topics/${id}`, { token: b.token })).body).toMatchObject({ canEdit: false, canDelete: false });

    expect((await t.json('PUT', `/api/forum/topics/${id}/lock`, { token: a.token, body: { locked: true } })).status).toBe(403);
    expect((await t.json('PUT', `/api/forum/topics/${id}/lock`, { token: admin.token, body: { locked: true } })).status).toBe(200);
    const locked = await t.json('POST', `/api/forum/topics/${id}/replies`, { token: b.token, body: { content: 'late' } });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe(forumMessages.locked);

    expect((await t.json('DELETE', `/api/forum/topics/${id}`, { token: b.token })).status).toBe(403);
    expect((await t.json('DELETE', `/api/forum/topics/${id}`, { token: admin.token })).status).toBe(200);
    expect((await t.json('GET', `/api/forum/topics/${id}`)).status).toBe(404);

    const own = await newTopic(a.token);
    expect((await t.json('DELETE', `/api/forum/topics/${own}`, { token: a.token })).status).toBe(200);
  });

  it("shows a deleted user's posts as Anonymous", async () => {
    const a = await member({ fullName: 'Gone Soon' });
    const id = await newTopic(a.token);
    await t.deps.db.execute(sql`delete from users where id = ${a.id}::uuid`);
    const res = await t.json('GET', `/api/forum/topics/${id}`);
    expect(res.body.author).toEqual({ id: null, name: 'Anonymous', avatarUrl: null });
  });

  it('rate limits topics per member', async () => {
    const a = await member();
    for (let i = 0; i < 5; i++) await newTopic(a.token, { title: `t${i}` });
    const sixth = await t.json('POST', '/api/forum/topics', { token: a.token, body: { title: 'one more', content: 'x' } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(forumMessages.topicLimit);
    const other = await member();
    await newTopic(other.token);
  });
});

describe('forum replies', () => {
  it('keeps reply_count right, notifies the author in-app and by e-mail', async () => {
    const author = await member({ fullName: 'Topic Owner' });
    const replier = await member({ fullName: 'Rita Replier' });
    const id = await newTopic(author.token, { title: 'Need help' });

    const empty = await t.json('POST', `/api/forum/topics/${id}/replies`, { token: replier.token, body: { content: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Content is required');
    expect((await t.json('POST', `/api/forum/topics/${id}/replies`, { body: { content: 'x' } })).status).toBe(401);

    const r1 = await t.json('POST', `/api/forum/topics/${id}/replies`, { token: replier.token, body: { content: 'First!\nSecond line' } });
    expect(r1.status).toBe(201);
    await t.json('POST', `/api/forum/topics/${id}/replies`, { token: author.token, body: { content: 'Thanks' } });

    const detail = await t.json('GET', `/api/forum/topics/${id}`, { token: replier.token });
    expect(detail.body.replyCount).toBe(2);
    expect(detail.body.replies.map((r: { content: string }) => r.content)).toEqual(['First!\nSecond line', 'Thanks']);
    expect(detail.body.replies[0]).toMatchObject({ canEdit: true, canDelete: true, author: { name: 'Rita Replier' } });
    expect(detail.body.replies[1]).toMatchObject({ canEdit: false, canDelete: false });

    // One notification (the author's own reply does not notify them).
    const notes = rowsOf<{ kind: string; link: string; title: string }>(
      await t.deps.db.execute(sql`select kind, link, title from notifications where user_id = ${author.id}::uuid`),
    );
    expect(notes).toEqual([{ kind: 'forum_reply', link: `/forum/${id}`, title: 'Rita Replier replied to "Need help"' }]);
    await deliverDueEmails(t.deps);
    const mails = t.sent.filter((m) => m.to === author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New reply to "Need help"');
    expect(mails[0]?.text).toContain(`http://localhost:3000/forum/${id}`);

    // Edit and delete a reply; reply_count follows.
    const replyId = r1.body.id;
    expect((await t.json('PUT', `/api/forum/replies/${replyId}`, { token: author.token, body: { content: 'hijack' } })).status).toBe(403);
    expect((await t.json('PUT', `/api/forum/replies/${replyId}`, { token: replier.token, body: { content: 'edited' } })).status).toBe(200);
    expect((await t.json('DELETE', `/api/forum/replies/${replyId}`, { token: author.token })).status).toBe(403);
    expect((await t.json('DELETE', `/api/forum/replies/${replyId}`, { token: replier.token })).status).toBe(200);
    const after = await t.json('GET', `/api/forum/topics/${id}`);
    expect(after.body.replyCount).toBe(1);
    expect(after.body.replies).toHaveLength(1);
  });

  it('sends no e-mail when the author turned e-mail notifications off', async () => {
    const author = await member();
    const replier = await member();
    await t.deps.db.execute(sql`update user_notifications set email_notifications = false where user_id = ${author.id}::uuid`);
    const id = await newTopic(author.token);
    await t.json('POST', `/api/forum/topics/${id}/replies`, { token: replier.token, body: { content: 'hello' } });
    const outbox = await one<{ n: number }>(sql`select count(*)::int as n from email_outbox where to_address = ${author.email}`);
    expect(outbox.n).toBe(0);
    const notes = await one<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${author.id}::uuid`);
    expect(notes.n).toBe(1);
  });

  it('answers a repeat with the same Idempotency-Key from the first reply: one row, one notification, one e-mail', async () => {
    const author = await member();
    const replier = await member();
    const other = await member();
    const id = await newTopic(author.token, { title: 'Keyed' });
    const post = (token: string, key: string) =>
      t.json('POST', `/api/forum/topics/${id}/replies`, { token, body: { content: `Reply under ${key}` }, headers: { 'Idempotency-Key': key } });

    const first = await post(replier.token, 'reply-key-1');
    const again = await post(replier.token, 'reply-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // The repeat did not count toward the hourly reply limit either.
    const events = await one<{ n: number }>(sql`select count(*)::int as n from rate_limit_events where bucket = 'forum_reply' and key = ${replier.id}`);
    expect(events.n).toBe(1);
    // Two copies at once (nginx passing a request on while the first is still being written).
    const twins = await Promise.all([post(replier.token, 'reply-key-2'), post(replier.token, 'reply-key-2')]);
    expect(twins.map((r) => r.status)).toEqual([201, 201]);
    expect(twins[1]?.body).toEqual(twins[0]?.body);
    // A different key is a different reply; another member's reply under my key is their own.
    const different = await post(replier.token, 'reply-key-3');
    const theirs = await post(other.token, 'reply-key-1');
    expect(different.status).toBe(201);
    expect(theirs.status).toBe(201);
    const ids = [first.body.id, twins[0]?.body.id, different.body.id, theirs.body.id];
    expect(new Set(ids).size).toBe(4);

    const rows = rowsOf<{ id: string; user_id: string }>(
      await t.deps.db.execute(sql`select id, user_id from forum_replies where topic_id = ${id}::uuid order by created_at, id`),
    );
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.find((r) => r.id === theirs.body.id)?.user_id).toBe(other.id);
    expect((await t.json('GET', `/api/forum/topics/${id}`)).body.replyCount).toBe(4);
    const notes = await one<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${author.id}::uuid`);
    expect(notes.n).toBe(4);
    await deliverDueEmails(t.deps);
    expect(t.sent.filter((m) => m.to === author.email)).toHaveLength(4);
  });

  it('refuses a malformed Idempotency-Key with 400 and writes nothing', async () => {
    const author = await member();
    const id = await newTopic(author.token);
    for (const key of ['has space', 'x'.repeat(201), '']) {
      const res = await t.json('POST', `/api/forum/topics/${id}/replies`, {
        token: author.token,
        body: { content: 'hi' },
        headers: { 'Idempotency-Key': key },
      });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.error.message).toBe('Idempotency-Key must be 1 to 200 visible ASCII characters (no spaces)');
    }
    const ok = await t.json('POST', `/api/forum/topics/${id}/replies`, {
      token: author.token,
      body: { content: 'hi' },
      headers: { 'Idempotency-Key': 'x'.repeat(200) },
    });
    expect(ok.status).toBe(201);
    expect((await t.json('GET', `/api/forum/topics/${id}`)).body.replyCount).toBe(1);
  });

  it('keeps reply_count equal to the replies under concurrent posting', async () => {
    const author = await member();
    const id = await newTopic(author.token);
    const repliers = await Promise.all(Array.from({ length: 4 }, () => member()));
    const results = await Promise.all(
      repliers.flatMap((r) => [1, 2, 3].map((n) => t.json('POST', `/api/forum/topics/${id}/replies`, { token: r.token, body: { content: `reply ${n}` } }))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const row = await one<{ reply_count: number; n: number }>(
      sql`select reply_count, (select count(*)::int from forum_replies where topic_id = ${id}::uuid) as n from forum_topics where id = ${id}::uuid`,
    );
    expect(row.reply_count).toBe(12);
    expect(row.n).toBe(12);
  });

  it('pages the replies oldest first: 50 with the topic, then Load more by cursor, none skipped or repeated', async () => {
    const a = await member();
    const viewer = await member();
    const id = await newTopic(a.token);
    // 120 replies; many share one timestamp, so the order falls back to the id.
    await t.deps.db.execute(sql`
      insert into forum_replies (topic_id, user_id, content, created_at)
      select ${id}::uuid, ${a.id}::uuid, 'reply ' || g, '2026-01-01T00:00:00Z'::timestamptz + ((g / 7) * interval '1 second')
      from generate_series(1, 120) g`);
    await t.deps.db.execute(sql`update forum_topics set reply_count = 120 where id = ${id}::uuid`);
    const first = await t.json('GET', `/api/forum/topics/${id}`, { token: viewer.token });
    expect(first.body.replies).toHaveLength(50);
    expect(first.body.repliesNextCursor).toEqual(expect.any(String));
    const seen: { id: string; createdAt: string }[] = [...first.body.replies];
    let cursor: string | null = first.body.repliesNextCursor;
    let pages = 0;
    while (cursor) {
      const res = await t.json('GET', `/api/forum/topics/${id}/replies?after=${encodeURIComponent(cursor)}`, { token: viewer.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.items[0]).toMatchObject({ canEdit: false, canDelete: false, myVote: 0 });
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(120);
    expect(new Set(seen.map((r) => r.id)).size).toBe(120);
    const expected = rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`select id from forum_replies where topic_id = ${id}::uuid order by created_at, id`),
    ).map((r) => r.id);
    expect(seen.map((r) => r.id)).toEqual(expected);

    // A smaller page, a bad cursor and a missing topic.
    const small = await t.json('GET', `/api/forum/topics/${id}/replies?after=${encodeURIComponent(first.body.repliesNextCursor)}&limit=5`);
    expect(small.body.items.map((r: { id: string }) => r.id)).toEqual(expected.slice(50, 55));
    expect((await t.json('GET', `/api/forum/topics/${id}/replies?after=nonsense`)).status).toBe(400);
    expect((await t.json('GET', `/api/forum/topics/${id}/replies`)).status).toBe(400);
    const missing = await t.json(
      'GET',
      `/api/forum/topics/00000000-0000-4000-8000-000000000000/replies?after=${encodeURIComponent(first.body.repliesNextCursor)}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Discussion not found');
  });

  it('rate limits replies per member', async () => {
    const a = await member();
    const id = await newTopic(a.token);
    await t.deps.db.execute(sql`insert into rate_limit_events (bucket, key) select 'forum_reply', ${a.id} from generate_series(1, 30)`);
    const res = await t.json('POST', `/api/forum/topics/${id}/replies`, { token: a.token, body: { content: 'x' } });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(forumMessages.replyLimit);
  });
});

describe('forum votes', () => {
  it('toggles and switches one vote per member', async () => {
    const a = await member();
    const id = await newTopic(a.token);
    const up = await t.json('POST', `/api/forum/topic/${id}/vote`, { token: a.token, body: { value: 1 } });
    expect(up.body).toEqual({ upvotes: 1, downvotes: 0, myVote: 1 });
    const sw = await t.json('POST', `/api/forum/topic/${id}/vote`, { token: a.token, body: { value: -1 } });
    expect(sw.body).toEqual({ upvotes: 0, downvotes: 1, myVote: -1 });
    const off = await t.json('POST', `/api/forum/topic/${id}/vote`, { token: a.token, body: { value: -1 } });
    expect(off.body).toEqual({ upvotes: 0, downvotes: 0, myVote: 0 });
    await t.json('POST', `/api/forum/topic/${id}/vote`, { token: a.token, body: { value: 1 } });
    expect((await t.json('GET', `/api/forum/topics/${id}`, { token: a.token })).body).toMatchObject({ upvotes: 1, myVote: 1 });

    expect((await t.json('POST', `/api/forum/topic/${id}/vote`, { token: a.token, body: { value: 2 } })).status).toBe(400);
    expect((await t.json('POST', `/api/forum/topic/${id}/vote`, { body: { value: 1 } })).status).toBe(401);
    expect((await t.json('POST', '/api/forum/topic/00000000-0000-4000-8000-000000000000/vote', { token: a.token, body: { value: 1 } })).status).toBe(404);
    expect((await t.json('POST', `/api/forum/post/${id}/vote`, { token: a.token, body: { value: 1 } })).status).toBe(404);

    const reply = await t.json('POST', `/api/forum/topics/${id}/replies`, { token: a.token, body: { content: 'r' } });
    const rv = await t.json('POST', `/api/forum/reply/${reply.body.id}/vote`, { token: a.token, body: { value: -1 } });
    expect(rv.body).toEqual({ upvotes: 0, downvotes: 1, myVote: -1 });
    expect((await t.json('GET', `/api/forum/topics/${id}`, { token: a.token })).body.replies[0]).toMatchObject({ downvotes: 1, myVote: -1 });
  });

  it('keeps counts equal to the stored votes under concurrent voting', async () => {
    const a = await member();
    const id = await newTopic(a.token);
    const voters = await Promise.all(Array.from({ length: 8 }, () => member()));
    // Each voter fires several votes at once: up, down, up. Whatever order they land in, counts must match the rows.
    await Promise.all(
      voters.flatMap((v, i) => [1, -1, i % 2 ? 1 : -1].map((value) => t.json('POST', `/api/forum/topic/${id}/vote`, { token: v.token, body: { value } }))),
    );
    const row = await one<{ upvotes: number; downvotes: number; ups: number; downs: number; n: number }>(sql`
      select t.upvotes, t.downvotes,
        (select count(*)::int from forum_votes v where v.target_id = t.id and v.value = 1) as ups,
        (select count(*)::int from forum_votes v where v.target_id = t.id and v.value = -1) as downs,
        (select count(*)::int from forum_votes v where v.target_id = t.id) as n
      from forum_topics t where t.id = ${id}::uuid`);
    expect(row.upvotes).toBe(row.ups);
    expect(row.downvotes).toBe(row.downs);
    expect(row.n).toBeLessThanOrEqual(8);
  });
});

describe('forum views', () => {
  it('counts one view per viewer per hour', async () => {
    const a = await member();
    const id = await newTopic(a.token);
    const ip1 = { 'x-forwarded-for': '203.0.113.7' };
    const ip2 = { 'x-forwarded-for': '203.0.113.8' };
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip1 })).body).toEqual({ views: 1, counted: true });
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip1 })).body).toEqual({ views: 1, counted: false });
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip2 })).body.views).toBe(2);
    // A member is one viewer whatever their address.
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { token: a.token, headers: ip1 })).body.views).toBe(3);
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { token: a.token, headers: ip2 })).body.counted).toBe(false);
    // Concurrent opens by one new viewer count once.
    const ip3 = { 'x-forwarded-for': '203.0.113.9' };
    await Promise.all([1, 2, 3, 4].map(() => t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip3 })));
    expect((await t.json('GET', `/api/forum/topics/${id}`)).body.views).toBe(4);
    // An hour later the same viewer counts again.
    await t.deps.db.execute(sql`update forum_topic_views set viewed_at = now() - interval '61 minutes' where topic_id = ${id}::uuid`);
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip1 })).body).toEqual({ views: 5, counted: true });
    // No raw IP is stored.
    const keys = rowsOf<{ viewer_key: string }>(await t.deps.db.execute(sql`select viewer_key from forum_topic_views where topic_id = ${id}::uuid`));
    expect(keys.some((k) => k.viewer_key.includes('203.0.113'))).toBe(false);
    expect((await t.json('POST', '/api/forum/topics/00000000-0000-4000-8000-000000000000/view')).status).toBe(404);
  });

  it('housekeeping purges view records past the hour window and keeps the recent ones', async () => {
    const a = await member();
    const id = await newTopic(a.token);
    const ip = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
    for (const n of [1, 2, 3]) await t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip(n) });
    // Viewers 1 and 2 were here more than an hour ago; viewer 3 just now.
    await t.deps.db.execute(sql`
      update forum_topic_views set viewed_at = now() - interval '61 minutes'
      where topic_id = ${id}::uuid and viewed_at = (select min(viewed_at) from forum_topic_views where topic_id = ${id}::uuid)`);
    await t.deps.db.execute(sql`
      update forum_topic_views set viewed_at = now() - interval '3 days'
      where topic_id = ${id}::uuid and viewed_at > now() - interval '1 hour'
        and id = (select id from forum_topic_views where topic_id = ${id}::uuid and viewed_at > now() - interval '1 hour' order by viewed_at limit 1)`);
    const count = async () => (await one<{ n: number }>(sql`select count(*)::int as n from forum_topic_views where topic_id = ${id}::uuid`)).n;
    expect(await count()).toBe(3);
    await housekeepingJob.run(t.deps, {});
    expect(await count()).toBe(1);
    // The purge does not change the counting rule: viewer 3 is still within the hour, the others count again.
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip(3) })).body.counted).toBe(false);
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { headers: ip(1) })).body.counted).toBe(true);
    expect((await t.json('GET', `/api/forum/topics/${id}`)).body.views).toBe(4);
  });
});
