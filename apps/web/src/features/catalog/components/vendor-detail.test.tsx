import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { VendorDetail } from './vendor-detail.tsx';

const cert = (i: number) => ({
  id: `c${i}`,
  name: `Cert ${i}`,
  description: null,
  certificationLink: null,
  videoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  vendor: { id: 'acme', name: 'Acme', logoUrl: null },
  likeCount: 0,
  likedByMe: false,
});
const page = <T,>(items: T[], total: number, p = 1) => ({ items, page: p, pageSize: 12, total, totalPages: Math.max(1, Math.ceil(total / 12)) });
const detail = {
  vendor: {
    id: 'acme',
    name: 'Acme',
    logoUrl: null,
    websiteUrl: null,
    description: null,
    counts: { productTrials: 0, webinars: 0, certifications: 14, jobs: 0 },
  },
  productTrials: page([], 0),
  webinars: page([], 0),
  certifications: page(
    Array.from({ length: 12 }, (_, i) => cert(i)),
    14,
  ),
  jobs: page([], 0),
};

describe('VendorDetail tabs', () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    clearSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        // The capability profile and the 'Compare with' list (docs/decisions/2301) are their own requests.
        if (url === '/api/vendors/acme/profile') return Response.json({ profile: null, rating: { average: null, count: 0, distribution: [] } });
        if (url.startsWith('/api/vendors?')) return Response.json({ ...page([], 0), facets: {} });
        calls.push(url);
        const body = url.startsWith('/api/vendors/acme/certifications') ? page([cert(12), cert(13)], 14, 2) : detail;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tab totals, the empty message, and loads the next page from the server', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <VendorDetail id="acme" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('No product trials available from this vendor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Certifications (14)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByTestId('certification-card')).toHaveLength(12);
    expect(within(panel).getByText('Showing 12 of 14')).toBeInTheDocument();
    expect(calls).toEqual(['/api/vendors/acme']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Cert 13')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('certification-card')).toHaveLength(14);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls[1]).toBe('/api/vendors/acme/certifications?page=2&pageSize=12');
  });
});
