import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { expectEachEncoding } from '../../test/encodings.ts';
import { useTestApp } from '../../test/test-app.ts';
import * as service from './feeds.service.ts';

const t = useTestApp();
const ids = {
  upcoming: '00000000-0000-4000-8000-000000000001',
  cancelled: '00000000-0000-4000-8000-000000000002',
  old: '00000000-0000-4000-8000-000000000003',
  other: '00000000-0000-4000-8000-000000000004',
  openJob: '00000000-0000-4000-8000-000000000011',
  closedJob: '00000000-0000-4000-8000-000000000012',
  newerJob: '00000000-0000-4000-8000-000000000013',
};
let topicId = '';

beforeAll(async () => {
  const db = t.deps.db;
  await db.execute(sql`insert into vendors (id, name) values ('acme', 'Acme & Sons'), ('zeta', 'Zeta Labs')`);
  await db.execute(sql`insert into topics (name, slug) values ('Self-healing tests', 'self-healing-tests')`);
  await db.execute(sql`insert into webinars (id, vendor_id, title, description, start_time, duration_minutes, status, webinar_url, created_at) values
    (${ids.upcoming}, 'acme', 'Self-healing <locators>', 'How AI repairs selectors', now() + interval '3 days', 45, 'upcoming', 'https://meet.example.com/a', now() - interval '2 days'),
    (${ids.cancelled}, 'acme', 'Cancelled talk', null, now() + interval '5 days', 60, 'cancelled', null, now() - interval '1 day'),
    (${ids.old}, 'acme', 'Long ago', null, now() - interval '90 days', 60, 'upcoming', null, now() - interval '100 days'),
    (${ids.other}, 'zeta', 'Zeta visual testing', null, now() + interval '4 days', 30, 'upcoming', null, now())`);
  await db.execute(sql`insert into jobs (id, vendor_id, job_title, job_description, posted_date, status) values
    (${ids.openJob}, 'acme', 'QA Engineer', 'Test things', current_date - 3, 'active'),
    (${ids.closedJob}, 'acme', 'Closed role', null, current_date - 1, 'closed'),
    (${ids.newerJob}, 'zeta', 'SDET', null, current_date, 'active')`);
  await db.execute(sql`insert into product_updates (vendor_id, product_name, version, features, release_date, release_notes_url) values
    ('acme', 'AcmeTest', '2.0', array['Visual diffs','Flaky test detection'], current_date, 'https://acme.example.com/notes')`);
  const u = await t.createUser({ fullName: 'Priya Tester' });
  const token = await t.loginAs(u.email);
  const res = await t.json('POST', '/api/forum/topics', {
    token,
    body: { title: 'Which AI tool for flaky tests?', content: 'We see many flaky UI tests.', tags: ['flaky'] },
  });
  expect(res.status).toBeLessThan(300);
  topicId = res.body.id ?? res.body.topic?.id;
});

