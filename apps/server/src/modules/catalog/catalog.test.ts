import { catalogMessages, type TrialDetailResponse, type WebinarDetailResponse } from '@portal/shared/catalog-api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { seedDemo, seedId } from '../../db/seed/seed.ts';
import { expectEachEncoding } from '../../test/encodings.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: { id: string; email: string; token: string };

beforeAll(async () => {
  await seedDemo(t.deps.db);
  const u = await t.createUser();
  member = { id: u.id, email: u.email, token: await t.loginAs(u.email) };
});

const count = async (q: string) => rowsOf<{ n: number }>(await t.deps.db.execute(sql.raw(q)))[0]?.n ?? 0;

describe('landing and dashboard', () => {
  it('returns every landing section in one answer with the spec limits', async () => {
    const res = await t.json('GET', '/api/landing');
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.featuredTrials).toHaveLength(3);
    expect(b.featuredTrials.every((x: { isFeatured: boolean; status: string }) => x.isFeatured && x.status === 'active')).toBe(true);
    for (const k of ['jobs', 'certifications', 'webinars', 'productUpdates', 'courses']) expect(b[k]).toHaveLength(4);
    expect(b.webinars.every((w: { status: string }) => w.status === 'upcoming')).toBe(true);
    const starts = b.webinars.map((w: { startTime: string }) => w.startTime);
    expect([...starts].sort()).toEqual(starts);
    const posted = b.jobs.map((j: { postedDate: string }) => j.postedDate);
    expect([...posted].sort().reverse()).toEqual(posted);
  });

  it('needs sign-in for the dashboard and counts real webinar views', async () => {
    expect((await t.json('GET', '/api/dashboard')).status).toBe(401);
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const before = await t.json('GET', '/api/dashboard', { token });
    expect(before.status).toBe(200);
    expect(before.body.stats.webinarsViewed).toBe(0);
    expect(before.body.stats.activeJobs).toBe(await count(`select count(*)::int as n from jobs where status='active'`));
    expect(before.body.stats.aiCourses).toBe(15);
    expect(before.body.webinars).toHaveLength(4);
    expect(before.body.featuredTrials).toHaveLength(4);
    expect(before.body.jobs).toHaveLength(4);
    expect(before.body.courses).toHaveLength(4);
    const totals = before.body.topVendors.map(
      (v: { counts: { productTrials: number; webinars: number; certifications: number; jobs: number } }) =>
        v.counts.productTrials + v.counts.webinars + v.counts.certifications + v.counts.jobs,
    );
    expect(before.body.topVendors).toHaveLength(4);
    expect([...totals].sort((a: number, b: number) => b - a)).toEqual(totals);

    await t.json('GET', `/api/webinars/${seedId('webinar:3')}`, { token });
    await t.json('GET', `/api/webinars/${seedId('webinar:3')}`, { token });
    await t.json('GET', `/api/webinars/${seedId('webinar:4')}`, { token });
    await t.json('GET', `/api/webinars/${seedId('webinar:5')}`); // a visitor's view is not recorded
    const after = await t.json('GET', '/api/dashboard', { token });
    expect(after.body.stats.webinarsViewed).toBe(2);
  });

  it("lays each member's own likes and registrations over the shared dashboard, never another member's", async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    const [ta, tb] = [await t.loginAs(a.email), await t.loginAs(b.email)];
    const first = (await t.json('GET', '/api/dashboard', { token: ta })).body;
    const job = first.jobs[0];
    const webinar = first.webinars[0];
    expect(job.likedByMe).toBe(false);
    expect((await t.json('POST', '/api/likes', { token: ta, body: { contentType: 'job', contentId: job.id } })).status).toBe(200);
    expect((await t.json('POST', `/api/webinars/${webinar.id}/register`, { token: ta })).status).toBeLessThan(300);
    const mine = (await t.json('GET', '/api/dashboard', { token: ta })).body;
    expect(mine.jobs[0]).toMatchObject({ id: job.id, likedByMe: true, likeCount: job.likeCount + 1 });
    expect(mine.webinars[0]).toMatchObject({ id: webinar.id, registeredByMe: true });
    const theirs = (await t.json('GET', '/api/dashboard', { token: tb })).body;
    expect(theirs.jobs[0]).toMatchObject({ id: job.id, likedByMe: false, likeCount: job.likeCount + 1 });
    expect(theirs.webinars[0]).toMatchObject({ id: webinar.id, registeredByMe: false });
    expect((await t.json('GET', '/api/dashboard', { token: ta })).body.jobs[0].likedByMe).toBe(true);
  });

  it("sends a member's dashboard compressed as the browser accepts it, private (never stored by a shared cache)", async () => {
    const plain = await t.request('GET', '/api/dashboard', { headers: { authorization: `Bearer ${member.token}` } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    await expectEachEncoding(
      (accept) => t.request('GET', '/api/dashboard', { headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': accept } }),
      text,
      (res) => {
        // A private ETag revalidated on every use (docs/decisions/2410).
        expect(res.headers.get('cache-control')).toBe('private, no-cache');
        expect(res.headers.get('vary')).toContain('Authorization');
        expect(res.headers.get('vary')).toContain('Accept-Encoding');
      },
    );
  });
});

describe('webinars', () => {
  it('pages with a total and filters by vendor, derived status and level', async () => {
    const all = await t.json('GET', '/api/webinars?pageSize=10');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(40);
    expect(all.body.items).toHaveLength(10);
    const p4 = await t.json('GET', '/api/webinars?pageSize=10&page=4');
    expect(p4.body.items).toHaveLength(10);
    const ids = new Set([...all.body.items, ...p4.body.items].map((w: { id: string }) => w.id));
    expect(ids.size).toBe(20);

    const live = await t.json('GET', '/api/webinars?status=live');
    expect(live.body.total).toBe(2);
    const byVendor = await t.json('GET', '/api/webinars?vendors=quorvex,testloom&level=beginner&pageSize=60');
    expect(byVendor.body.items.length).toBeGreaterThan(0);
    for (const w of byVendor.body.items) {
      expect(['quorvex', 'testloom']).toContain(w.vendor.id);
      expect(w.experienceLevel).toBe('beginner');
    }
  });

  it('searches title and description case-insensitively, with % and _ taken literally', async () => {
    const res = await t.json('GET', '/api/webinars?search=FLAKY');
    expect(res.body.total).toBeGreaterThan(0);
    for (const w of res.body.items) expect(`${w.title} ${w.description}`.toLowerCase()).toContain('flaky');
    expect((await t.json('GET', '/api/webinars?search=%25')).body.total).toBe(0);
    expect((await t.json('GET', '/api/webinars?search=_')).body.total).toBe(0);
  });

  it('leads with live, then upcoming soonest first, then recordings newest first when no sort is chosen', async () => {
    const res = await t.json('GET', '/api/webinars?pageSize=60');
    const items = res.body.items as { status: string; startTime: string }[];
    const rank: Record<string, number> = { live: 0, upcoming: 1, completed: 2, cancelled: 3 };
    const ranks = items.map((w) => rank[w.status] as number);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(items.slice(0, 2).map((w) => w.status)).toEqual(['live', 'live']);
    const upcoming = items.filter((w) => w.status === 'upcoming').map((w) => w.startTime);
    expect(upcoming.length).toBeGreaterThan(2);
    expect(upcoming).toEqual([...upcoming].sort());
    const completed = items.filter((w) => w.status === 'completed').map((w) => w.startTime);
    expect(completed.length).toBeGreaterThan(2);
    expect(completed).toEqual([...completed].sort().reverse());
    // The first page of the default size already shows live and upcoming sessions.
    const first = await t.json('GET', '/api/webinars');
    expect(first.body.items.every((w: { status: string }) => w.status === 'live' || w.status === 'upcoming')).toBe(true);
  });

  it('sorts by date and duration in both directions', async () => {
    const asc = await t.json('GET', '/api/webinars?sort=duration&dir=asc&pageSize=60');
    const d = asc.body.items.map((w: { durationMinutes: number }) => w.durationMinutes);
    expect([...d].sort((a: number, b: number) => a - b)).toEqual(d);
    const desc = await t.json('GET', '/api/webinars?sort=date&dir=desc&pageSize=60');
    const s = desc.body.items.map((w: { startTime: string }) => w.startTime);
    expect([...s].sort().reverse()).toEqual(s);
  });

  it('shows a missing webinar as Webinar not found and rejects bad filters', async () => {
    const res = await t.json('GET', `/api/webinars/${seedId('nope')}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(catalogMessages.webinarNotFound);
    expect((await t.json('GET', '/api/webinars/not-a-uuid')).body.error.message).toBe(catalogMessages.webinarNotFound);
    expect((await t.json('GET', '/api/webinars?status=bogus')).status).toBe(400);
    expect((await t.json('GET', '/api/webinars?sort=bogus')).status).toBe(400);
  });

  it("flags the viewer's registrations on list items (registeredByMe)", async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const upcoming = await t.json('GET', '/api/webinars?status=upcoming&pageSize=2', { token });
    const [first, second] = upcoming.body.items as { id: string; registeredByMe: boolean }[];
    expect(first?.registeredByMe).toBe(false);
    expect((await t.json('POST', `/api/webinars/${first?.id}/register`, { token })).status).toBe(200);
    const after = await t.json('GET', '/api/webinars?status=upcoming&pageSize=2', { token });
    expect(after.body.items.map((w: { id: string; registeredByMe: boolean }) => [w.id, w.registeredByMe])).toEqual([
      [first?.id, true],
      [second?.id, false],
    ]);
    const anon = await t.json('GET', '/api/webinars?status=upcoming&pageSize=2');
    expect(anon.body.items[0].registeredByMe).toBe(false);
    expect((await t.json('GET', '/api/landing', { token })).body.webinars.find((w: { id: string }) => w.id === first?.id)?.registeredByMe).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.request('GET', '/api/webinars');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=5');
    const again = await t.request('GET', '/api/webinars', { headers: { 'if-none-match': tag as string } });
    expect(again.status).toBe(304);
    const personal = await t.request('GET', '/api/webinars', { token: member.token });
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('downloads an .ics only for an upcoming webinar', async () => {
    const res = await t.request('GET', `/api/webinars/${seedId('webinar:5')}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const done = await t.json('GET', `/api/webinars/${seedId('webinar:25')}/ics`);
    expect(done.status).toBe(422);
    expect(done.body.error.message).toBe(catalogMessages.icsOnlyUpcoming);
  });
});

describe('jobs', () => {
  it('lists only active jobs with the first 10 locations', async () => {
    const res = await t.json('GET', '/api/jobs?pageSize=60');
    expect(res.body.total).toBe(await count(`select count(*)::int as n from jobs where status='active'`));
    expect(res.body.items.every((j: { status: string }) => j.status === 'active')).toBe(true);
    expect(res.body.locations).toHaveLength(10);
    expect([...res.body.locations].sort()).toEqual(res.body.locations);
  });

  it('filters by location, experience, type, vendor and salary with the exclusion rule', async () => {
    const loc = await t.json('GET', '/api/jobs?location=Austin');
    expect(loc.body.total).toBeGreaterThan(0);
    expect(loc.body.items.every((j: { locationCity: string }) => j.locationCity === 'Austin')).toBe(true);
    const lvl = await t.json('GET', '/api/jobs?experience=senior&jobType=contract,remote&vendor=testloom&pageSize=60');
    for (const j of lvl.body.items) {
      expect(j.experienceLevel).toBe('senior');
      expect(['contract', 'remote']).toContain(j.jobType);
      expect(j.vendor.id).toBe('testloom');
    }
    const sal = await t.json('GET', '/api/jobs?salaryMin=100000&salaryMax=120000&pageSize=60');
    expect(sal.body.total).toBeGreaterThan(0);
    for (const j of sal.body.items) {
      if (j.salaryMax !== null) expect(j.salaryMax).toBeGreaterThanOrEqual(100000);
      if (j.salaryMin !== null) expect(j.salaryMin).toBeLessThanOrEqual(120000);
    }
  });

  it('has the six sorts', async () => {
    const get = async (sort: string) => (await t.json('GET', `/api/jobs?sort=${sort}&pageSize=60`)).body.items;
    const titles = (await get('title_asc')).map((j: { jobTitle: string }) => j.jobTitle.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    const titlesDesc = (await get('title_desc')).map((j: { jobTitle: string }) => j.jobTitle.toLowerCase());
    expect([...titlesDesc].sort().reverse()).toEqual(titlesDesc);
    const oldest = (await get('oldest')).map((j: { postedDate: string }) => j.postedDate);
    expect([...oldest].sort()).toEqual(oldest);
    const high = (await get('salary_desc')).map((j: { salaryMin: number | null; salaryMax: number | null }) => j.salaryMax ?? j.salaryMin);
    const withSalary = high.filter((x: number | null) => x !== null);
    expect([...withSalary].sort((a: number, b: number) => b - a)).toEqual(withSalary);
    const low = (await get('salary_asc')).map((j: { salaryMin: number | null; salaryMax: number | null }) => j.salaryMin ?? j.salaryMax);
    const lowWith = low.filter((x: number | null) => x !== null);
    expect([...lowWith].sort((a: number, b: number) => a - b)).toEqual(lowWith);
    expect((await t.json('GET', '/api/jobs?sort=cheapest')).status).toBe(400);
  });
});

describe('vendors, certifications, courses, updates, trials', () => {
  it('lists vendors with counts and searches name and description', async () => {
    const res = await t.json('GET', '/api/vendors?pageSize=5');
    expect(res.body.total).toBe(12);
    expect(res.body.items).toHaveLength(5);
    const q = await t.json('GET', '/api/vendors?search=flaky');
    expect(q.body.items.map((v: { id: string }) => v.id)).toEqual(['flakeless']);
    const v = await t.json('GET', '/api/vendors/quorvex');
    expect(v.status).toBe(200);
    expect(v.body.vendor.counts.webinars).toBe(v.body.webinars.total);
    expect(v.body.webinars.items).toHaveLength(v.body.webinars.total);
    expect(v.body.vendor.counts.jobs).toBe(v.body.jobs.total);
    expect(v.body.vendor.counts.productTrials).toBe(v.body.productTrials.total);
    const missing = await t.json('GET', '/api/vendors/nobody');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(catalogMessages.vendorNotFound);
  });

  it('pages every vendor tab on the server, with the header counts as totals', async () => {
    const values = Array.from({ length: 15 }, (_, i) => sql`('quorvex', ${`Paged cert ${String(i).padStart(2, '0')}`}, now() - make_interval(mins => ${i}))`);
    await t.deps.db.execute(sql`insert into certifications (vendor_id, name, created_at) values ${sql.join(values, sql`, `)}`);
    const detail = await t.json('GET', '/api/vendors/quorvex');
    const certs = detail.body.certifications;
    expect(certs.total).toBe(detail.body.vendor.counts.certifications);
    expect(certs.total).toBeGreaterThan(15);
    expect(certs.items).toHaveLength(12);
    expect(certs.totalPages).toBe(Math.ceil(certs.total / 12));
    const p2 = await t.json('GET', '/api/vendors/quorvex/certifications?page=2');
    expect(p2.status).toBe(200);
    expect(p2.body.page).toBe(2);
    expect(p2.body.items).toHaveLength(certs.total - 12);
    const ids = new Set([...certs.items, ...p2.body.items].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(certs.total);
    const jobs = await t.json('GET', '/api/vendors/quorvex/jobs?pageSize=2', { token: member.token });
    expect(jobs.body.total).toBe(detail.body.vendor.counts.jobs);
    expect(jobs.body.items.every((j: { status: string; vendor: { id: string } }) => j.status === 'active' && j.vendor.id === 'quorvex')).toBe(true);
    const trials = await t.json('GET', '/api/vendors/quorvex/product-trials');
    expect(trials.body.total).toBe(detail.body.vendor.counts.productTrials);
    const webinars = await t.json('GET', '/api/vendors/quorvex/webinars?pageSize=1&page=2');
    expect(webinars.body.items).toHaveLength(1);
    const missing = await t.json('GET', '/api/vendors/nobody/webinars');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(catalogMessages.vendorNotFound);
    expect((await t.json('GET', '/api/vendors/quorvex/jobs?page=0')).status).toBe(400);
    await t.deps.db.execute(sql`delete from certifications where name like 'Paged cert %'`);
  });

  it('searches certifications, courses and updates (features and vendor name too)', async () => {
    expect((await t.json('GET', '/api/certifications?search=llm quality')).body.total).toBeGreaterThan(0);
    expect((await t.json('GET', '/api/certifications?pageSize=4')).body.total).toBe(15);
    expect((await t.json('GET', '/api/ai-courses?search=PROMPT')).body.total).toBe(3);
    const byFeature = await t.json('GET', '/api/product-updates?search=flaky test report');
    expect(byFeature.body.total).toBeGreaterThan(0);
    const byVendor = await t.json('GET', '/api/product-updates?search=zephyrix');
    expect(byVendor.body.items.every((u: { vendor: { id: string } }) => u.vendor.id === 'zephyrix')).toBe(true);
    const dates = (await t.json('GET', '/api/product-updates?pageSize=20')).body.items.map((u: { releaseDate: string }) => u.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('sorts trials by start date descending by default and filters by status', async () => {
    const res = await t.json('GET', '/api/product-trials?pageSize=60');
    const starts = res.body.items.map((x: { startDate: string }) => x.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    const period = await t.json('GET', '/api/product-trials?sort=trial_period&dir=asc&pageSize=60');
    const p = period.body.items.map((x: { trialPeriodDays: number }) => x.trialPeriodDays);
    expect([...p].sort((a: number, b: number) => a - b)).toEqual(p);
    const inactive = await t.json('GET', '/api/product-trials?status=inactive');
    expect(inactive.body.total).toBe(1);
    expect(inactive.body.items[0].activatable).toBe(false);
    const byVendorName = await t.json('GET', '/api/product-trials?search=bugrella');
    expect(byVendorName.body.total).toBeGreaterThan(0);
    const future = await t.json('GET', `/api/product-trials/${seedId('trial:8')}`);
    expect(future.body.activatable).toBe(false);
    const current = await t.json('GET', `/api/product-trials/${seedId('trial:0')}`);
    expect(current.body.activatable).toBe(true);
    const missing = await t.json('GET', `/api/product-trials/${seedId('x')}`);
    expect(missing.body.error.message).toBe(catalogMessages.trialNotFound);
  });
});

describe('likes', () => {
  it('needs sign-in and validates the body', async () => {
    const body = { contentType: 'job', contentId: seedId('job:2') };
    expect((await t.json('POST', '/api/likes', { body })).status).toBe(401);
    expect((await t.json('POST', '/api/likes', { body: { contentType: 'bookmark', contentId: seedId('job:2') }, token: member.token })).status).toBe(400);
    const missing = await t.json('POST', '/api/likes', { body: { contentType: 'job', contentId: seedId('job:999') }, token: member.token });
    expect(missing.status).toBe(404);
  });

  it('toggles a like, reports counts and liked-by-me, and takes the vendor from the item', async () => {
    const id = seedId('webinar:7');
    const on = await t.json('POST', '/api/likes', { body: { contentType: 'webinar', contentId: id, vendor_id: 'quorvex' }, token: member.token });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      success: true,
      liked: true,
      likeCount: 1,
      // No decision yet for this vendor: the client asks whether to share (docs/decisions/1801).
      consentNeeded: { vendorId: 'synthwright', vendorName: expect.any(String), source: 'like' },
    });
    const [row] = rowsOf<{ vendor_id: string }>(
      await t.deps.db.execute(sql`select vendor_id from user_likes where user_id = ${member.id}::uuid and content_id = ${id}::uuid`),
    );
    expect(row?.vendor_id).toBe('synthwright');
    const again = await t.json('POST', '/api/likes', { body: { contentType: 'webinar', contentId: id }, token: member.token });
    expect(again.body.likeCount).toBe(1);
    const detail = await t.json('GET', `/api/webinars/${id}`, { token: member.token });
    expect(detail.body).toMatchObject({ likeCount: 1, likedByMe: true });
    const anon = await t.json('GET', `/api/webinars/${id}`);
    expect(anon.body).toMatchObject({ likeCount: 1, likedByMe: false });
    const list = await t.json('GET', '/api/webinars?search=Shift-left&pageSize=60', { token: member.token });
    expect(list.body.items.find((w: { id: string }) => w.id === id)?.likedByMe).toBe(true);
    const off = await t.json('DELETE', '/api/likes', { body: { contentType: 'webinar', contentId: id }, token: member.token });
    expect(off.body).toEqual({ success: true, liked: false, likeCount: 0 });
  });

  it('records one like interaction per new like, with the vendor of the item', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const body = { contentType: 'certification', contentId: seedId('cert:1') };
    const item = rowsOf<{ vendor_id: string }>(await t.deps.db.execute(sql`select vendor_id from certifications where id = ${body.contentId}::uuid`))[0];
    expect(item).toBeDefined();
    await t.json('POST', '/api/likes', { body, token });
    await t.json('POST', '/api/likes', { body, token }); // already liked: no second row
    const rows = rowsOf<{ vendor_id: string; content_type: string; content_id: string }>(
      await t.deps.db.execute(
        sql`select vendor_id, content_type, content_id::text from user_content_interactions where user_id = ${u.id}::uuid and interaction_type = 'like'`,
      ),
    );
    expect(rows).toEqual([{ vendor_id: item?.vendor_id, content_type: 'certification', content_id: body.contentId }]);
  });

  it('e-mails the vendor manager once per member, item and day', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const body = { contentType: 'job', contentId: seedId('job:12') }; // quorvex, manager@example.com
    await t.json('POST', '/api/likes', { body, token });
    await t.json('DELETE', '/api/likes', { body, token });
    await t.json('POST', '/api/likes', { body, token });
    const n = await count(`select count(*)::int as n from email_outbox where to_address = 'manager@example.com' and dedupe_key like 'like:${u.id}:%'`);
    expect(n).toBe(1);
    const [mail] = rowsOf<{ subject: string; text: string }>(
      await t.deps.db.execute(sql`select subject, text from email_outbox where dedupe_key like ${`like:${u.id}:%`}`),
    );
    expect(mail?.subject).toContain('New like on your job');
    // The member has not shared their details with this vendor: the e-mail does not name them (docs/decisions/1801).
    expect(mail?.text).toContain('A member liked the job');
    expect(mail?.text).not.toContain(u.email);
  });

  it('writes the like and its e-mail together: nothing when the e-mail cannot be queued; a failed interaction record keeps the like', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const body = { contentType: 'job', contentId: seedId('job:12') }; // quorvex, manager@example.com
    const likes = () => count(`select count(*)::int as n from user_likes where user_id = '${u.id}'`);
    await t.deps.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
    try {
      expect((await t.json('POST', '/api/likes', { body, token })).status).toBe(500);
    } finally {
      await t.deps.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
    }
    expect(await likes()).toBe(0);
    await t.deps.db.execute(sql`alter table user_content_interactions rename to interactions_away`);
    try {
      expect((await t.json('POST', '/api/likes', { body, token })).status).toBe(200);
    } finally {
      await t.deps.db.execute(sql`alter table interactions_away rename to user_content_interactions`);
    }
    expect(await likes()).toBe(1);
    expect(await count(`select count(*)::int as n from email_outbox where dedupe_key like 'like:${u.id}:%'`)).toBe(1);
  });
});

describe('my likes', () => {
  it('needs sign-in and rejects an unknown type', async () => {
    expect((await t.json('GET', '/api/me/likes')).status).toBe(401);
    expect((await t.json('GET', '/api/me/likes?type=bookmark', { token: member.token })).status).toBe(400);
  });

  it("lists only the caller's likes, newest first, by type, paged, with titles and links", async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const other = await t.createUser();
    const otherToken = await t.loginAs(other.email);
    const liked = [
      { contentType: 'webinar', contentId: seedId('webinar:5') },
      { contentType: 'job', contentId: seedId('job:2') },
      { contentType: 'ai_course', contentId: seedId('course:1') },
      { contentType: 'webinar', contentId: seedId('webinar:6') },
    ];
    for (const [i, body] of liked.entries()) {
      expect((await t.json('POST', '/api/likes', { body, token })).status).toBe(200);
      await t.deps.db.execute(
        sql`update user_likes set created_at = now() - ${`${10 - i} minutes`}::interval where user_id = ${u.id}::uuid and content_id = ${body.contentId}::uuid`,
      );
    }
    await t.json('POST', '/api/likes', { body: { contentType: 'job', contentId: seedId('job:3') }, token: otherToken });

    const all = await t.json('GET', '/api/me/likes', { token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((l: { contentId: string }) => l.contentId)).toEqual([...liked].reverse().map((l) => l.contentId));
    expect(all.body.counts).toMatchObject({ webinar: 2, job: 1, ai_course: 1, certification: 0 });
    const webinar = all.body.items.find((l: { contentId: string }) => l.contentId === seedId('webinar:5'));
    expect(webinar).toMatchObject({ contentType: 'webinar', title: 'Autonomous exploratory testing', url: `/webinars/${seedId('webinar:5')}` });
    expect(webinar.vendor?.name).toBeTruthy();

    const webinars = await t.json('GET', '/api/me/likes?type=webinar&pageSize=1&page=2', { token });
    expect(webinars.body).toMatchObject({ total: 2, totalPages: 2, page: 2 });
    expect(webinars.body.items.map((l: { contentId: string }) => l.contentId)).toEqual([seedId('webinar:5')]);

    await t.json('DELETE', '/api/likes', { body: liked[1], token });
    const after = await t.json('GET', '/api/me/likes?type=job', { token });
    expect(after.body.total).toBe(0);
    expect(after.body.items).toEqual([]);
  });
});

describe('global search', () => {
  it('finds hits of several types, best title matches first', async () => {
    const res = await t.json('GET', '/api/search?q=flak&pageSize=50');
    expect(res.status).toBe(200);
    const types = new Set(res.body.items.map((h: { type: string }) => h.type));
    expect(types.has('vendor')).toBe(true);
    expect(types.has('webinar')).toBe(true);
    const ranks = res.body.items.map((h: { rank: number }) => h.rank);
    expect([...ranks].sort((a: number, b: number) => b - a)).toEqual(ranks);
    expect(res.body.items[0].rank).toBe(3);
    expect(res.body.total).toBe(res.body.items.length);
    const paged = await t.json('GET', '/api/search?q=flak&pageSize=2&page=2');
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.total).toBe(res.body.total);
    expect((await t.json('GET', '/api/search?q=')).status).toBe(400);
    expect((await t.json('GET', '/api/search?q=%25%25')).body.total).toBe(0);
  });
});

describe('detail pages carry their side panel (one request per page)', () => {
  it("embeds the trials module's access answer for a visitor and for a member who activated", async () => {
    const id = seedId('trial:0');
    const anon = await t.request('GET', `/api/product-trials/${id}`);
    expect(anon.status).toBe(200);
    expect(anon.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=5');
    const anonBody = (await anon.json()) as TrialDetailResponse;
    expect(anonBody.access).toEqual((await t.json('GET', `/api/trials/${id}/access`)).body);
    expect(anonBody.access).toMatchObject({ trial: { id, accessLink: null }, activation: null });
    expect(anonBody).toMatchObject({ id, productName: anonBody.access.trial.productName });

    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    expect((await t.json('POST', `/api/trials/${id}/activate`, { token })).status).toBe(200);
    const mine = await t.request('GET', `/api/product-trials/${id}`, { token });
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    const body = (await mine.json()) as TrialDetailResponse;
    expect(body.access).toEqual((await t.json('GET', `/api/trials/${id}/access`, { token })).body);
    expect(body.access.activation).toMatchObject({ trialId: id, status: 'active' });
    expect(body.access.trial.accessLink).toEqual(expect.any(String));
    // The visitor's answer did not change (no member data leaks into the public one).
    expect((await t.json('GET', `/api/product-trials/${id}`)).body.access.activation).toBeNull();
  });

  it("embeds the webinars module's registration answer for a visitor and for a registered member", async () => {
    const upcoming = await t.json('GET', '/api/webinars?status=upcoming&pageSize=1');
    const id = upcoming.body.items[0].id as string;
    const anon = await t.json('GET', `/api/webinars/${id}`);
    expect(anon.status).toBe(200);
    expect(anon.body.registration).toEqual((await t.json('GET', `/api/webinars/${id}/registration`)).body);
    expect(anon.body.registration).toMatchObject({ webinar: { id, status: 'upcoming' }, registered: false });

    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    expect((await t.json('GET', `/api/webinars/${id}`, { token })).body.registration.registered).toBe(false);
    expect((await t.json('POST', `/api/webinars/${id}/register`, { token })).status).toBe(200);
    const mine = await t.request('GET', `/api/webinars/${id}`, { token });
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    const body = (await mine.json()) as WebinarDetailResponse;
    expect(body.registration).toEqual((await t.json('GET', `/api/webinars/${id}/registration`, { token })).body);
    expect(body.registration.registered).toBe(true);
    expect(body.registeredByMe).toBe(true);
    expect((await t.json('GET', `/api/webinars/${id}`)).body.registration.registered).toBe(false);
  });

  it('answers 304 to a repeat with the same ETag and a new body once the panel changes', async () => {
    const id = seedId('trial:1');
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const first = await t.request('GET', `/api/product-trials/${id}`, { token });
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    expect((await t.request('GET', `/api/product-trials/${id}`, { token, headers: { 'if-none-match': tag } })).status).toBe(304);
    await t.json('POST', `/api/trials/${id}/activate`, { token });
    const after = await t.request('GET', `/api/product-trials/${id}`, { token, headers: { 'if-none-match': tag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as TrialDetailResponse).access.activation).not.toBeNull();
  });
});
