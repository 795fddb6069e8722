import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createNotification } from './notifications.service.ts';

const t = useTestApp();

async function member() {
  const u = await t.createUser();
  return { ...u, token: await t.loginAs(u.email) };
}

describe('notifications', () => {
  it('lists my notifications newest first, paginated, with the unread count', async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) {
      await createNotification(t.deps.db, { userId: m.id, kind: 'system', title: `N${i}` });
      await t.deps.db.execute(
        sql`update notifications set created_at = now() - make_interval(mins => ${10 - i}) where title = ${`N${i}`} and user_id = ${m.id}`,
      );
    }
    const p1 = await t.json('GET', '/api/notifications?pageSize=2', { token: m.token });
    expect(p1.status).toBe(200);
    expect(p1.body.items.map((n: { title: string }) => n.title)).toEqual(['N4', 'N3']);
    expect(p1.body).toMatchObject({ total: 5, totalPages: 3, unread: 5 });
    const p3 = await t.json('GET', '/api/notifications?pageSize=2&page=3', { token: m.token });
    expect(p3.body.items.map((n: { title: string }) => n.title)).toEqual(['N0']);
    expect((await t.json('GET', '/api/notifications/unread-count', { token: m.token })).body).toEqual({ unread: 5 });
  });

  it('marks one or all as read; nobody reads or marks another member’s notification', async () => {
    const a = await member();
    const b = await member();
    await createNotification(t.deps.db, { userId: a.id, kind: 'system', title: 'A1' });
    await createNotification(t.deps.db, { userId: a.id, kind: 'system', title: 'A2' });
    const list = await t.json('GET', '/api/notifications', { token: a.token });
    const id = list.body.items[0].id;
    const foreign = await t.json('POST', `/api/notifications/${id}/read`, { token: b.token });
    expect(foreign.status).toBe(404);
    expect((await t.json('GET', '/api/notifications', { token: b.token })).body.total).toBe(0);
    expect((await t.json('GET', '/api/notifications/unread-count', { token: a.token })).body.unread).toBe(2);
    const one = await t.json('POST', `/api/notifications/${id}/read`, { token: a.token });
    expect(one.status).toBe(200);
    expect(one.body.readAt).not.toBeNull();
    expect((await t.json('GET', '/api/notifications/unread-count', { token: a.token })).body.unread).toBe(1);
    const all = await t.json('POST', '/api/notifications/read-all', { token: a.token });
    expect(all.body.updated).toBe(1);
    expect((await t.json('GET', '/api/notifications/unread-count', { token: a.token })).body.unread).toBe(0);
    expect((await t.json('GET', '/api/notifications')).status).toBe(401);
  });

  it('dedupes by key and notifies a topic author about replies by others only', async () => {
    const author = await member();
    const replier = await member();
    expect(await createNotification(t.deps.db, { userId: author.id, kind: 'system', title: 'x', dedupeKey: 'k1' })).toBe(true);
    expect(await createNotification(t.deps.db, { userId: author.id, kind: 'system', title: 'x', dedupeKey: 'k1' })).toBe(false);
    const [topic] = rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`insert into forum_topics (user_id, title, content) values (${author.id}, 'My question', 'Body') returning id`),
    );
    const topicId = topic?.id as string;
    // A reply by the author notifies nobody; a reply by someone else reaches the author's bell.
    expect((await t.json('POST', `/api/forum/topics/${topicId}/replies`, { token: author.token, body: { content: 'Self reply' } })).status).toBe(201);
    expect((await t.json('POST', `/api/forum/topics/${topicId}/replies`, { token: replier.token, body: { content: 'Answer' } })).status).toBe(201);
    const notes = await t.json('GET', '/api/notifications', { token: author.token });
    const replies = notes.body.items.filter((n: { kind: string }) => n.kind === 'forum_reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ kind: 'forum_reply', link: `/forum/${topicId}` });
    expect(replies[0].title).toContain('My question');
  });
});
