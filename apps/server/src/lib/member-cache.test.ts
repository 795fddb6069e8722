// pglite-subset: the member versions come from snapshot xmins and transaction ids, whose handling differs on the embedded database
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { makeVendor, makeWebinar } from '../test/factories-member.ts';
import { useTestApp } from '../test/test-app.ts';
import { memberCacheSize } from './member-cache.ts';
import { forgetVersions } from './versioned-cache.ts';

// Members' answers and session checks kept per member version (lib/member-cache.ts, docs/decisions/2410), with the
// version poll ON as in production. The clock (Date only) is held still, so the poll never runs out by itself: an
// answer is a stored one until the test moves the clock a poll on. Two apps stand for two processes: 'A' serves the
// member's writes, 'B' has its own caches on the same database (its own pool on PostgreSQL).
const POLL = 2000;
const t = useTestApp({ CACHE_VERSION_POLL_MS: String(POLL), MEMBER_CACHE_MAX_ANSWERS: '40' });
type App = { app: ReturnType<typeof createApp>; db: Db };
let a: App;
let b: App;
let closeB: () => Promise<void> = async () => undefined;
let vendorId = '';
let jobId = '';
let webinarId = '';
let now = Date.UTC(2026, 10, 27, 9);

const call = async (app: App, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
  const h: Record<string, string> = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  const res = await app.app.request(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return { status: res.status, res, body: (text ? JSON.parse(text) : null) as any };
};
const get = (app: App, path: string, token: string, headers?: Record<string, string>) => call(app, 'GET', path, token, undefined, headers);
/** One poll later: every process has read the versions again. */
const aPollLater = () => {
  now += POLL + 1;
  vi.setSystemTime(now);
};
const jobsList = (app: App, token: string) => get(app, '/api/jobs?search=zebrafish', token);
const likedJob = async (app: App, token: string) => (await jobsList(app, token)).body.items.find((i: { id: string }) => i.id === jobId)?.likedByMe;
const dashboard = async (app: App, token: string) => (await get(app, '/api/dashboard', token)).body;

async function member(): Promise<{ id: string; email: string; password: string; token: string }> {
  const u = await t.createUser();
  return { ...u, token: await t.loginAs(u.email) };
}

beforeAll(async () => {
  a = { app: t.app, db: t.deps.db };
  if (t.database.kind === 'postgres') {
    const other = await openDatabase({ databaseUrl: t.database.url });
    b = { app: createApp({ ...t.deps, db: other.db }), db: other.db };
    closeB = () => other.close();
  } else {
    // PGlite is one embedded database: the other process's caches are keyed by another handle on it.
    const handle = Object.create(t.deps.db) as Db;
    b = { app: createApp({ ...t.deps, db: handle }), db: handle };
  }
  vendorId = await makeVendor(t.deps.db, { name: 'Zebrafish Labs' });
  const [job] = (
    (await t.deps.db.execute(
      sql`insert into jobs (job_title, job_description, status, posted_date, vendor_id) values ('Zebrafish tester', 'x', 'active', current_date, ${vendorId}) returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  jobId = job?.id as string;
  webinarId = await makeWebinar(t.deps.db, { title: 'Zebrafish webinar', vendorId });
  return closeB;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  vi.setSystemTime(now);
  forgetVersions(a.db);
  forgetVersions(b.db);
});
afterEach(() => vi.useRealTimers());

describe("a member's answers are stored and sent again until their version moves", () => {
  it('sends the stored answer, with a private ETag and 304 on a match', async () => {
    const m = await member();
    const first = await jobsList(a, m.token);
    expect(first.status).toBe(200);
    const tag = first.res.headers.get('etag') as string;
    expect(first.res.headers.get('cache-control')).toBe('private, no-cache');
    const again = await jobsList(a, m.token);
    expect(again.res.headers.get('etag')).toBe(tag);
    expect((await get(a, '/api/jobs?search=zebrafish', m.token, { 'if-none-match': tag })).status).toBe(304);
    // Bad input is still the operation's own 400, never stored.
    for (let i = 0; i < 2; i++) expect((await get(a, '/api/jobs?page=abc', m.token)).status).toBe(400);
    const dash = await get(a, '/api/dashboard', m.token);
    expect(dash.res.headers.get('etag')).toBeTruthy();
    expect((await get(a, '/api/dashboard', m.token, { 'if-none-match': dash.res.headers.get('etag') as string })).status).toBe(304);
  });

  it("a like shows in the member's next list and dashboard at once in this process, and in another within one poll", async () => {
    const m = await member();
    expect(await likedJob(a, m.token)).toBe(false);
    expect(await likedJob(b, m.token)).toBe(false);
    expect((await dashboard(a, m.token)).jobs.find((j: { id: string }) => j.id === jobId)?.likedByMe).toBe(false);
    expect((await call(a, 'POST', '/api/likes', m.token, { contentType: 'job', contentId: jobId })).status).toBe(200);
    expect(await likedJob(a, m.token)).toBe(true);
    expect((await dashboard(a, m.token)).jobs.find((j: { id: string }) => j.id === jobId)?.likedByMe).toBe(true);
    aPollLater();
    expect(await likedJob(b, m.token)).toBe(true);
    expect((await call(a, 'DELETE', '/api/likes', m.token, { contentType: 'job', contentId: jobId })).status).toBe(200);
    expect(await likedJob(a, m.token)).toBe(false);
  });

  it('a webinar registration shows at once in this process and within one poll in another', async () => {
    const m = await member();
    const registered = async (app: App) => ({
      list: (await get(app, '/api/webinars', m.token)).body.items.find((w: { id: string }) => w.id === webinarId)?.registeredByMe,
      dash: (await dashboard(app, m.token)).webinars.find((w: { id: string }) => w.id === webinarId)?.registeredByMe,
    });
    expect(await registered(a)).toEqual({ list: false, dash: false });
    expect(await registered(b)).toEqual({ list: false, dash: false });
    expect((await call(a, 'POST', `/api/webinars/${webinarId}/register`, m.token)).status).toBeLessThan(300);
    expect(await registered(a)).toEqual({ list: true, dash: true });
    // Not a like: no catalogue or counts version moved, only the member's.
    aPollLater();
    expect(await registered(b)).toEqual({ list: true, dash: true });
  });

  it('a follow shows in the dashboard (For you) at once, and within one poll in another process', async () => {
    const m = await member();
    expect((await dashboard(a, m.token)).forYou).toEqual([]);
    expect((await dashboard(b, m.token)).forYou).toEqual([]);
    expect((await call(a, 'PUT', `/api/me/follows/vendor/${vendorId}`, m.token)).status).toBe(200);
    expect((await dashboard(a, m.token)).forYou.map((i: { title: string }) => i.title)).toContain('Zebrafish tester');
    aPollLater();
    expect((await dashboard(b, m.token)).forYou.map((i: { title: string }) => i.title)).toContain('Zebrafish tester');
  });

  it('saved preferences (the followed topics and vendors) show at once', async () => {
    const m = await member();
    const prefs = await get(a, '/api/preferences', m.token);
    expect(prefs.status).toBe(200);
    expect((await dashboard(a, m.token)).forYou).toEqual([]);
    // The preferences form's own save, with the vendor followed through the digest's preferred vendors.
    await t.deps.db.execute(sql`insert into digest_preferences (user_id, preferred_vendors) values (${m.id}::uuid, array[${vendorId}])
      on conflict (user_id) do update set preferred_vendors = excluded.preferred_vendors`);
    // A write of another process: this one sees it within one poll.
    aPollLater();
    expect((await dashboard(a, m.token)).forYou.map((i: { title: string }) => i.title)).toContain('Zebrafish tester');
  });

  it("a webinar's page viewed by the member counts in their next dashboard at once", async () => {
    const m = await member();
    expect((await dashboard(a, m.token)).stats.webinarsViewed).toBe(0);
    expect((await get(a, `/api/webinars/${webinarId}`, m.token)).status).toBe(200);
    expect((await dashboard(a, m.token)).stats.webinarsViewed).toBe(1);
  });

  it("one member never gets another's stored answer", async () => {
    const one = await member();
    const two = await member();
    await call(a, 'POST', '/api/likes', one.token, { contentType: 'job', contentId: jobId });
    expect(await likedJob(a, one.token)).toBe(true);
    expect(await likedJob(a, two.token)).toBe(false);
    expect(await likedJob(a, one.token)).toBe(true);
    const d1 = await get(a, '/api/dashboard', one.token);
    const d2 = await get(a, '/api/dashboard', two.token);
    expect(d1.res.headers.get('etag')).not.toBe(d2.res.headers.get('etag'));
    // Another member's tag is no 304 for this one.
    expect((await get(a, '/api/dashboard', two.token, { 'if-none-match': d1.res.headers.get('etag') as string })).status).toBe(200);
  });

  it('keeps at most the configured number of answers; an evicted one is made again, still right', async () => {
    const m = await member();
    for (let page = 1; page <= 60; page++) expect((await get(a, `/api/jobs?page=${page}&search=zebrafish`, m.token)).status).toBe(200);
    expect(memberCacheSize(a.db).answers).toBeLessThanOrEqual(40);
    await call(a, 'POST', '/api/likes', m.token, { contentType: 'job', contentId: jobId });
    expect((await get(a, '/api/jobs?page=1&search=zebrafish', m.token)).body.items[0]).toMatchObject({ id: jobId, likedByMe: true });
  });
});

describe('the stored session check', () => {
  async function refreshCookie(email: string, password: string) {
    const res = await call(a, 'POST', '/api/auth/login', undefined, { email, password });
    const cookie = (res.res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('portal_rt='));
    return { token: res.body.accessToken as string, cookie: cookie?.split(';')[0] as string };
  }

  it('sign-out refuses the token at once in this process and within one poll in another', async () => {
    const u = await t.createUser();
    const s = await refreshCookie(u.email, u.password);
    expect((await get(a, '/api/dashboard', s.token)).status).toBe(200);
    expect((await get(b, '/api/dashboard', s.token)).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', undefined, undefined, { cookie: s.cookie })).status).toBe(200);
    expect((await get(a, '/api/dashboard', s.token)).status).toBe(401);
    expect((await get(a, '/api/me', s.token)).status).toBe(401);
    aPollLater();
    expect((await get(b, '/api/dashboard', s.token)).status).toBe(401);
  });

  it("a password change ends the member's other sessions at once", async () => {
    const u = await t.createUser();
    const other = await t.loginAs(u.email, u.password);
    const current = await t.loginAs(u.email, u.password);
    expect((await get(a, '/api/dashboard', other)).status).toBe(200);
    const changed = await call(a, 'POST', '/api/account/password', current, { currentPassword: u.password, newPassword: 'another-secret-456' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await get(a, '/api/dashboard', other)).status).toBe(401);
  });

  it("the account's deletion refuses its token at once", async () => {
    const m = await member();
    expect((await get(a, '/api/jobs?search=zebrafish', m.token)).status).toBe(200);
    const gone = await call(a, 'POST', '/api/account/delete', m.token, { password: m.password, confirm: 'DELETE' });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await get(a, '/api/dashboard', m.token)).status).toBe(401);
  });

  it('a role change counts within one poll (another process) and at once when this process made it', async () => {
    const m = await member();
    expect((await get(a, '/api/admin/users', m.token)).status).toBe(403);
    expect((await get(b, '/api/admin/users', m.token)).status).toBe(403);
    // Made admin by another process (here, straight in the database).
    await t.deps.db.execute(sql`update profiles set is_admin = true where id = ${m.id}::uuid`);
    aPollLater();
    expect((await get(a, '/api/admin/users', m.token)).status).toBe(200);
    expect((await get(b, '/api/admin/users', m.token)).status).toBe(200);
    // Demoted by an admin through this process (A): refused at once there.
    const admin = await t.createUser({ isAdmin: true });
    const adminToken = await t.loginAs(admin.email, admin.password);
    const demoted = await call(a, 'PUT', `/api/admin/users/${m.id}`, adminToken, { isAdmin: false, isVendorAdmin: false, isPro: false });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect((await get(a, '/api/admin/users', m.token)).status).toBe(403);
  });

  it('a plan change counts within one poll in every process, and at once in the process that made it', async () => {
    const m = await member();
    // A recording older than the free days is Pro-only: the panel reads the plan from the session check.
    const old = await makeWebinar(t.deps.db, { startInMinutes: -200 * 24 * 60, status: 'completed', recordingUrl: 'https://rec.example/1' });
    const recording = async (app: App) => (await get(app, `/api/webinars/${old}/registration`, m.token)).body.webinar.recordingUrl;
    expect(await recording(a)).toBeNull();
    expect(await recording(b)).toBeNull();
    await t.deps.db.execute(sql`update profiles set is_pro = true where id = ${m.id}::uuid`);
    aPollLater();
    expect(await recording(a)).toBe('https://rec.example/1');
    expect(await recording(b)).toBe('https://rec.example/1');
    const admin = await t.createUser({ isAdmin: true });
    const adminToken = await t.loginAs(admin.email, admin.password);
    expect((await call(a, 'PUT', `/api/admin/users/${m.id}`, adminToken, { isAdmin: false, isVendorAdmin: false, isPro: false })).status).toBe(200);
    expect(await recording(a)).toBeNull();
  });
});
