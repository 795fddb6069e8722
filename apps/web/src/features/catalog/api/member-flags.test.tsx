import type { JobItem } from '@portal/shared/catalog-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { recordMemberFetches } from '../../../test/catalog-stubs.ts';
import { JobList, jobListParams } from '../components/job-list.tsx';
import { SearchPage } from '../components/search-page.tsx';
import { jobListOptions, searchOptions } from './catalog-list-queries.ts';
import { withFlags } from './member-flags.ts';

// A signed-in member on a list the server rendered for visitors (docs/decisions/2014-member-flags-overlay.md): the rows
// stay as rendered, the member's flags are asked once for the rows on screen and laid over them.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const job = (n: number, flags: Partial<JobItem> = {}): JobItem => ({
  id: uuid(n),
  jobTitle: `Overlay job ${n}`,
  jobDescription: null,
  jobPageUrl: null,
  locationCity: 'Pune',
  locationState: null,
  locationCountry: 'India',
  experienceLevel: 'mid',
  jobType: 'full-time',
  salaryCurrency: 'INR',
  requirements: [],
  postedDate: '2026-11-20',
  status: 'active',
  salaryMin: null,
  salaryMax: null,
  vendor: null,
  likeCount: 0,
  likedByMe: false,
  ...flags,
});
const page = (n: number, items: JobItem[]) => ({ items, page: n, pageSize: 12, total: 24, totalPages: 2, locations: [], vendors: [] });
const rendered = page(
  1,
  Array.from({ length: 12 }, (_, i) => job(i + 1)),
);

const calls = recordMemberFetches();

/** A browser that hydrated the server's /jobs page (its visitors' answer in the cache, `age` ms old), signed in. */
function hydratedJobs(age = 0) {
  const client = createQueryClient();
  client.setQueryData(
    jobListOptions('anon', jobListParams(new URLSearchParams())).queryKey,
    { pages: [rendered], pageParams: [1] },
    { updatedAt: Date.now() - age },
  );
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/jobs']}>
        <JobList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const likeButton = (n: number) =>
  within(screen.getAllByTestId('job-card').find((c) => c.textContent?.includes(`Overlay job ${n}`)) as HTMLElement).getByRole('button', {
    name: /^(Like|Unlike) /,
  });

describe('withFlags', () => {
  it("lays each row's flags and current count over it and leaves rows the answer does not name", () => {
    const rows = { items: [job(1), job(2)], page: 1 };
    const out = withFlags(rows, { items: [{ id: uuid(1), likeCount: 5, likedByMe: true }] });
    expect(out.items[0]).toEqual({ ...job(1), likeCount: 5, likedByMe: true });
    expect(out.items[1]).toBe(rows.items[1]);
    expect(out.page).toBe(1);
    expect(rows.items[0]?.likedByMe).toBe(false);
  });
});

describe('a signed-in member on a server-rendered list', () => {
  it('keeps the rendered rows, asks their flags once (not the list), then pages and likes through the list as before', async () => {
    let answerLike = () => {};
    const likeAnswered = new Promise<void>((resolve) => {
      answerLike = resolve;
    });
    calls.answer = (s) => {
      if (s.path === '/api/me/flags')
        return { items: s.query.getAll('ids').map((id) => ({ id, likeCount: id === uuid(3) ? 4 : 0, likedByMe: id === uuid(3) })) };
      if (s.path === '/api/jobs' && s.query.get('page') === '2') return page(2, [job(13, { likedByMe: true, likeCount: 1 }), job(14)]);
      // The like's answer waits for the test (`answerLike`): 'on at once' is checked while it is in flight.
      if (s.path === '/api/likes') return likeAnswered.then(() => ({ success: true, liked: true, likeCount: 1, consentNeeded: null }));
      if (s.path === '/api/jobs')
        return page(
          1,
          rendered.items.map((j) =>
            j.id === uuid(3) ? { ...j, likedByMe: true, likeCount: 4 } : j.id === uuid(5) ? { ...j, likedByMe: true, likeCount: 1 } : j,
          ),
        );
      throw new Error(`unexpected ${s.path}`);
    };
    hydratedJobs();
    await waitFor(() => expect(likeButton(3)).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton(3)).toHaveAccessibleName('Unlike Overlay job 3, 4 likes');
    expect(likeButton(1)).toHaveAttribute('aria-pressed', 'false');
    expect(calls.seen.map((s) => s.path)).toEqual(['/api/me/flags']);
    expect(calls.seen[0]?.query.get('type')).toBe('job');
    expect(calls.seen[0]?.query.getAll('ids')).toEqual(rendered.items.map((j) => j.id));

    // Page 2: the member's list answer, flags included; no flags request of its own.
    calls.seen = [];
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(likeButton(13)).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton(14)).toHaveAttribute('aria-pressed', 'false');
    expect(calls.seen.map((s) => `${s.path} ${s.query.get('page')}`)).toEqual(['/api/jobs 2']);

    // A like: on at once, then from the server (the member's list, every page loaded).
    calls.seen = [];
    await act(async () => fireEvent.click(likeButton(5)));
    expect(likeButton(5)).toHaveAttribute('aria-pressed', 'true');
    answerLike();
    await waitFor(() => expect(calls.seen.filter((s) => s.path === '/api/jobs')).toHaveLength(2));
    await waitFor(() => expect(likeButton(5)).toHaveAccessibleName('Unlike Overlay job 5, 1 like'));
    expect(calls.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/likes', 'GET /api/jobs', 'GET /api/jobs']);
    expect(likeButton(3)).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton(13)).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the list itself when the rendered answer is no longer fresh (one request, as before)', async () => {
    calls.answer = (s) => {
      if (s.path === '/api/jobs') return page(1, [job(1, { likedByMe: true, likeCount: 1 })]);
      throw new Error(`unexpected ${s.path}`);
    };
    hydratedJobs(5 * 60_000);
    await waitFor(() => expect(likeButton(1)).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.seen.map((s) => s.path)).toEqual(['/api/jobs']);
  });

  it('keeps rendered search hits with no request at all (hits carry no flags)', async () => {
    calls.answer = (s) => {
      throw new Error(`unexpected ${s.path}`);
    };
    const client = createQueryClient();
    const hits = {
      items: [{ type: 'job' as const, id: uuid(1), title: 'Overlay hit', snippet: null, vendorName: null, url: '/jobs', rank: 1 }],
      page: 1,
      pageSize: 12,
      total: 1,
      totalPages: 1,
    };
    client.setQueryData(searchOptions('anon', { q: 'overlay' }).queryKey, { pages: [hits], pageParams: [1] });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/search?q=overlay']}>
          <SearchPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Overlay hit' })).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData(searchOptions('member-1', { q: 'overlay' }).queryKey)).toBeDefined());
    expect(calls.seen).toEqual([]);
  });
});
