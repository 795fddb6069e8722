import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../db/client.ts';
import { sourceSyncNowJob } from '../../jobs/definitions/source-sync.ts';
import { runQueuedJobs, startWorkers } from '../../jobs/runner.ts';
import { defineJob, enqueue, jobType } from '../../lib/queue/job.ts';
import { enqueueEmail } from '../email/email.service.ts';
import { makeVendor } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';
import * as review from '../admin/vendor-review.service.ts';
import { calendar, fixture } from './fixtures/fill.ts';
import * as q from './sources.queries.ts';
import { coalescedBump, syncDueSources, syncOneNow } from './sources.sync.ts';

// Loopback sources are allowed here only because of this test flag (production refuses the flag).
const t = useTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });

type Fixture = { body?: string; status?: number; etag?: string; hang?: boolean; type?: string; hold?: Promise<void> };
const routes = new Map<string, Fixture>();
const hits: { path: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let base = '';

let vendorId = '';
let otherVendorId = '';
let managerToken = '';
let otherManagerToken = '';
let adminToken = '';
let admin: { id: string; email: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push({ path, headers: req.headers });
    const r = routes.get(path);
    if (!r) {
      res.statusCode = 404;
      return res.end('not found');
    }
    if (r.hang) return; // never answers
    if (r.hold) {
      // Answers once the test lets it go.
      const held = r.hold;
      r.hold = undefined;
      void held.then(() => res.end(r.body ?? ''));
      res.statusCode = 200;
      res.setHeader('Content-Type', r.type ?? 'application/json');
      return;
    }
    if (r.etag && req.headers['if-none-match'] === r.etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.statusCode = r.status ?? 200;
    res.setHeader('Content-Type', r.type ?? 'application/json');
    if (r.etag) res.setHeader('ETag', r.etag);
    res.end(r.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(t.deps.env, { GREENHOUSE_API_URL: `${base}/gh`, LEVER_API_URL: `${base}/lever`, ASHBY_API_URL: `${base}/ashby`, SOURCE_TIMEOUT_MS: 2000 });

  vendorId = await makeVendor(t.deps.db, { name: 'Quorvex Sync' });
  otherVendorId = await makeVendor(t.deps.db, { name: 'Other Sync' });
  await t.deps.db.execute(sql`update vendors set vendor_manager_email = 'sync@quorvex.example', trusted = true where id = ${vendorId}`);
  await t.deps.db.execute(sql`update vendors set vendor_manager_email = 'sync@other.example' where id = ${otherVendorId}`);
  await t.createUser({ email: 'sync@quorvex.example' });
  await t.createUser({ email: 'sync@other.example' });
  admin = await t.createUser({ isAdmin: true });
  managerToken = await t.loginAs('sync@quorvex.example');
  otherManagerToken = await t.loginAs('sync@other.example');
  adminToken = await t.loginAs(admin.email);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const catalogVersion = async () =>
  Number(rowsOf<{ version: string }>(await t.deps.db.execute(sql`select version from cache_versions where area = 'catalog-sync'`))[0]?.version ?? 0);

/** Runs the queued 'Sync now' jobs. */
const drain = async () => {
  while ((await runQueuedJobs(t.deps)) > 0) {}
};
const sourceOf = async (id: string) => (await q.findSource(t.deps.db, id)) as q.SourceRow;
const syncAgain = async (id: string) => {
  const o = await syncOneNow(t.deps, id);
  if (!o) throw new Error('source was claimed');
  return o;
};
const linkedIds = async (sourceId: string) =>
  rowsOf<{ externalId: string; contentId: string | null }>(
    await t.deps.db.execute(
      sql`select external_id as "externalId", content_id as "contentId" from source_items where source_id = ${sourceId}::uuid order by external_id`,
    ),
  );

describe('connected sources: access', () => {
  it('a manager adds, lists and removes their own vendor’s sources; an admin any vendor’s; nobody else’s', async () => {
    routes.set('/gh/access-test/jobs', { body: JSON.stringify({ jobs: [], meta: { total: 0 } }) });
    const added = await t.json('POST', '/api/vendor/sources', { token: managerToken, body: { kind: 'greenhouse', ref: 'access-test' } });
    expect(added.status).toBe(201);
    expect(added.body.source).toMatchObject({ vendorId, kind: 'greenhouse', ref: 'access-test', status: 'new', pending: true });
    const id = added.body.source.id as string;

    const dup = await t.json('POST', '/api/vendor/sources', { token: managerToken, body: { kind: 'greenhouse', ref: 'access-test' } });
    expect(dup.status).toBe(409);
    const badToken = await t.json('POST', '/api/vendor/sources', { token: managerToken, body: { kind: 'lever', ref: '../x' } });
    expect(badToken.status).toBe(400);
    expect(badToken.body.error.fields.ref).toBe('Use only letters, numbers, dots, hyphens and underscores');

    // The other manager sees only their vendor, and cannot touch this source.
    const theirs = await t.json('GET', '/api/vendor/sources', { token: otherManagerToken });
    expect(theirs.body).toEqual({ vendor: { id: otherVendorId, name: 'Other Sync' }, sources: [] });
    expect((await t.json('POST', `/api/vendor/sources/${id}/sync`, { token: otherManagerToken })).status).toBe(404);
    expect((await t.json('DELETE', `/api/vendor/sources/${id}`, { token: otherManagerToken })).status).toBe(404);
    // Nor through the admin routes (403), and a member has no vendor (403).
    expect((await t.json('GET', `/api/admin/vendors/${vendorId}/sources`, { token: otherManagerToken })).status).toBe(403);
    const member = await t.createUser();
    expect((await t.json('GET', '/api/vendor/sources', { token: await t.loginAs(member.email) })).status).toBe(403);

    const asAdmin = await t.json('GET', `/api/admin/vendors/${vendorId}/sources`, { token: adminToken });
    expect(asAdmin.body.sources.map((s: { id: string }) => s.id)).toEqual([id]);
    // The admin's route checks the source belongs to the vendor in the path.
    expect((await t.json('DELETE', `/api/admin/vendors/${otherVendorId}/sources/${id}`, { token: adminToken })).status).toBe(404);

    await drain();
    const synced = await t.json('GET', '/api/vendor/sources', { token: managerToken });
    expect(synced.body.sources[0]).toMatchObject({ status: 'ok', pending: false, lastAdded: 0, lastError: null });
    expect(hits.find((h) => h.path === '/gh/access-test/jobs')?.headers['user-agent']).toMatch(/^AITestingHub-SourceSync\/1 \(\+http/);

    expect((await t.json('DELETE', `/api/vendor/sources/${id}`, { token: managerToken })).status).toBe(200);
    expect((await t.json('GET', '/api/vendor/sources', { token: managerToken })).body.sources).toEqual([]);
  });

  it('refuses a feed URL on a private address when it is added', async () => {
    const res = await t.json('POST', '/api/vendor/sources', { token: managerToken, body: { kind: 'feed', ref: 'http://10.0.0.8/feed.xml' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The URL must not point to a private, loopback or reserved address');
  });
});

describe('connected sources: a Greenhouse board (trusted vendor: live at once)', () => {
  let sourceId = '';
  const board = () => JSON.parse(fixture('greenhouse.json')) as { jobs: Record<string, unknown>[] };

  it('adds each job once, with its mapped fields, and re-syncing an unchanged board changes nothing', async () => {
    routes.set('/gh/quorvex/jobs', { body: fixture('greenhouse.json') });
    const added = await t.json('POST', `/api/admin/vendors/${vendorId}/sources`, { token: adminToken, body: { kind: 'greenhouse', ref: 'quorvex' } });
    expect(added.status).toBe(201);
    sourceId = added.body.source.id;
    await drain();
    const s = await sourceOf(sourceId);
    expect(s).toMatchObject({ status: 'ok', lastAdded: 3, lastUpdated: 0, lastClosed: 0, lastPending: 0, failures: 0, lastError: null });
    const links = await linkedIds(sourceId);
    expect(links.map((l) => l.externalId)).toEqual(['4012345', '4012346', '4012347']);
    const job = await t.json('GET', `/api/jobs/${links[0]?.contentId}`);
    expect(job.body).toMatchObject({
      jobTitle: 'Senior Test Automation Engineer',
      locationCity: 'Berlin',
      locationCountry: 'Germany',
      salaryCurrency: 'EUR',
      status: 'active',
    });
    expect(job.body.jobDescription).not.toContain('<');

    const before = await catalogVersion();
    const o = await syncAgain(sourceId);
    expect(o).toMatchObject({ ok: true, added: 0, updated: 0, closed: 0 });
    expect(await catalogVersion()).toBe(before);
    expect(await linkedIds(sourceId)).toEqual(links);
  });

  it('updates an edited job in place and closes a removed one (its page answers as closed)', async () => {
    const links = await linkedIds(sourceId);
    const data = board();
    (data.jobs[0] as { title: string }).title = 'Senior Test Automation Engineer (AI)';
    data.jobs.splice(1, 1);
    routes.set('/gh/quorvex/jobs', { body: JSON.stringify(data) });
    const o = await syncAgain(sourceId);
    expect(o).toMatchObject({ ok: true, added: 0, updated: 1, closed: 1 });
    expect(await linkedIds(sourceId)).toEqual(links);
    const [vendorJobs] = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from jobs where vendor_id = ${vendorId}`));
    expect(vendorJobs?.n).toBe(3);
    expect((await t.json('GET', `/api/jobs/${links[0]?.contentId}`)).body.jobTitle).toBe('Senior Test Automation Engineer (AI)');
    expect(rowsOf<{ status: string }>(await t.deps.db.execute(sql`select status from jobs where id = ${links[1]?.contentId}`))[0]?.status).toBe('closed');
    expect((await t.json('GET', `/api/jobs/${links[1]?.contentId}`)).status).toBe(410);

    // It comes back: reopened, still the same job.
    routes.set('/gh/quorvex/jobs', { body: fixture('greenhouse.json') });
    const back = await syncAgain(sourceId);
    expect(back).toMatchObject({ updated: 2, closed: 0, added: 0 });
    expect((await t.json('GET', `/api/jobs/${links[1]?.contentId}`)).body.status).toBe('active');
  });

  it('a 304 answer costs no write', async () => {
    routes.set('/gh/quorvex/jobs', { body: fixture('greenhouse.json'), etag: '"v1"' });
    await syncAgain(sourceId);
    const before = await catalogVersion();
    const stamp = rowsOf<{ m: string }>(await t.deps.db.execute(sql`select max(updated_at)::text as m from jobs where vendor_id = ${vendorId}`))[0]?.m;
    hits.length = 0;
    const o = await syncAgain(sourceId);
    expect(hits.at(-1)?.headers['if-none-match']).toBe('"v1"');
    expect(o).toMatchObject({ ok: true, added: 0, updated: 0, closed: 0 });
    expect(await catalogVersion()).toBe(before);
    expect(rowsOf<{ m: string }>(await t.deps.db.execute(sql`select max(updated_at)::text as m from jobs where vendor_id = ${vendorId}`))[0]?.m).toBe(stamp);
  });
});

describe('connected sources: failures stay on their source', () => {
  it('a malformed feed leaves a clear error on that source, backs off, and touches nothing else', async () => {
    routes.set('/feeds/good.xml', { body: fixture('rss.xml'), type: 'application/rss+xml' });
    routes.set('/feeds/broken.atom', { body: '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</entry></feed>', type: 'application/atom+xml' });
    const good = await q.insertSource(t.deps.db, { vendorId, kind: 'feed', ref: `${base}/feeds/good.xml`, createdBy: admin.id });
    const broken = await q.insertSource(t.deps.db, { vendorId: otherVendorId, kind: 'feed', ref: `${base}/feeds/broken.atom`, createdBy: admin.id });
    const jobsBefore = rowsOf(await t.deps.db.execute(sql`select id, job_title, status, updated_at::text from jobs order by id`));
    const totals = await syncDueSources(t.deps);
    expect(totals.failed).toBe(1);
    const b = await sourceOf(broken as string);
    expect(b.status).toBe('error');
    expect(b.lastError).toMatch(/^Not valid Atom: .+ \(line 1\)$/);
    expect(b.failures).toBe(1);
    expect(new Date(b.nextSyncAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const g = await sourceOf(good as string);
    expect(g).toMatchObject({ status: 'ok', lastAdded: 2 });
    const updates = rowsOf<{ productName: string; version: string }>(
      await t.deps.db.execute(sql`select product_name as "productName", version from product_updates where vendor_id = ${vendorId} order by release_date desc`),
    );
    expect(updates).toEqual([
      { productName: 'Quorvex Studio 4.2: self-healing locators', version: '4.2' },
      { productName: 'Quorvex Cloud & grid pricing update', version: '2026-11-02' },
    ]);
    expect(rowsOf(await t.deps.db.execute(sql`select id, job_title, status, updated_at::text from jobs order by id`))).toEqual(jobsBefore);

    // The vendor sees it in plain words; a second failure doubles the wait.
    const listed = await t.json('GET', '/api/vendor/sources', { token: otherManagerToken });
    expect(listed.body.sources[0]).toMatchObject({ status: 'error', failures: 1, lastError: b.lastError });
    await syncAgain(broken as string);
    const b2 = await sourceOf(broken as string);
    expect(b2.failures).toBe(2);
    expect(new Date(b2.nextSyncAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('a source that answers 404, or hangs, fails with the reason; the hang within the time limit', async () => {
    const missing = await q.insertSource(t.deps.db, { vendorId, kind: 'feed', ref: `${base}/feeds/gone.xml`, createdBy: admin.id });
    expect(await syncAgain(missing as string)).toMatchObject({ ok: false, error: 'The feed answered 404' });
    routes.set('/cal/hang.ics', { hang: true });
    t.deps.env.SOURCE_TIMEOUT_MS = 300;
    try {
      const hanging = await q.insertSource(t.deps.db, { vendorId, kind: 'ical', ref: `${base}/cal/hang.ics`, createdBy: admin.id });
      const started = Date.now();
      expect(await syncAgain(hanging as string)).toMatchObject({ ok: false, error: 'The calendar did not answer within 300 ms' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      t.deps.env.SOURCE_TIMEOUT_MS = 2000;
    }
  });

  it('refuses, on the connection itself, a host that resolves to a loopback or private address', async () => {
    routes.set('/feeds/local.xml', { body: fixture('rss.xml') });
    const port = new URL(base).port;
    const id = await q.insertSource(t.deps.db, { vendorId, kind: 'feed', ref: `http://localhost:${port}/feeds/local.xml`, createdBy: admin.id });
    t.deps.env.WEBHOOK_ALLOW_LOOPBACK = false;
    hits.length = 0;
    try {
      expect(await syncAgain(id as string)).toMatchObject({ ok: false, error: 'The address resolves to a private, loopback or reserved address: refused' });
      expect(hits).toEqual([]);
    } finally {
      t.deps.env.WEBHOOK_ALLOW_LOOPBACK = true;
    }
  });
});

describe('connected sources: review for a vendor that is not trusted', () => {
  it('new jobs wait for review; a re-sync replaces the pending values; once approved the next sync updates the live job in place', async () => {
    routes.set('/lever/testcraft', { body: fixture('lever.json') });
    const added = await t.json('POST', '/api/vendor/sources', { token: otherManagerToken, body: { kind: 'lever', ref: 'testcraft' } });
    const id = added.body.source.id as string;
    await drain();
    expect(await sourceOf(id)).toMatchObject({ status: 'ok', lastAdded: 0, lastPending: 2 });
    const jobCount = async () =>
      rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from jobs where vendor_id = ${otherVendorId}`))[0]?.n;
    expect(await jobCount()).toBe(0);
    const subs = async () =>
      rowsOf<{ id: string; state: string; title: string }>(
        await t.deps.db.execute(sql`select id, state, values->>'jobTitle' as title from vendor_submissions where source_id = ${id} order by external_id`),
      );
    expect((await subs()).map((s) => s.state)).toEqual(['pending', 'pending']);

    const postings = JSON.parse(fixture('lever.json')) as { text: string }[];
    (postings[0] as { text: string }).text = 'Lead QA Engineer (Playwright)';
    routes.set('/lever/testcraft', { body: JSON.stringify(postings) });
    expect(await syncAgain(id)).toMatchObject({ pending: 1, added: 0, updated: 0 });
    const pending = await subs();
    expect(pending).toHaveLength(2);
    expect(pending[0]).toMatchObject({ state: 'pending', title: 'Lead QA Engineer (Playwright)' });

    await review.approve(t.deps, admin, pending[0]?.id as string);
    expect(await jobCount()).toBe(1);
    const o = await syncAgain(id);
    expect(o).toMatchObject({ added: 0, updated: 1, closed: 0, pending: 0 });
    expect(await jobCount()).toBe(1);
    const [live] = rowsOf<{ city: string; state: string | null; title: string }>(
      await t.deps.db.execute(sql`select location_city as city, location_state as state, job_title as title from jobs where vendor_id = ${otherVendorId}`),
    );
    // The form needed a state ('Not specified' for review); the live job has the source's own (none).
    expect(live).toEqual({ city: 'London', state: null, title: 'Lead QA Engineer (Playwright)' });
    expect(await syncAgain(id)).toMatchObject({ added: 0, updated: 0, closed: 0, pending: 0 });

    // The other posting disappears before review: its submission is withdrawn.
    routes.set('/lever/testcraft', { body: JSON.stringify(postings.slice(0, 1)) });
    await syncAgain(id);
    expect((await subs()).map((s) => s.state).sort()).toEqual(['approved', 'withdrawn']);
  });
});

describe('connected sources: a webinar calendar', () => {
  it('creates the upcoming webinars in their time zones, and cancels one that leaves the calendar (its calendar event says so)', async () => {
    routes.set('/cal/quorvex.ics', { body: calendar(new Date()), type: 'text/calendar' });
    const id = (await q.insertSource(t.deps.db, { vendorId, kind: 'ical', ref: `${base}/cal/quorvex.ics`, createdBy: admin.id })) as string;
    const first = await syncAgain(id);
    expect(first.ok).toBe(true);
    expect(first.warnings).toContain("Skipped 'Team offsite' is an all-day event: a webinar needs a start and an end time");
    const rows = rowsOf<{ id: string; title: string; status: string; tz: string }>(
      await t.deps.db.execute(sql`select id, title, status, metadata->>'timeZone' as tz from webinars where vendor_id = ${vendorId} order by start_time`),
    );
    const agents = rows.find((r) => r.title === 'AI test agents 101');
    expect(agents).toMatchObject({ status: 'upcoming', tz: 'Europe/Berlin' });
    expect(rows.filter((r) => r.title === 'Weekly office hours').length).toBeGreaterThanOrEqual(11);
    expect(rows.some((r) => r.title === 'Cancelled before it was announced')).toBe(false);
    expect(await syncAgain(id)).toMatchObject({ added: 0, updated: 0, closed: 0 });

    const text = calendar(new Date());
    const without = text.replace(/BEGIN:VEVENT\r\nUID:ai-agents-101@[\s\S]*?END:VEVENT\r\n/, '');
    routes.set('/cal/quorvex.ics', { body: without, type: 'text/calendar' });
    expect(await syncAgain(id)).toMatchObject({ closed: 1 });
    const ics = await (await t.request('GET', `/calendar/vendor/${vendorId}.ics`)).text();
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes(`${agents?.id}`)) ?? '';
    expect(event).toContain('STATUS:CANCELLED');
  });
});

describe('connected sources at scale (docs/decisions/2202)', () => {
  /** A Greenhouse board of `n` jobs in the fixture's shape; `edit` changes one job's title. */
  const bigBoard = (n: number, edit?: number) => {
    const [template] = (JSON.parse(fixture('greenhouse.json')) as { jobs: Record<string, unknown>[] }).jobs;
    const jobs = Array.from({ length: n }, (_, i) => ({
      ...template,
      id: 7_000_000 + i,
      title: `Test Automation Engineer ${i}${i === edit ? ' (edited)' : ''}`,
      absolute_url: `https://boards.greenhouse.io/big/jobs/${i}`,
    }));
    return JSON.stringify({ jobs, meta: { total: n } });
  };
  const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(query))[0]?.n;
  const writesSeen = async (v: string) => ({
    version: await catalogVersion(),
    audit: await count(sql`select count(*)::int as n from audit_log`),
    submissions: await count(sql`select count(*)::int as n from vendor_submissions where vendor_id = ${v}`),
    jobsStamp: rowsOf<{ m: string }>(await t.deps.db.execute(sql`select max(updated_at)::text as m from jobs where vendor_id = ${v}`))[0]?.m,
    links: rowsOf<{ m: string }>(
      await t.deps.db.execute(sql`select count(*)::text || ':' || coalesce(string_agg(hash, '' order by external_id), '') as m from source_items i
        join vendor_sources s on s.id = i.source_id where s.vendor_id = ${v}`),
    )[0]?.m,
  });

  it('a trusted vendor’s 600-job board: published in batches with one cache bump; an unchanged re-sync writes nothing', async () => {
    const big = await makeVendor(t.deps.db, { name: 'Big Board' });
    await t.deps.db.execute(sql`update vendors set trusted = true where id = ${big}`);
    routes.set('/gh/big-board/jobs', { body: bigBoard(600) });
    const sourceId = (await q.insertSource(t.deps.db, { vendorId: big, kind: 'greenhouse', ref: 'big-board', createdBy: admin.id })) as string;
    const before = await catalogVersion();
    const auditBefore = await count(sql`select count(*)::int as n from audit_log`);
    expect(await syncAgain(sourceId)).toMatchObject({ ok: true, added: 600, updated: 0, closed: 0, skipped: 0 });
    // Six chunks were committed (and the hash comparison passed its 500-item yield); the public cache’s version moved once.
    expect(await catalogVersion()).toBe(before + 1);
    expect(await count(sql`select count(*)::int as n from jobs where vendor_id = ${big} and status = 'active'`)).toBe(600);
    expect(await count(sql`select count(*)::int as n from vendor_submissions where vendor_id = ${big} and state = 'approved'`)).toBe(600);
    // Audited as the one-by-one path was: a create and a publish_trusted row per job.
    expect((await count(sql`select count(*)::int as n from audit_log`)) as number).toBe((auditBefore as number) + 1200);
    const [one] = (await linkedIds(sourceId)).slice(0, 1);
    expect((await t.json('GET', `/api/jobs/${one?.contentId}`)).body).toMatchObject({ jobTitle: 'Test Automation Engineer 0', status: 'active' });

    const seen = await writesSeen(big);
    expect(await syncAgain(sourceId)).toMatchObject({ ok: true, added: 0, updated: 0, closed: 0, pending: 0 });
    expect(await writesSeen(big)).toEqual(seen);

    // One job edited at the source: one update in place, one bump.
    routes.set('/gh/big-board/jobs', { body: bigBoard(600, 550) });
    expect(await syncAgain(sourceId)).toMatchObject({ ok: true, added: 0, updated: 1, closed: 0 });
    expect(await catalogVersion()).toBe(seen.version + 1);
  }, 120_000); // the source thread runs at a lower priority: on a loaded machine a large board takes longer (no timing asserted)

  it('a vendor that is not trusted: 300 jobs become 300 pending submissions in batches; an edit at the source replaces its pending one', async () => {
    const v = await makeVendor(t.deps.db, { name: 'Big Untrusted' });
    routes.set('/gh/big-pending/jobs', { body: bigBoard(300) });
    const sourceId = (await q.insertSource(t.deps.db, { vendorId: v, kind: 'greenhouse', ref: 'big-pending', createdBy: admin.id })) as string;
    const before = await catalogVersion();
    expect(await syncAgain(sourceId)).toMatchObject({ ok: true, added: 0, pending: 300 });
    expect(await catalogVersion()).toBe(before);
    expect(await count(sql`select count(*)::int as n from vendor_submissions where vendor_id = ${v} and state = 'pending'`)).toBe(300);
    expect(await count(sql`select count(*)::int as n from jobs where vendor_id = ${v}`)).toBe(0);
    const seen = await writesSeen(v);
    expect(await syncAgain(sourceId)).toMatchObject({ added: 0, pending: 0, updated: 0 });
    expect(await writesSeen(v)).toEqual(seen);

    routes.set('/gh/big-pending/jobs', { body: bigBoard(300, 3) });
    expect(await syncAgain(sourceId)).toMatchObject({ pending: 1 });
    expect(await count(sql`select count(*)::int as n from vendor_submissions where vendor_id = ${v}`)).toBe(300);
    const [edited] = rowsOf<{ title: string }>(
      await t.deps.db.execute(sql`select s.values->>'jobTitle' as title from vendor_submissions s where s.vendor_id = ${v} and s.external_id = '7000003'`),
    );
    expect(edited?.title).toBe('Test Automation Engineer 3 (edited)');
  }, 120_000);

  it('a tick of several changed sources bumps the public cache version fewer times than it has sources', async () => {
    const bumps = coalescedBump(t.deps, 60_000);
    const start = await catalogVersion();
    for (let i = 0; i < 4; i++) await bumps.bump();
    expect(await catalogVersion()).toBe(start + 1); // the first at once, the rest owed
    await bumps.flush();
    expect(await catalogVersion()).toBe(start + 2);
    await bumps.flush();
    expect(await catalogVersion()).toBe(start + 2); // nothing owed any more

    const v = await makeVendor(t.deps.db, { name: 'Tick Vendor' });
    await t.deps.db.execute(sql`update vendors set trusted = true where id = ${v}`);
    for (let i = 0; i < 5; i++) {
      routes.set(`/gh/tick-${i}/jobs`, { body: bigBoard(3).replaceAll('70000', `7${i}000`) });
      await q.insertSource(t.deps.db, { vendorId: v, kind: 'greenhouse', ref: `tick-${i}`, createdBy: admin.id });
    }
    const before = await catalogVersion();
    const totals = await syncDueSources(t.deps);
    expect(totals).toMatchObject({ sources: 5, failed: 0, added: 15 });
    const bumped = (await catalogVersion()) - before;
    expect(bumped).toBeGreaterThanOrEqual(1);
    expect(bumped).toBeLessThan(5);
  });

  it('a long sync holds only its own worker lane: a job and an e-mail queued meanwhile are done before it ends', async () => {
    const env = t.deps.env as { SOURCE_TIMEOUT_MS: number };
    const timeout = env.SOURCE_TIMEOUT_MS;
    env.SOURCE_TIMEOUT_MS = 30_000;
    let release = () => {};
    routes.set('/gh/slow-board/jobs', { body: bigBoard(5), hold: new Promise<void>((r) => (release = r)) });
    const sourceId = (await q.insertSource(t.deps.db, { vendorId, kind: 'greenhouse', ref: 'slow-board', createdBy: admin.id })) as string;
    const other = jobType('lane-neighbour', z.object({}));
    let neighbourRan = false;
    const defs = [
      sourceSyncNowJob,
      defineJob(other, async () => {
        neighbourRan = true;
      }),
    ];
    const workers = startWorkers(t.deps, defs);
    try {
      const res = await t.json('POST', `/api/vendor/sources/${sourceId}/sync`, { token: managerToken });
      expect(res.status).toBeLessThan(300);
      workers.nudge();
      const until = async (ok: () => boolean | Promise<boolean>) => {
        for (let i = 0; i < 200 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 50));
        expect(await ok()).toBe(true);
      };
      // The sync is under way (its request reached the board, which holds the answer).
      await until(() => hits.some((h) => h.path === '/gh/slow-board/jobs'));
      expect(workers.status.lanes.sources.busySince).not.toBeNull();
      await enqueue(t.deps.db, other, {});
      const sentBefore = t.sent.length;
      await enqueueEmail(t.deps.db, { to: 'neighbour@test.local', subject: 'Confirm your e-mail', text: 'hello' });
      workers.nudge();
      await until(() => neighbourRan);
      await until(() => t.sent.length > sentBefore);
      // Both were done while the sync still waited for its board.
      expect((await sourceOf(sourceId)).lastSyncAt).toBeNull();
      release();
      await until(async () => (await sourceOf(sourceId)).lastSyncAt !== null);
      expect(await sourceOf(sourceId)).toMatchObject({ status: 'ok', lastAdded: 5 });
    } finally {
      release();
      await workers.stop();
      env.SOURCE_TIMEOUT_MS = timeout;
    }
  });
});
