import { leadsMessages } from '@portal/shared/leads';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { userLikes, userTrialActivations, webinarRegistrations } from '../../db/schema/activity.ts';
import { aiCourses, webinars } from '../../db/schema/catalog.ts';
import { useTestApp } from '../../test/test-app.ts';
import { csvLines, seedTwoVendors } from '../../test/fixtures.ts';
import { forgetSalt, purgePastDays, VIEW_LIMIT } from './analytics.service.ts';

const t = useTestApp({ TRUST_PROXY: 'true' });
const ids = {
  webinarA: '20000000-0000-4000-8000-000000000001',
  trialA: '20000000-0000-4000-8000-000000000002',
  jobA: '20000000-0000-4000-8000-000000000003',
  courseA: '20000000-0000-4000-8000-000000000004',
  jobB: '20000000-0000-4000-8000-000000000005',
  missing: '20000000-0000-4000-8000-0000000000ff',
};
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
let managerToken = '';
let otherToken = '';
let memberToken = '';

const DAY = 86_400_000;
/** Monday 00:00 UTC of this week, as the server computes it. */
const thisMonday = () => {
  const d = new Date();
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return new Date(midnight - ((d.getUTCDay() + 6) % 7) * DAY);
};
const iso = (d: Date) => d.toISOString().slice(0, 10);

const view = (body: unknown, ip: string, ua = chrome, headers: Record<string, string> = {}) =>
  t.json('POST', '/api/views', { body, headers: { 'x-forwarded-for': ip, 'user-agent': ua, ...headers } });

beforeAll(async () => {
  const db = t.deps.db;
  const { manager, other } = await seedTwoVendors(t, ids, { trialEnd: new Date('2030-01-01') });
  await db.insert(webinars).values({ id: ids.webinarA, vendorId: 'acme', title: 'Healing Locators Live' });
  await db.insert(aiCourses).values({ id: ids.courseA, vendorId: 'acme', name: '=HYPERLINK("https://evil.example")' });

  const members = await Promise.all([1, 2, 3, 4].map((n) => t.createUser({ fullName: `Member ${n}` })));
  const [m1, m2, m3, m4] = members.map((m) => m.id) as [string, string, string, string];
  const monday = thisMonday();
  const thisWeek = new Date(monday.getTime() + 3_600_000);
  const lastWeek = new Date(monday.getTime() - 7 * DAY + 3_600_000);
  const longAgo = new Date(monday.getTime() - 40 * 7 * DAY);

  await db.insert(userLikes).values([
    { userId: m1, contentType: 'webinar', contentId: ids.webinarA, vendorId: 'acme', createdAt: thisWeek },
    { userId: m2, contentType: 'webinar', contentId: ids.webinarA, vendorId: 'acme', createdAt: lastWeek },
    { userId: m3, contentType: 'product_trial', contentId: ids.trialA, vendorId: 'acme', createdAt: longAgo },
    { userId: m1, contentType: 'job', contentId: ids.jobB, vendorId: 'globex', createdAt: thisWeek },
    // A forged vendor_id on Globex's job never counts for Acme.
    { userId: m2, contentType: 'job', contentId: ids.jobB, vendorId: 'acme', createdAt: thisWeek },
  ]);
  await db.insert(webinarRegistrations).values([
    { webinarId: ids.webinarA, userId: m1, createdAt: thisWeek },
    { webinarId: ids.webinarA, userId: m3, createdAt: lastWeek },
  ]);
  await db.insert(userTrialActivations).values([
    { userId: m1, trialId: ids.trialA, activationDate: lastWeek, expiryDate: new Date('2030-01-01'), status: 'completed', rating: 4, completedAt: thisWeek },
    { userId: m2, trialId: ids.trialA, activationDate: lastWeek, expiryDate: new Date('2030-01-01'), status: 'completed', rating: 5, completedAt: thisWeek },
    { userId: m3, trialId: ids.trialA, activationDate: lastWeek, expiryDate: new Date('2030-01-01'), status: 'completed', rating: 3, completedAt: lastWeek },
    { userId: m4, trialId: ids.trialA, activationDate: thisWeek, expiryDate: new Date('2030-01-01'), status: 'active' },
  ]);
  await db.execute(sql`insert into content_view_days (content_type, content_id, day, views) values
    ('webinar', ${ids.webinarA}::uuid, ${iso(lastWeek)}::date, 10),
    ('product_trial', ${ids.trialA}::uuid, ${iso(lastWeek)}::date, 7),
    ('job', ${ids.jobB}::uuid, ${iso(lastWeek)}::date, 99),
    ('webinar', ${ids.webinarA}::uuid, ${iso(longAgo)}::date, 1000)`);

  managerToken = await t.loginAs(manager.email);
  otherToken = await t.loginAs(other.email);
  memberToken = await t.loginAs(members[0]?.email ?? '');
});

