import type { JobItem } from '@portal/shared/catalog-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { recordMemberFetches } from '../../../test/catalog-stubs.ts';
import { JobDetail } from '../components/job-detail.tsx';
import { detailQuery, jobQuery, useCompare, useVendorProfile } from './catalog-detail-queries.ts';
import * as capabilities from '@portal/shared/capabilities-contracts';

// A signed-in member on a job page the server rendered for visitors (docs/decisions/2421-item-flags-overlay.md): the job
// stays as rendered, the member's flags for it come in one request (GET /api/me/flags), never the job again.

const id = '00000000-0000-4000-8000-000000000007';
const job = (flags: Partial<JobItem> = {}): JobItem => ({
  id,
  jobTitle: 'Overlay job',
  jobDescription: 'Tests the overlay.',
  jobPageUrl: null,
  locationCity: 'Pune',
  locationState: null,
  locationCountry: 'India',
  experienceLevel: 'mid',
  jobType: 'full-time',
  salaryCurrency: 'INR',
  requirements: ['Vitest'],
  postedDate: '2026-11-20',
  status: 'active',
  salaryMin: null,
  salaryMax: null,
  vendor: null,
  likeCount: 2,
  likedByMe: false,
  ...flags,
});

const calls = recordMemberFetches();

/** A browser that hydrated the server's job page (its visitors' answer in the cache, `age` ms old), signed in. */
function hydratedJob(age = 0) {
  const client = createQueryClient();
  client.setQueryData(jobQuery(id).queryKey, job(), { updatedAt: Date.now() - age });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/jobs/${id}`]}>
        <JobDetail id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const likeButton = () => screen.getByRole('button', { name: /^(Like|Unlike) Overlay job/ });

describe('a signed-in member on a server-rendered job page', () => {
  it('keeps the rendered job, asks its flags once (not the job), then refetches the job after a like as before', async () => {
    calls.answer = (s) => {
      if (s.path === '/api/me/flags') return { items: [{ id, likeCount: 3, likedByMe: true }] };
      if (s.path === '/api/likes') return { success: true, liked: false, likeCount: 2, consentNeeded: null };
      if (s.path === `/api/jobs/${id}`) return job();
      throw new Error(`unexpected ${s.path}`);
    };
    hydratedJob();
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton()).toHaveAccessibleName('Unlike Overlay job, 3 likes');
    expect(screen.getByText('Tests the overlay.')).toBeInTheDocument();
    expect(calls.seen.map((s) => s.path)).toEqual(['/api/me/flags']);
    expect(calls.seen[0]?.query.get('type')).toBe('job');
    expect(calls.seen[0]?.query.getAll('ids')).toEqual([id]);

    // An unlike: off at once, then the member's job answer from the server (the flags overlay was for the first fetch only).
    calls.seen = [];
    await act(async () => fireEvent.click(likeButton()));
    await waitFor(() => expect(calls.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/likes', `GET /api/jobs/${id}`]));
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like Overlay job, 2 likes'));
  });

  it('asks the job itself when the rendered answer is no longer fresh (one request, as before)', async () => {
    calls.answer = (s) => {
      if (s.path === `/api/jobs/${id}`) return job({ likedByMe: true, likeCount: 5 });
      throw new Error(`unexpected ${s.path}`);
    };
    hydratedJob(5 * 60_000);
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.seen.map((s) => s.path)).toEqual([`/api/jobs/${id}`]);
  });

  it('asks the job itself when the flags request fails', async () => {
    calls.answer = (s) => {
      if (s.path === '/api/me/flags') throw new Error('flags down');
      if (s.path === `/api/jobs/${id}`) return job({ likedByMe: true, likeCount: 5 });
      throw new Error(`unexpected ${s.path}`);
    };
    hydratedJob();
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.seen.map((s) => s.path)).toEqual(['/api/me/flags', `/api/jobs/${id}`]);
  });
});

describe('a signed-in member on a page whose answer is the same for everyone', () => {
  it('keeps the comparison and the capability profile the server rendered, with no request', async () => {
    calls.answer = (s) => {
      throw new Error(`unexpected ${s.path}`);
    };
    const client = createQueryClient();
    const compared = { vendors: [], key: 'a-vs-b' };
    const profile = { vendorId: 'a', claims: [] };
    client.setQueryData(detailQuery('anon', 'compare', capabilities.compare, { params: { key: 'a-vs-b' } }).queryKey, compared as never);
    client.setQueryData(detailQuery('anon', 'vendor-profile', capabilities.vendorProfile, { params: { id: 'a' } }).queryKey, profile as never);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ compare: useCompare('a-vs-b'), profile: useVendorProfile('a') }), { wrapper });
    expect(result.current.compare.data).toBe(compared);
    expect(result.current.profile.data).toBe(profile);
    // Still nothing asked once the hooks have settled (the answers are fresh and keyed as the visitors' ones).
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(result.current.compare.isFetching || result.current.profile.isFetching).toBe(false);
    expect(calls.seen).toEqual([]);
  });
});
