import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';
import type { Transport } from './lib/api-client.ts';

/** A stand-in for the server's in-process API: answers by path after `delayMs`, and records what it was asked. */
function stubApi(answers: Record<string, { status: number; body: unknown }>, delayMs = 0) {
  const calls: string[] = [];
  const fetch: Transport = async (path) => {
    calls.push(path);
    await new Promise((r) => setTimeout(r, delayMs));
    const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1] ?? {
      status: 500,
      body: { error: { code: 'internal', message: `unexpected ${path}` } },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Job not found' } } };
const gone = { status: 410, body: { error: { code: 'gone', message: 'This job is no longer open' } } };
const origin = 'https://hub.example';

// The first render loads the lazy route modules (seconds on a loaded machine).
describe('server entry (entry-server.tsx)', { timeout: 30_000 }, () => {
  it('fetches the data the routes declare, then renders once; the status comes from the data', async () => {
    const api = stubApi({ '/api/forum/topics': { status: 200, body: { items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 } } });
    const page = await render({ url: `${origin}/forum?sort=most_replies`, fetch: api.fetch });
    if (page.kind !== 'page') throw new Error(page.kind);
    expect(page.renders).toBe(1);
    expect(page.status).toBe(200);
    expect(api.calls).toEqual([expect.stringMatching(/^\/api\/forum\/topics\?sort=most_replies&/)]);
    expect(page.head.title).toBe('Community Forum');
    // The fetched answer rides along for hydration under the screen's own key.
    expect((page.state as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey[0])).toContain('forum');

    const missing = stubApi({ '/api/jobs/': notFound });
    const m = await render({ url: `${origin}/jobs/nope`, fetch: missing.fetch });
    if (m.kind !== 'page') throw new Error(m.kind);
    expect([m.status, m.renders, missing.calls]).toEqual([404, 1, ['/api/jobs/nope']]);
  });

  it('renders a paged list once: /jobs declares its first page for the URL’s filters', async () => {
    const empty = { items: [], page: 1, pageSize: 12, total: 0, totalPages: 0 };
    const api = stubApi({ '/api/jobs': { status: 200, body: empty } });
    const page = await render({ url: `${origin}/jobs?search=playwright&location=Berlin&sort=nonsense`, fetch: api.fetch });
    if (page.kind !== 'page') throw new Error(page.kind);
    expect(page.renders).toBe(1);
    // One request, with the screen's own parameters (an unknown sort falls back to the default).
    expect(api.calls).toHaveLength(1);
    const asked = new URL(api.calls[0] as string, origin);
    expect([
      asked.pathname,
      asked.searchParams.get('search'),
      asked.searchParams.get('location'),
      asked.searchParams.get('sort'),
      asked.searchParams.get('page'),
    ]).toEqual(['/api/jobs', 'playwright', 'Berlin', 'newest', '1']);
    // Dehydrated as an infinite query under the screen's key, so the browser does not ask again.
    const queries = (page.state as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    expect(queries.map((q) => q.queryKey.slice(1, 3))).toContainEqual(['anon', 'jobs']);
    expect(queries.find((q) => q.queryKey[2] === 'jobs')?.state.data).toEqual({ pages: [empty], pageParams: [1] });
  });

  it('ships a list’s rows for hydration without the fields only a detail page shows (the HTML is rendered with them)', async () => {
    const job = {
      id: 'de4b87c6-c8d9-529c-a771-0ad72793ce01',
      jobTitle: 'AI Test Automation Engineer',
      jobDescription: 'Build and maintain UI and API suites that use self-healing locators.',
      jobPageUrl: 'https://careers.quorvex.example/jobs/1',
      locationCity: 'Austin',
      locationState: 'TX',
      locationCountry: 'USA',
      experienceLevel: 'mid',
      jobType: 'full-time',
      salaryCurrency: 'USD',
      requirements: ['3+ years of test automation'],
      postedDate: '2026-11-27',
      status: 'active',
      salaryMin: 105000,
      salaryMax: 137000,
      vendor: { id: 'quorvex', name: 'Quorvex', logoUrl: '/vendor-logos/quorvex.svg' },
      likeCount: 1,
      likedByMe: false,
    };
    const answer = { items: [job], page: 1, pageSize: 12, total: 1, totalPages: 1, locations: ['Austin'], vendors: [] };
    const page = await render({ url: `${origin}/jobs`, fetch: stubApi({ '/api/jobs': { status: 200, body: answer } }).fetch });
    if (page.kind !== 'page') throw new Error(page.kind);
    expect(page.html).toContain('AI Test Automation Engineer');
    const queries = (page.state as { queries: { queryKey: unknown[]; state: { data: { pages: { items: Record<string, unknown>[] }[] } } }[] }).queries;
    const shipped = queries.find((q) => q.queryKey[2] === 'jobs')?.state.data.pages[0]?.items[0];
    const { jobDescription: _d, requirements: _r, ...card } = job;
    expect(shipped).toEqual(card);
  });

  it.each([
    ['/webinars?status=live&sort=title', '/api/webinars'],
    ['/product-trials', '/api/product-trials'],
    ['/certifications?search=istqb', '/api/certifications'],
    ['/ai-courses', '/api/ai-courses'],
    ['/product-updates', '/api/product-updates'],
    ['/search?q=agents', '/api/search'],
  ])('renders %s once, its first page declared', async (url, path) => {
    const empty = { items: [], page: 1, pageSize: 12, total: 0, totalPages: 0, vendors: [] };
    const api = stubApi({ [path]: { status: 200, body: empty } });
    const page = await render({ url: `${origin}${url}`, fetch: api.fetch });
    if (page.kind !== 'page') throw new Error(page.kind);
    expect([page.renders, api.calls.map((c) => new URL(c, origin).pathname)]).toEqual([1, [path]]);
  });

  it('keeps each render to its own API client: two renders at once never see each other’s fetches', async () => {
    const slow = stubApi({ '/api/jobs/': gone }, 30);
    const quick = stubApi({ '/api/jobs/': notFound }, 1);
    const [a, b] = await Promise.all([
      render({ url: `${origin}/jobs/closed-one`, fetch: slow.fetch }),
      render({ url: `${origin}/jobs/missing-one`, fetch: quick.fetch }),
    ]);
    expect(slow.calls).toEqual(['/api/jobs/closed-one']);
    expect(quick.calls).toEqual(['/api/jobs/missing-one']);
    if (a.kind !== 'page' || b.kind !== 'page') throw new Error('not pages');
    expect([a.status, a.head.title]).toEqual([410, expect.stringMatching(/no longer open/i)]);
    expect([b.status, b.head.title]).toEqual([404, expect.stringMatching(/not found/i)]);
    expect(a.renders + b.renders).toBe(2);
  });

  it('answers member and sign-in screens with the shell, without fetching', async () => {
    const api = stubApi({});
    expect(await render({ url: `${origin}/dashboard`, fetch: api.fetch })).toEqual({ kind: 'shell' });
    expect(api.calls).toEqual([]);
  });
});
