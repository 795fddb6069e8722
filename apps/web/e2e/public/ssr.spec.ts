import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seedId, test, dataSettled } from '../fixtures.ts';

const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The first HTML answer of a path, as a crawler sees it (no JavaScript). */
async function raw(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  const attr = (re: RegExp) => {
    const m = re.exec(html);
    return m?.[1] === undefined ? undefined : decode(m[1]);
  };
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return {
    status: res.status(),
    html,
    /** The server-rendered app, tags stripped. */
    text: decode(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: (key: string) => attr(new RegExp(`<meta property="og:${key}" content="([^"]*)"`)),
    twitter: (key: string) => attr(new RegExp(`<meta name="twitter:${key}" content="([^"]*)"`)),
    /** Every JSON-LD node, a '@graph' flattened into its nodes. */
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? 'null'))
      .flatMap((d) => d?.['@graph'] ?? [d]),
    hasState: html.includes('<script type="application/json" id="ssr-state">'),
  };
}

/** Data requests the page makes after loading (everything under /api/ except the session). */
function trackDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    if (
      u.pathname.startsWith('/api/') &&
      u.pathname !== '/api/me' &&
      !u.pathname.startsWith('/api/auth/') &&
      !u.pathname.endsWith('/view') &&
      u.pathname !== '/api/views'
    )
      seen.push(u.pathname);
  });
  return seen;
}

