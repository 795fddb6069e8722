import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { useTestApp } from '../test/test-app.ts';
import { readCacheVersions } from './public-cache.queries.ts';

// Counters as overlays (docs/decisions/2002): a like, a vote or a view changes the visible counts at once but not the
// content versions that key the visitors' cache. The poll is on, as in production: the writes go through this app.
const t = useTestApp({ CACHE_VERSION_POLL_MS: '2000' });
let member = '';
let jobId = '';

beforeAll(async () => {
  const u = await t.createUser();
  member = await t.loginAs(u.email);
  const [r] = rowsOf<{ id: string }>(
    await t.deps.db.execute(
      sql`insert into jobs (job_title, job_description, status, posted_date) values ('Overlaid kestrel tester', 'x', 'active', current_date) returning id`,
    ),
  );
  jobId = r?.id as string;
});

describe('counters laid over cached answers', () => {
  it('a like shows in the visitors’ list and detail answers and the landing page, and the catalogue version stays', async () => {
    const list = '/api/jobs?search=kestrel';
    const detail = `/api/jobs/${jobId}`;
    expect((await t.json('GET', list)).body.items[0]).toMatchObject({ id: jobId, likeCount: 0 });
    expect((await t.json('GET', detail)).body.likeCount).toBe(0);
    const before = await readCacheVersions(t.deps.db);
    const like = await t.json('POST', '/api/likes', { token: member, body: { contentType: 'job', contentId: jobId } });
    expect(like.body).toMatchObject({ liked: true, likeCount: 1 });
    const after = await readCacheVersions(t.deps.db);
    expect(after.catalog).toBe(before.catalog);
    expect(after['catalog-counts']).toBeGreaterThan(before['catalog-counts'] ?? 0);
    const listed = await t.json('GET', list);
    expect(listed.body.items[0]).toMatchObject({ id: jobId, likeCount: 1, likedByMe: false });
    expect(listed.res.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=5');
    expect((await t.json('GET', detail)).body).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await t.json('GET', list, { token: member })).body.items[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    // The landing page's newest jobs carry the same count.
    const landing = (await t.json('GET', '/api/landing')).body.jobs as { id: string; likeCount: number }[];
    expect(landing.find((j) => j.id === jobId)?.likeCount).toBe(1);
    // Taking the like back shows too, and a new ETag goes with the new count.
    const tag = listed.res.headers.get('etag') as string;
    await t.json('DELETE', '/api/likes', { token: member, body: { contentType: 'job', contentId: jobId } });
    const unliked = await t.request('GET', list, { headers: { 'if-none-match': tag } });
    expect(unliked.status).toBe(200);
    expect(((await unliked.json()) as { items: { likeCount: number }[] }).items[0]?.likeCount).toBe(0);
    expect((await readCacheVersions(t.deps.db)).catalog).toBe(before.catalog);
  });

  it('a forum vote and a view show in the topic list and the discussion, and the forum version stays', async () => {
    const topic = await t.json('POST', '/api/forum/topics', { token: member, body: { title: 'Overlaid plover topic', content: 'Body', tags: [] } });
    const id = topic.body.id as string;
    const reply = await t.json('POST', `/api/forum/topics/${id}/replies`, { token: member, body: { content: 'A plover reply' } });
    const voter = await t.loginAs((await t.createUser()).email);
    const list = '/api/forum/topics?search=plover';
    const page = `/api/forum/topics/${id}`;
    expect((await t.json('GET', list)).body.items[0]).toMatchObject({ id, upvotes: 0, views: 0 });
    expect((await t.json('GET', page)).body.replies[0]).toMatchObject({ upvotes: 0 });
    const before = await readCacheVersions(t.deps.db);
    expect((await t.json('POST', `/api/forum/topic/${id}/vote`, { token: voter, body: { value: 1 } })).status).toBe(200);
    expect((await t.json('POST', `/api/forum/reply/${reply.body.id}/vote`, { token: voter, body: { value: -1 } })).status).toBe(200);
    expect((await t.json('POST', `/api/forum/topics/${id}/view`, { token: voter })).body).toMatchObject({ views: 1, counted: true });
    const after = await readCacheVersions(t.deps.db);
    expect(after.forum).toBe(before.forum);
    expect(after['forum-counts']).toBeGreaterThan(before['forum-counts'] ?? 0);
    expect((await t.json('GET', list)).body.items[0]).toMatchObject({ id, upvotes: 1, downvotes: 0, views: 1 });
    const discussion = (await t.json('GET', page)).body;
    expect(discussion).toMatchObject({ upvotes: 1, views: 1 });
    expect(discussion.replies[0]).toMatchObject({ upvotes: 0, downvotes: 1 });
    // An edit of the content still bumps the forum version.
    await t.deps.db.execute(sql`update forum_topics set title = 'Overlaid plover topic, edited' where id = ${id}::uuid`);
    expect((await readCacheVersions(t.deps.db)).forum).toBe((before.forum ?? 0) + 1);
  });

  // The lists' order versions (migration 0027, decision 2430) have trigger lists of their own, left out here.
  it('keeps every column of forum_topics and forum_replies in exactly one trigger list: content or counters', async () => {
    const rows = rowsOf<{ tbl: string; col: string; triggers: string[] | null }>(
      await t.deps.db.execute(sql`
        select c.relname as tbl, a.attname as col,
          (select array_agg(tg.tgname::text order by tg.tgname) from pg_trigger tg
            where tg.tgrelid = c.oid and a.attnum = any(string_to_array(tg.tgattr::text, ' ')::int2[])
              and tg.tgname ~ '_(cache|counts)_version$') as triggers
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relname in ('forum_topics', 'forum_replies') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''`),
    );
    const counters = new Set(['upvotes', 'downvotes', 'views']);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      const kind = counters.has(r.col) ? 'counts_version' : 'cache_version';
      expect(r.triggers, `${r.tbl}.${r.col}`).toEqual([`${r.tbl}_${kind}`]);
    }
  });
});
