import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// Signed-in lists: the visitors' answer for the query with each member's own flags laid over it (member-lists.ts).
const t = useTestApp();
let a = '';
let b = '';
let jobId = '';
let webinarId = '';

beforeAll(async () => {
  const ua = await t.createUser();
  const ub = await t.createUser();
  a = await t.loginAs(ua.email);
  b = await t.loginAs(ub.email);
  const insert = async (q: ReturnType<typeof sql>) => ((await t.deps.db.execute(q)) as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
  jobId = await insert(
    sql`insert into jobs (job_title, job_description, status, posted_date) values ('Wombat overlay tester', 'x', 'active', current_date) returning id`,
  );
  webinarId = await insert(
    sql`insert into webinars (title, description, start_time, duration_minutes, status) values ('Wombat overlay webinar', 'x', now() + interval '3 days', 45, 'upcoming') returning id`,
  );
});

const jobs = async (token?: string) =>
  (await t.json('GET', '/api/jobs?search=wombat', token ? { token } : {})).body.items as { id: string; likeCount: number; likedByMe: boolean }[];

describe('signed-in lists', () => {
  it("flags each member's own likes on the shared answer, and counts every like for everyone", async () => {
    expect(await jobs(a)).toEqual([expect.objectContaining({ id: jobId, likeCount: 0, likedByMe: false })]);
    expect((await t.json('POST', '/api/likes', { token: a, body: { contentType: 'job', contentId: jobId } })).status).toBe(200);
    expect(await jobs(a)).toEqual([expect.objectContaining({ likeCount: 1, likedByMe: true })]);
    expect(await jobs(b)).toEqual([expect.objectContaining({ likeCount: 1, likedByMe: false })]);
    expect(await jobs()).toEqual([expect.objectContaining({ likeCount: 1, likedByMe: false })]);
    expect((await t.json('DELETE', '/api/likes', { token: a, body: { contentType: 'job', contentId: jobId } })).status).toBeLessThan(300);
    expect(await jobs(a)).toEqual([expect.objectContaining({ likeCount: 0, likedByMe: false })]);
  });

  it("flags a member's webinar registrations (registeredByMe) and no one else's", async () => {
    expect((await t.json('POST', `/api/webinars/${webinarId}/register`, { token: b })).status).toBeLessThan(300);
    const list = async (token: string) =>
      ((await t.json('GET', '/api/webinars?search=wombat', { token })).body.items as { id: string; registeredByMe: boolean }[]).find((w) => w.id === webinarId);
    expect(await list(b)).toMatchObject({ registeredByMe: true });
    expect(await list(a)).toMatchObject({ registeredByMe: false });
  });
});
