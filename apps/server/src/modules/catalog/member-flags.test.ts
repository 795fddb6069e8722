import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// GET /api/me/flags: a member's own flags (and the current like counts) of some items of one type, what a signed-in
// browser lays over a list the server rendered for visitors (docs/decisions/2014-member-flags-overlay.md).
const t = useTestApp();
let a = '';
let b = '';
let jobId = '';
let otherJobId = '';
let webinarId = '';

beforeAll(async () => {
  a = await t.loginAs((await t.createUser()).email);
  b = await t.loginAs((await t.createUser()).email);
  const insert = async (q: ReturnType<typeof sql>) => ((await t.deps.db.execute(q)) as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
  jobId = await insert(
    sql`insert into jobs (job_title, job_description, status, posted_date) values ('Quokka flags tester', 'x', 'active', current_date) returning id`,
  );
  otherJobId = await insert(
    sql`insert into jobs (job_title, job_description, status, posted_date) values ('Quokka flags lead', 'x', 'active', current_date) returning id`,
  );
  webinarId = await insert(
    sql`insert into webinars (title, description, start_time, duration_minutes, status) values ('Quokka flags webinar', 'x', now() + interval '3 days', 45, 'upcoming') returning id`,
  );
});

const flagsPath = (type: string, ids: string[]) => `/api/me/flags?type=${type}${ids.map((id) => `&ids=${id}`).join('')}`;
const flags = (token: string, type: string, ids: string[]) => t.json('GET', flagsPath(type, ids), { token });

describe('GET /api/me/flags', () => {
  it("answers the caller's own likes with the current counts, never another member's, privately and uncached", async () => {
    expect((await t.json('POST', '/api/likes', { token: a, body: { contentType: 'job', contentId: jobId } })).status).toBe(200);
    const mine = await flags(a, 'job', [jobId, otherJobId]);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      items: [
        { id: jobId, likeCount: 1, likedByMe: true },
        { id: otherJobId, likeCount: 0, likedByMe: false },
      ],
    });
    // B sees A's like in the count only.
    expect((await flags(b, 'job', [jobId])).body).toEqual({ items: [{ id: jobId, likeCount: 1, likedByMe: false }] });
    const res = await t.request('GET', flagsPath('job', [jobId]), { token: a });
    expect(res.headers.get('cache-control')).toBe('no-store');
    // One id asked twice is answered once.
    expect((await flags(a, 'job', [jobId, jobId])).body.items).toHaveLength(1);
  });

  it("flags a member's webinar registrations and no one else's", async () => {
    expect((await t.json('POST', `/api/webinars/${webinarId}/register`, { token: b })).status).toBeLessThan(300);
    expect((await flags(b, 'webinar', [webinarId])).body.items).toEqual([{ id: webinarId, likeCount: 0, likedByMe: false, registeredByMe: true }]);
    expect((await flags(a, 'webinar', [webinarId])).body.items).toEqual([{ id: webinarId, likeCount: 0, likedByMe: false, registeredByMe: false }]);
  });

  it('refuses a visitor (401) and bad input with a clear 400', async () => {
    expect((await t.json('GET', flagsPath('job', [jobId]))).status).toBe(401);
    const bad = async (path: string, message: string) => {
      const res = await t.json('GET', path, { token: a });
      expect(res.status, path).toBe(400);
      expect(res.body.error.message, path).toBe(message);
    };
    await bad(flagsPath('vendor', [jobId]), 'Invalid content type');
    await bad(`/api/me/flags?ids=${jobId}`, 'Invalid content type');
    await bad(flagsPath('job', ['not-a-uuid']), 'Invalid content id');
    await bad('/api/me/flags?type=job', 'Name at least one content id');
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await bad(flagsPath('job', many), 'Name at most 100 content ids');
    expect((await flags(a, 'job', many.slice(0, 100))).status).toBe(200);
  });
});