describe('sitemap index', () => {
  it('lists a file per kind with lastmod, and each file lists the public detail pages only', async () => {
    const res = await t.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const index = await res.text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>http://localhost:3000/sitemaps/pages.xml</loc>');
    expect(index).toMatch(/<loc>http:\/\/localhost:3000\/sitemaps\/jobs-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    for (const kind of ['webinars', 'vendors', 'forum']) expect(index).toContain(`/sitemaps/${kind}-1.xml`);

    const jobs = await (await t.request('GET', '/sitemaps/jobs-1.xml')).text();
    expect(jobs).toContain(`<loc>http://localhost:3000/jobs/${ids.openJob}</loc>`);
    expect(jobs).not.toContain(ids.closedJob);
    const webinars = await (await t.request('GET', '/sitemaps/webinars-1.xml')).text();
    expect(webinars).toContain(`/webinars/${ids.upcoming}`);
    expect(webinars).not.toContain(ids.cancelled);
    expect(await (await t.request('GET', '/sitemaps/forum-1.xml')).text()).toContain(`/forum/${topicId}`);
    expect(await (await t.request('GET', '/sitemaps/vendors-1.xml')).text()).toContain('/vendor/acme');
    expect(index).toContain('/sitemaps/topics-1.xml');
    expect(await (await t.request('GET', '/sitemaps/topics-1.xml')).text()).toContain('<loc>http://localhost:3000/topics/self-healing-tests</loc>');
    expect(await (await t.request('GET', '/sitemaps/pages.xml')).text()).toContain('<loc>http://localhost:3000/jobs</loc>');
  });

  it('splits a kind into files of at most the per-file limit', async () => {
    const index = await service.sitemapIndex(t.deps.db, 'https://hub.example', 1);
    expect(index).toContain('https://hub.example/sitemaps/jobs-1.xml');
    expect(index).toContain('https://hub.example/sitemaps/jobs-2.xml');
    expect(index).not.toContain('jobs-3.xml');
    const first = await service.sitemapFile(t.deps.db, 'https://hub.example', 'jobs-1', 1);
    const second = await service.sitemapFile(t.deps.db, 'https://hub.example', 'jobs-2', 1);
    expect(first.match(/<url>/g)).toHaveLength(1);
    expect(second.match(/<url>/g)).toHaveLength(1);
    expect(first).not.toEqual(second);
  });

  it('answers 404 for unknown or empty sitemap files and 304 when unchanged', async () => {
    expect((await t.request('GET', '/sitemaps/jobs-9.xml')).status).toBe(404);
    expect((await t.request('GET', '/sitemaps/users-1.xml')).status).toBe(404);
    expect((await t.request('GET', '/sitemaps/jobs-1.txt')).status).toBe(404);
    const first = await t.request('GET', '/sitemap.xml');
    const tag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toContain('public');
    expect((await t.request('GET', '/sitemap.xml', { headers: { 'If-None-Match': tag } })).status).toBe(304);
  });

  it('robots.txt points at the sitemap index', async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /admin');
  });
});

describe('RSS feeds', () => {
  it('lists open jobs newest first with links to their pages', async () => {
    const res = await t.request('GET', '/rss/jobs.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<atom:link href="http://localhost:3000/rss/jobs.xml" rel="self"');
    expect(xml.indexOf('SDET')).toBeLessThan(xml.indexOf('QA Engineer'));
    expect(xml).toContain(`<link>http://localhost:3000/jobs/${ids.openJob}</link>`);
    expect(xml).not.toContain('Closed role');
  });

  it('escapes titles, drops cancelled webinars and names the vendor', async () => {
    const xml = await (await t.request('GET', '/rss/webinars.xml')).text();
    expect(xml).toContain('<title>Self-healing &lt;locators&gt;</title>');
    expect(xml).toContain('<dc:creator>Acme &amp; Sons</dc:creator>');
    expect(xml).not.toContain('Cancelled talk');
    expect(xml.indexOf('Zeta visual testing')).toBeLessThan(xml.indexOf('Self-healing'));
  });

  it('serves product updates and forum topics with their authors', async () => {
    const updates = await (await t.request('GET', '/rss/product-updates.xml')).text();
    expect(updates).toContain('<title>AcmeTest 2.0</title>');
    expect(updates).toContain('<link>https://acme.example.com/notes</link>');
    expect(updates).toContain('Visual diffs; Flaky test detection');
    const forum = await (await t.request('GET', '/rss/forum.xml')).text();
    expect(forum).toContain('Which AI tool for flaky tests?');
    expect(forum).toContain('<dc:creator>Priya Tester</dc:creator>');
    expect((await t.request('GET', '/rss/users.xml')).status).toBe(404);
  });
});