test.describe('[SSR] server-rendered public pages', () => {
  test('[SSR][HEAD] the landing page and every public list carry their content, title, description, canonical and social tags', async ({ request }) => {
    const jobs = (await (await request.get('/api/jobs')).json()) as { items: { jobTitle: string }[] };
    const pages: { path: string; title: string; content: string[] }[] = [
      { path: '/', title: 'AI Testing Hub', content: ['Featured Product Trials', 'Latest Job Opportunities'] },
      { path: '/webinars', title: 'Webinars · AI Testing Hub', content: ['Autonomous exploratory testing'] },
      { path: '/jobs', title: 'Jobs · AI Testing Hub', content: ['Job Opportunities', jobs.items[0]?.jobTitle ?? '?'] },
      { path: '/vendors', title: 'AI Testing Vendors · AI Testing Hub', content: ['Quorvex'] },
      { path: '/certifications', title: 'Certifications · AI Testing Hub', content: [] },
      { path: '/ai-courses', title: 'AI Courses · AI Testing Hub', content: [] },
      { path: '/product-updates', title: 'Product Updates · AI Testing Hub', content: [] },
      { path: '/product-trials', title: 'Product Trials · AI Testing Hub', content: ['Quorvex Pro'] },
      { path: '/forum', title: 'Community Forum · AI Testing Hub', content: [] },
      { path: '/about', title: 'About · AI Testing Hub', content: [] },
      { path: '/privacy', title: 'Privacy Policy · AI Testing Hub', content: [] },
      { path: '/terms', title: 'Terms of Service · AI Testing Hub', content: [] },
      { path: '/contact', title: 'Contact Us · AI Testing Hub', content: [] },
    ];
    for (const p of pages) {
      const r = await raw(request, p.path);
      expect(r.status, p.path).toBe(200);
      expect(r.title, p.path).toBe(p.title);
      expect(r.description?.length, p.path).toBeGreaterThan(10);
      expect(r.canonical, p.path).toBe(`${origin}${p.path}`);
      expect(r.og('title'), p.path).toBe(p.title);
      expect(r.og('url'), p.path).toBe(`${origin}${p.path}`);
      expect(r.og('type'), p.path).toBe('website');
      expect(r.og('description'), p.path).toBe(r.description);
      expect(r.twitter('card'), p.path).toMatch(/^summary/);
      expect(r.twitter('title'), p.path).toBe(p.title);
      expect(r.hasState, p.path).toBe(true);
      expect(r.text.length, p.path).toBeGreaterThan(200);
      for (const c of p.content) expect(r.text, `${p.path} shows ${c}`).toContain(c);
    }
    // Google's guidelines: JobPosting only on a job's own page, never on the list.
    expect((await raw(request, '/jobs')).jsonLd.some((d) => JSON.stringify(d).includes('JobPosting'))).toBe(false);
  });

  test('[SSR][JSON-LD] a webinar is an Event, a trial a SoftwareApplication, a vendor an Organization, a topic a DiscussionForumPosting', async ({
    request,
  }) => {
    const webinarId = seedId('webinar:5');
    const w = await raw(request, `/webinars/${webinarId}`);
    expect(w.status).toBe(200);
    expect(w.title).toBe('Autonomous exploratory testing · AI Testing Hub');
    expect(w.text).toContain('Autonomous exploratory testing');
    expect(w.canonical).toBe(`${origin}/webinars/${webinarId}`);
    const event = w.jsonLd.find((d) => d['@type'] === 'Event');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Autonomous exploratory testing',
      eventStatus: expect.stringMatching(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: expect.any(String) },
      organizer: { '@type': 'Organization', name: expect.any(String) },
    });
    expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
    expect(Number.isNaN(Date.parse(event.endDate))).toBe(false);

    const trialId = seedId('trial:0');
    const t = await raw(request, `/product-trials/${trialId}`);
    expect(t.title).toBe('Quorvex Pro · AI Testing Hub');
    expect(t.text).toContain('Quorvex Pro');
    expect(t.jsonLd.find((d) => d['@type'] === 'SoftwareApplication')).toMatchObject({
      name: 'Quorvex Pro',
      publisher: { '@type': 'Organization', name: 'Quorvex' },
      offers: { '@type': 'Offer', price: 0 },
    });

    const v = await raw(request, '/vendor/quorvex');
    expect(v.title).toBe('Quorvex · AI Testing Hub');
    expect(v.text).toContain('Quorvex');
    expect(v.jsonLd.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Quorvex', url: `${origin}/vendor/quorvex` });

    const topics = (await (await request.get('/api/forum/topics')).json()) as { items: { id: string; title: string; replyCount: number }[] };
    const topic = topics.items[0];
    if (!topic) throw new Error('no seeded topic');
    const f = await raw(request, `/forum/${topic.id}`);
    expect(f.status).toBe(200);
    expect(f.title).toBe(`${topic.title} · AI Testing Hub`);
    expect(f.og('type')).toBe('article');
    expect(f.text).toContain(topic.title);
    const posting = f.jsonLd.find((d) => d['@type'] === 'DiscussionForumPosting');
    expect(posting).toMatchObject({ headline: topic.title, author: { '@type': 'Person' }, commentCount: topic.replyCount, url: `${origin}/forum/${topic.id}` });
    expect(posting.interactionStatistic).toContainEqual({
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: topic.replyCount,
    });
    expect(Number.isNaN(Date.parse(posting.datePublished))).toBe(false);
  });

  test('[SSR][JSON-LD] the AI courses page lists its courses as Course items with their provider', async ({ request }) => {
    const courses = (await (await request.get('/api/ai-courses')).json()) as { items: { name: string; vendor: { name: string } | null }[] };
    const first = courses.items[0];
    if (!first) throw new Error('no seeded course');
    const c = await raw(request, '/ai-courses');
    expect(c.status).toBe(200);
    expect(c.text).toContain(first.name);
    const list = c.jsonLd.find((d) => d['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(courses.items.length);
    expect(list.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: { '@type': 'Course', name: first.name, description: expect.any(String), url: expect.stringMatching(/^https?:\/\//) },
    });
    if (first.vendor) expect(list.itemListElement[0].item.provider).toEqual({ '@type': 'Organization', name: first.vendor.name });
  });

  test('[SSR][JOBS] a job page carries its JobPosting; a remote job is TELECOMMUTE; a closed job answers 410', async ({ request }) => {
    const jobId = seedId('job:0');
    const job = (await (await request.get(`/api/jobs/${jobId}`)).json()) as { jobTitle: string; salaryCurrency: string; vendor: { name: string } };
    const r = await raw(request, `/jobs/${jobId}`);
    expect(r.status).toBe(200);
    expect(r.title).toBe(`${job.jobTitle} · AI Testing Hub`);
    expect(r.text).toContain(job.jobTitle);
    expect(r.text).toContain('Requirements');
    const posting = r.jsonLd.find((d) => d['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: job.jobTitle,
      hiringOrganization: { '@type': 'Organization', name: job.vendor.name },
      employmentType: expect.stringMatching(/^(FULL_TIME|PART_TIME|CONTRACTOR)$/),
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: job.salaryCurrency },
      url: `${origin}/jobs/${jobId}`,
    });
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));

    const remote = (await (await request.get('/api/jobs?jobType=remote')).json()) as { items: { id: string }[] };
    const remoteId = remote.items[0]?.id ?? '';
    const rr = await raw(request, `/jobs/${remoteId}`);
    const remotePosting = rr.jsonLd.find((d) => d['@type'] === 'JobPosting');
    expect(remotePosting.jobLocationType).toBe('TELECOMMUTE');
    expect(remotePosting.jobLocation).toBeUndefined();

    // job:14 is closed and job:9 inactive in the seed.
    for (const closed of [seedId('job:14'), seedId('job:9')]) {
      const c = await raw(request, `/jobs/${closed}`);
      expect(c.status).toBe(410);
      expect(c.text).toContain('This job is no longer open');
      expect(c.text).not.toContain('Apply');
      expect(c.jsonLd).toEqual([]);
    }
  });

  test('[SSR][404] unknown paths and missing items answer 404 with the spec texts; member screens get the shell', async ({ request }) => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string][] = [
      ['/no-such-page', 'Page Not Found'],
      [`/webinars/${missing}`, 'Webinar not found'],
      [`/product-trials/${missing}`, 'Trial not found'],
      ['/vendor/no-such-vendor', 'Vendor not found'],
      [`/jobs/${missing}`, 'Job not found'],
      [`/forum/${missing}`, 'Discussion not found'],
    ];
    for (const [path, text] of cases) {
      const r = await raw(request, path);
      expect(r.status, path).toBe(404);
      expect(r.title, path).toBe(`${text} · AI Testing Hub`);
      expect(r.text, path).toContain(text);
      expect(r.jsonLd, path).toEqual([]);
    }
    // Member, admin and retired screens keep answering the shell (the browser redirects or explains).
    for (const path of ['/dashboard', '/admin', '/my-trials', '/bookmarks', '/login', '/forum/new']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="ssr-state"');
    }
  });

  test('[SSR][HYDRATION] public pages hydrate without a mismatch and without fetching their data again', async ({ page }) => {
    const seen = trackDataRequests(page);
    const pages: [string, string][] = [
      ['/', 'Everything about AI-powered test automation, in one place'],
      ['/webinars', 'Webinars'],
      [`/webinars/${seedId('webinar:5')}`, 'Autonomous exploratory testing'],
      ['/jobs', 'Job Opportunities'],
      [`/jobs/${seedId('job:0')}`, ''],
      ['/vendor/quorvex', 'Quorvex'],
      [`/product-trials/${seedId('trial:0')}`, 'Quorvex Pro'],
      ['/forum', ''],
      ['/about', ''],
      ['/no-such-page', 'Page Not Found'],
    ];
    for (const [path, heading] of pages) {
      seen.length = 0;
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await dataSettled(page);
      expect(seen, `${path} fetched its data again`).toEqual([]);
    }
  });

  test('[SSR][CSP] the public lists and a form page run under the CSP without a single violation (zod probes for no eval)', async ({ page }) => {
    // Also what Chrome reports without a console message (Lighthouse 'inspector-issues'): a caught `new Function('')`.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    for (const path of ['/', '/jobs', '/webinars', '/contact']) {
      await page.goto(path);
      await dataSettled(page);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });

  test("[SSR][A11Y] a card's Like button is named with its visible count (label in name, axe label-content-name-mismatch)", async ({ page }) => {
    for (const path of ['/', '/jobs', '/webinars']) {
      await page.goto(path);
      const like = page.getByRole('button', { name: /^Like / }).first();
      await expect(like).toHaveAccessibleName(new RegExp(`, ${await like.getByTestId('like-count').textContent()} likes?$`));
      const result = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(
        result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`)),
        path,
      ).toEqual([]);
    }
  });

  test('[SSR][JOBS] job detail: from a card to the page, Apply in a new tab, like, share, and a closed job', async ({ page }) => {
    await page.goto('/jobs');
    const card = page.getByTestId('job-card').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    const job = (await (await page.request.get(`/api/jobs/${id}`)).json()) as { jobPageUrl: string; vendor: { id: string; name: string } };
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · AI Testing Hub`);
    await expect(page.getByRole('link', { name: job.vendor.name })).toHaveAttribute('href', `/vendor/${job.vendor.id}`);
    await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    const apply = page.getByRole('link', { name: 'Apply' });
    await expect(apply).toHaveAttribute('href', job.jobPageUrl);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: /share/i })).toBeVisible();
    // A visitor's like goes to sign-in and comes back here.
    await page.getByRole('button', { name: `Like ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/jobs/${id}`)}`));

    await page.goto(`/jobs/${seedId('job:14')}`);
    await expect(page.getByText('This job is no longer open')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse open jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

test.describe('[SSR] a viewer in another time zone', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('[SSR][HYDRATION] times render in UTC on the server, hydrate without a mismatch, then show local time', async ({ page, request }) => {
    const webinarId = seedId('webinar:5');
    const r = await raw(request, `/webinars/${webinarId}`);
    expect(r.text).toMatch(/\d{1,2}:\d{2} (AM|PM) UTC/);
    await page.goto(`/webinars/${webinarId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autonomous exploratory testing' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/(AM|PM) UTC/);
    await page.goto('/webinars');
    await expect(page.getByTestId('webinar-card').first()).not.toContainText('UTC');
    const topics = (await (await request.get('/api/forum/topics')).json()) as { items: { id: string; title: string }[] };
    await page.goto(`/forum/${topics.items[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: topics.items[0]?.title })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('UTC');
  });
});
