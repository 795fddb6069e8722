import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrialReviews } from './trial-reviews.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ state: { status: 'signedOut' }, me: undefined, meLoading: false }) }));

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderReviews() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TrialReviews trialId="t1" />
    </QueryClientProvider>,
  );
}

describe('TrialReviews', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the average, count and each review with its author and text', async () => {
    answer({
      summary: { average: 4.5, count: 2 },
      items: [
        { id: 'r1', rating: 5, text: 'Great visual diffs', authorName: 'Asha Rao', reviewedAt: '2026-11-20T10:00:00.000Z', hidden: false },
        { id: 'r2', rating: 4, text: null, authorName: 'A member', reviewedAt: '2026-11-19T10:00:00.000Z', hidden: false },
      ],
      page: 1,
      pageSize: 5,
      total: 2,
      totalPages: 1,
    });
    renderReviews();
    expect(await screen.findByText('4.5 out of 5 · 2 reviews')).toBeTruthy();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('Great visual diffs')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('says so when there are no reviews yet', async () => {
    answer({ summary: { average: null, count: 0 }, items: [], page: 1, pageSize: 5, total: 0, totalPages: 0 });
    renderReviews();
    expect(await screen.findByText('No reviews yet. Members who complete this trial can share their rating here.')).toBeTruthy();
  });
});