describe('calendar subscriptions', () => {
  it('publishes upcoming webinars with stable UIDs and cancellations', async () => {
    const res = await t.request('GET', '/calendar/webinars.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = (await res.text()).replace(/\r\n /g, '');
    expect(ics).toContain('X-WR-CALNAME:AI Testing Hub webinars');
    expect(ics).toContain(`UID:webinar-${ids.upcoming}@aitestinghub`);
    expect(ics).toContain(`UID:webinar-${ids.cancelled}@aitestinghub`);
    expect(ics).not.toContain(ids.old);
    const cancelled = ics.slice(ics.indexOf(`UID:webinar-${ids.cancelled}`));
    expect(cancelled.slice(0, cancelled.indexOf('END:VEVENT'))).toContain('STATUS:CANCELLED');
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(4);
  });

  it('raises SEQUENCE when a webinar changes, so subscribers apply the update', async () => {
    const seq = async () => {
      const ics = (await (await t.request('GET', '/calendar/webinars.ics')).text()).replace(/\r\n /g, '');
      const ev = ics.slice(ics.indexOf(`UID:webinar-${ids.upcoming}`));
      return Number(/SEQUENCE:(\d+)/.exec(ev)?.[1]);
    };
    const before = await seq();
    await t.deps.db.execute(
      sql`update webinars set title = 'Self-healing locators (moved)', updated_at = now() + interval '1 hour' where id = ${ids.upcoming}`,
    );
    const after = await seq();
    expect(after).toBeGreaterThan(before);
  });

  it('has one calendar per vendor, and 404 for an unknown vendor', async () => {
    const ics = await (await t.request('GET', '/calendar/vendor/zeta.ics')).text();
    expect(ics).toContain('X-WR-CALNAME:Zeta Labs webinars (AI Testing Hub)');
    expect(ics).toContain(ids.other);
    expect(ics).not.toContain(ids.upcoming);
    expect((await t.request('GET', '/calendar/vendor/nobody.ics')).status).toBe(404);
  });
});

describe('cached and compressed (issue 24)', () => {
  it('sends sitemaps, feeds and calendars compressed as the client accepts, with their 5-minute lifetime and an ETag of the body', async () => {
    await t.deps.db.execute(sql`insert into jobs (job_title, job_description, posted_date, status)
      select 'Compressed Kestrel Engineer ' || g, 'Feeds of many jobs are compressed.', current_date, 'active' from generate_series(1, 40) g`);
    for (const path of ['/sitemap.xml', '/sitemaps/jobs-1.xml', '/rss/jobs.xml', '/rss/forum.xml', '/calendar/webinars.ics']) {
      const plain = await t.request('GET', path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600');
      expect(plain.headers.get('etag'), path).toMatch(/^W\/"[\w-]{22}"$/);
      expect((await t.request('GET', path, { headers: { 'If-None-Match': plain.headers.get('etag') ?? '' } })).status).toBe(304);
      const text = await plain.text();
      // Answers over 1 KB are stored compressed (lib/encoding.ts): the jobs' sitemap and feed are.
      if (!path.includes('jobs')) continue;
      expect(text.length).toBeGreaterThan(1024);
      await expectEachEncoding(
        (accept) => t.request('GET', path, { headers: { 'accept-encoding': accept } }),
        text,
        (res) => expect(res.headers.get('etag')).toBe(plain.headers.get('etag')),
      );
    }
  });

  it('shows a new job in the cached feed and sitemap on the next request', async () => {
    const before = await (await t.request('GET', '/rss/jobs.xml')).text();
    expect(before).not.toContain('Caching Cassowary Engineer');
    const [job] = rowsOf<{ id: string }>(
      await t.deps.db.execute(
        sql`insert into jobs (job_title, job_description, posted_date, status) values ('Caching Cassowary Engineer', 'x', current_date, 'active') returning id`,
      ),
    );
    expect(await (await t.request('GET', '/rss/jobs.xml')).text()).toContain('Caching Cassowary Engineer');
    expect(await (await t.request('GET', '/sitemaps/jobs-1.xml')).text()).toContain(job?.id ?? 'missing');
  });
});