describe('view beacon', () => {
  it('counts a visitor once per item per day; another address counts again, a new User-Agent does not', async () => {
    const before = await todaysViews(ids.jobA);
    expect((await view({ type: 'job', id: ids.jobA }, '203.0.113.5')).body).toEqual({ counted: true });
    expect((await view({ type: 'job', id: ids.jobA }, '203.0.113.5')).body).toEqual({ counted: false });
    expect((await view({ type: 'job', id: ids.jobA }, '203.0.113.6')).body).toEqual({ counted: true });
    expect((await view({ type: 'job', id: ids.jobA }, '203.0.113.5', firefox)).body).toEqual({ counted: false });
    expect((await view({ type: 'job', id: ids.jobA }, '203.0.113.5', `${chrome} rotated/1`)).body).toEqual({ counted: false });
    // The same visitor on another item counts there.
    expect((await view({ type: 'webinar', id: ids.webinarA }, '203.0.113.5')).body).toEqual({ counted: true });
    expect(await todaysViews(ids.jobA)).toBe(before + 2);
  });

  it('stores no IP address: no address column and no stored value holds it', async () => {
    await view({ type: 'job', id: ids.jobA }, '198.51.100.77');
    const cols = rowsOf<{ table_name: string; column_name: string }>(
      await t.deps.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_name in ('content_view_days', 'content_view_visitors', 'analytics_salts')`),
    );
    expect(cols.length).toBeGreaterThan(0);
    for (const c of cols) expect(c.column_name).not.toMatch(/ip|addr|agent|user_id/i);
    const dump = rowsOf<{ t: string }>(
      await t.deps.db.execute(sql`select (select coalesce(string_agg(v::text, '|'), '') from content_view_visitors v)
        || (select coalesce(string_agg(d::text, '|'), '') from content_view_days d)
        || (select coalesce(string_agg(r.key, '|'), '') from rate_limit_events r) as t`),
    )[0]?.t;
    expect(dump).not.toContain('198.51.100.77');
    expect(dump).not.toContain('198.51.100');
    expect(dump).not.toContain('Chrome');
    expect(dump).toMatch(/content_view|job|[0-9a-f-]{36}/);
  });

  it('ignores crawlers, empty user agents, DNT and Sec-GPC', async () => {
    const before = await todaysViews(ids.courseA);
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'facebookexternalhit/1.1', '']) {
      expect((await view({ type: 'ai_course', id: ids.courseA }, '192.0.2.10', ua)).body).toEqual({ counted: false });
    }
    expect((await view({ type: 'ai_course', id: ids.courseA }, '192.0.2.11', chrome, { dnt: '1' })).body).toEqual({ counted: false });
    expect((await view({ type: 'ai_course', id: ids.courseA }, '192.0.2.12', chrome, { 'sec-gpc': '1' })).body).toEqual({ counted: false });
    expect(await todaysViews(ids.courseA)).toBe(before);
  });

  it('validates the content: bad type or id is 400, unknown content 404', async () => {
    expect((await view({ type: 'forum', id: ids.jobA }, '192.0.2.20')).status).toBe(400);
    expect((await view({ type: 'job', id: 'nope' }, '192.0.2.20')).status).toBe(400);
    expect((await view({ type: 'job', id: ids.webinarA }, '192.0.2.20')).status).toBe(404);
    expect((await view({ type: 'webinar', id: ids.missing }, '192.0.2.20')).status).toBe(404);
  });

  it(`rate-limits an address to ${VIEW_LIMIT.max} beacons per ${VIEW_LIMIT.windowSeconds / 60} minutes`, async () => {
    for (let i = 0; i < VIEW_LIMIT.max; i++) {
      const r = await view({ type: 'job', id: ids.jobA }, '192.0.2.99', `${chrome} ${i}`);
      expect(r.status).toBe(200);
    }
    const limited = await view({ type: 'job', id: ids.jobA }, '192.0.2.99', firefox);
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await view({ type: 'job', id: ids.jobA }, '192.0.2.100', firefox)).status).toBe(200);
  });

  it("counts parallel beacons of one visitor once, and a new day's salt is made once under concurrency", async () => {
    await t.deps.db.execute(sql`delete from analytics_salts`);
    forgetSalt(t.deps.db);
    const before = await todaysViews(ids.webinarA);
    const same = await Promise.all(Array.from({ length: 6 }, () => view({ type: 'webinar', id: ids.webinarA }, '192.0.2.50')));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(same.filter((r) => r.body.counted)).toHaveLength(1);
    const many = await Promise.all([51, 52, 53, 54].map((n) => view({ type: 'webinar', id: ids.webinarA }, `192.0.2.${n}`)));
    expect(many.every((r) => r.status === 200 && r.body.counted)).toBe(true);
    expect(await todaysViews(ids.webinarA)).toBe(before + 5);
    const [salts] = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from analytics_salts`));
    expect(salts?.n).toBe(1);
  });

  it("keeps only today's salt and visitor hashes", async () => {
    await t.deps.db.execute(sql`insert into analytics_salts (day, secret) values (current_date - 3, 'old')`);
    await t.deps.db.execute(sql`insert into content_view_visitors (day, content_type, content_id, visitor_hash)
      values (current_date - 3, 'job', ${ids.jobA}::uuid, 'h')`);
    await purgePastDays(t.deps);
    const [r] = rowsOf<{ salts: number; old: number; today: number }>(
      await t.deps.db.execute(sql`select (select count(*)::int from analytics_salts) as salts,
        (select count(*)::int from content_view_visitors where day < (now() at time zone 'UTC')::date) as old,
        (select count(*)::int from content_view_visitors) as today`),
    );
    expect(r).toMatchObject({ salts: 1, old: 0 });
    expect(r?.today).toBeGreaterThan(0);
  });
});

