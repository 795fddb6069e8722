import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubCatalogFetch } from '../../../test/catalog-stubs.ts';
import { CertificationList } from './catalog-lists.tsx';
import { formatDate, formatDateTime } from './format.ts';
import { LandingPage } from './landing-page.tsx';
import { TrialDetail } from './trial-detail.tsx';
import { VendorDetail } from './vendor-detail.tsx';
import { WebinarDetail } from './webinar-detail.tsx';

type Reply = { status: number; body: unknown };
let reply: (url: string) => Reply;

beforeEach(() => stubCatalogFetch((url) => reply(url)));
afterEach(() => vi.unstubAllGlobals());

const show = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
const notFound = (message: string): Reply => ({ status: 404, body: { error: { code: 'not_found', message } } });

describe('catalogue texts (spec part 1 sections 2 and 8)', () => {
  it('shows each landing section’s empty message', async () => {
    reply = () => ({ status: 200, body: { featuredTrials: [], jobs: [], certifications: [], webinars: [], productUpdates: [], courses: [] } });
    show(<LandingPage />);
    for (const text of [
      'No featured trials at the moment',
      'No job opportunities at the moment',
      'No certifications at the moment',
      'No upcoming webinars at the moment',
      'No product updates at the moment',
      'No AI courses at the moment',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it("shows a certification list load error as 'Error: {message}'", async () => {
    reply = () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests, slow down' } } });
    show(<CertificationList />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error: Too many requests, slow down');
  });

  it('shows Webinar not found, Trial not found and Vendor not found with their ways back', async () => {
    reply = (url) => notFound(url.includes('webinars') ? 'Webinar not found' : url.includes('trials') ? 'Trial not found' : 'Vendor not found');
    const w = show(<WebinarDetail id="nope" />);
    expect(await screen.findByRole('heading', { name: 'Webinar not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Webinars' })).toHaveAttribute('href', '/webinars');
    w.unmount();
    const t = show(<TrialDetail id="nope" panel={() => null} />);
    expect(await screen.findByRole('heading', { name: 'Trial not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Product Trials' })).toHaveAttribute('href', '/product-trials');
    t.unmount();
    show(<VendorDetail id="nope" />);
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a skeleton while a detail page loads', async () => {
    reply = () => ({ status: 200, body: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    show(<WebinarDetail id="slow" />);
    expect(await screen.findByTestId('detail-skeleton')).toBeInTheDocument();
  });

  it("writes 'Date not set', 'Invalid date' and 'Date not available' for missing or broken dates", () => {
    expect(formatDateTime(null)).toBe('Date not set');
    expect(formatDateTime('not a date')).toBe('Invalid date');
    expect(formatDate(null)).toBe('Date not available');
    expect(formatDate('2026-13-45')).toBe('Invalid date');
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
  });
});