async function todaysViews(contentId: string) {
  const [r] = rowsOf<{ n: number }>(
    await t.deps.db.execute(
      sql`select coalesce(sum(views), 0)::int as n from content_view_days where content_id = ${contentId}::uuid and day = (now() at time zone 'UTC')::date`,
    ),
  );
  return r?.n ?? 0;
}

describe('vendor analytics', () => {
  it('sums each item and week of the period in SQL, for the manager’s vendor only', async () => {
    await t.deps.db.execute(sql`delete from content_view_days where day = (now() at time zone 'UTC')::date`);
    const res = await t.json('GET', '/api/vendor/analytics?weeks=4', { token: managerToken });
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.weeks).toBe(4);
    expect(b.series).toHaveLength(4);
    const monday = thisMonday();
    expect(b.series.map((w: { weekStart: string }) => w.weekStart)).toEqual([3, 2, 1, 0].map((n) => iso(new Date(monday.getTime() - n * 7 * DAY))));
    expect(b.from).toBe(b.series[0].weekStart);
    const [, , last, current] = b.series;
    expect(last).toMatchObject({ views: 17, likes: 1, registrations: 1, activations: 3, completedTrials: 1, averageRating: 3, ratings: 1 });
    expect(current).toMatchObject({ views: 0, likes: 1, registrations: 1, activations: 1, completedTrials: 2, averageRating: 4.5, ratings: 2 });
    expect(b.series[0]).toMatchObject({ views: 0, likes: 0, averageRating: null });
    expect(b.totals).toEqual({ views: 17, likes: 2, registrations: 2, activations: 4, completedTrials: 3, averageRating: 4, ratings: 3 });

    const byTitle = Object.fromEntries(b.items.map((i: { title: string }) => [i.title, i]));
    expect(Object.keys(byTitle).sort()).toEqual(['=HYPERLINK("https://evil.example")', 'AI Test Engineer', 'Acme Cloud', 'Healing Locators Live']);
    expect(byTitle['Healing Locators Live']).toMatchObject({ contentType: 'webinar', contentId: ids.webinarA, views: 10, likes: 2, registrations: 2 });
    expect(byTitle['Acme Cloud']).toMatchObject({ views: 7, likes: 0, activations: 4, completedTrials: 3, averageRating: 4, ratings: 3 });
    expect(byTitle['AI Test Engineer']).toMatchObject({ views: 0, likes: 0 });
    expect(b.items[0].title).toBe('Healing Locators Live');
    expect(JSON.stringify(b)).not.toMatch(/Globex|Member|@/);
    expect(b.itemsCapped).toBe(false);

    // 26 weeks still excludes the like and the 1,000 views from 40 weeks ago.
    const long = (await t.json('GET', '/api/vendor/analytics?weeks=26', { token: managerToken })).body;
    expect(long.series).toHaveLength(26);
    expect(long.totals).toMatchObject({ views: 17, likes: 2 });
  });

  it("never shows one vendor's numbers to another vendor's manager", async () => {
    const res = await t.json('GET', '/api/vendor/analytics?weeks=12', { token: otherToken });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { title: string }) => i.title)).toEqual(['Globex Secret Job']);
    // Globex's own like and views count; the like carrying a forged vendor_id 'acme' counts for nobody.
    expect(res.body.totals).toMatchObject({ views: 99, likes: 1, registrations: 0, activations: 0 });
    expect(res.body.series).toHaveLength(12);
  });

  it('refuses members without a vendor (403), visitors (401) and other periods (400)', async () => {
    const res = await t.json('GET', '/api/vendor/analytics', { token: memberToken });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(leadsMessages.notManager);
    expect((await t.json('GET', '/api/vendor/analytics.csv', { token: memberToken })).status).toBe(403);
    expect((await t.json('GET', '/api/vendor/analytics')).status).toBe(401);
    expect((await t.json('GET', '/api/vendor/analytics?weeks=5', { token: managerToken })).status).toBe(400);
    expect((await t.json('GET', '/api/vendor/analytics?weeks=abc', { token: managerToken })).status).toBe(400);
  });

  it('exports the per item table as CSV with quoted cells and formulas neutralised', async () => {
    const lines = await csvLines(await t.request('GET', '/api/vendor/analytics.csv?weeks=4', { token: managerToken }), 'analytics-export');
    expect(lines[0]).toBe('"Content Type","Content","Views","Likes","Registrations","Trial Activations","Completed Trials","Average Rating","Ratings"');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe('"Webinar","Healing Locators Live","10","2","2","0","0","","0"');
    expect(lines).toContain('"Product Trial","Acme Cloud","7","0","0","4","3","4.00","3"');
    expect(lines).toContain('"AI Course","\'=HYPERLINK(""https://evil.example"")","0","0","0","0","0","","0"');
    expect(lines.join('\n')).not.toContain('Globex');
  });

  it('documents the three operations with their access rules (the role walk then covers them)', async () => {
    const paths = (await t.json('GET', '/api/openapi.json')).body.paths;
    expect(paths['/api/views'].post['x-access']).toBe('public');
    expect(paths['/api/vendor/analytics'].get['x-access']).toBe('vendor_manager');
    expect(paths['/api/vendor/analytics.csv'].get['x-access']).toBe('vendor_manager');
  });

  it('stamps completed_at when an activation becomes completed', async () => {
    const [a] = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from user_trial_activations where status = 'active' limit 1`));
    await t.deps.db.execute(sql`update user_trial_activations set status = 'completed', rating = 5 where id = ${a?.id}::uuid`);
    const [r] = rowsOf<{ recent: boolean }>(
      await t.deps.db.execute(sql`select completed_at > now() - interval '1 minute' as recent from user_trial_activations where id = ${a?.id}::uuid`),
    );
    expect(r?.recent).toBe(true);
    await t.deps.db.execute(sql`update user_trial_activations set status = 'active', rating = null where id = ${a?.id}::uuid`);
  });
});
