import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearSession } from '../../../lib/session.ts';
import VendorConsoleRoute from './vendor-console.tsx';

const profile = { id: 'quorvex', name: 'Quorvex', logoUrl: null, description: null, websiteUrl: null, trusted: false, review: null, pending: null };
const job = {
  id: '11111111-1111-4111-8111-111111111111',
  vendorId: 'quorvex',
  vendor: { id: 'quorvex', name: 'Quorvex', logoUrl: null },
  jobTitle: 'Live Job',
  jobDescription: 'd',
  jobPageUrl: 'https://q.test/j',
  locationCity: 'Pune',
  locationState: 'MH',
  locationCountry: 'India',
  experienceLevel: 'mid',
  jobType: 'full-time',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'USD',
  requirements: [],
  postedDate: '2026-01-01',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  review: { submissionId: 's1', state: 'rejected', reason: 'Add a salary range', updatedAt: '2026-01-02T00:00:00.000Z' },
  pending: null,
};
const draft = {
  id: '22222222-2222-4222-8222-222222222222',
  vendorId: 'quorvex',
  vendorName: 'Quorvex',
  kind: 'job',
  contentId: null,
  title: 'Draft Job',
  state: 'pending',
  reason: null,
  submittedBy: 'manager@example.com',
  source: null,
  createdAt: '2026-01-03T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
  decidedAt: null,
};
const capabilities = {
  profile: null,
  terms: [
    { kind: 'framework', slug: 'playwright', name: 'Playwright', description: null, sortOrder: 1, vendorCount: 3 },
    { kind: 'framework', slug: 'cypress', name: 'Cypress', description: null, sortOrder: 2, vendorCount: 2 },
    { kind: 'category', slug: 'visual-ai', name: 'Visual AI', description: null, sortOrder: 1, vendorCount: 1 },
  ],
  trusted: false,
  review: { submissionId: 's9', state: 'pending', reason: null, updatedAt: '2026-01-04T00:00:00.000Z' },
  pending: {
    tags: { category: [], framework: ['playwright'], language: [], ci: [] },
    deployment: 'saas',
    pricingModels: [],
    priceFrom: null,
    priceCurrency: 'USD',
    priceUnit: null,
    freeTrialDays: 14,
    docsUrl: null,
    pricingUrl: null,
    statusUrl: null,
    confirmAll: false,
  },
};
const page = (items: unknown[]) => ({ items, page: 1, pageSize: 20, total: items.length, totalPages: 1 });

describe('Vendor console', () => {
  const calls: { url: string; method: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    clearSession();
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const path = new URL(url, 'http://x').pathname;
        const q = new URL(url, 'http://x').searchParams;
        const body =
          path === '/api/vendor/profile'
            ? profile
            : path === '/api/vendor/capabilities' && method === 'PUT'
              ? { state: 'pending', submissionId: 's9', id: null, message: 'Submitted for review. An admin will look at it soon.' }
              : path === '/api/vendor/capabilities'
                ? capabilities
                : path === '/api/vendor/jobs' && method === 'POST'
                  ? { state: 'pending', submissionId: 's2', id: null, message: 'Submitted for review. An admin will look at it soon.' }
                  : path === '/api/vendor/jobs'
                    ? page([job])
                    : path === '/api/vendor/submissions'
                      ? page(q.get('state') === 'pending' ? [draft] : [])
                      : {};
        return new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderAt = (path: string) =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/vendor/console" element={<VendorConsoleRoute />} />
            <Route path="/vendor/console/:section" element={<VendorConsoleRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it("shows the admin jobs screen in the manager's scope: own rows with their review state, drafts, Unpublish, no vendor picker", async () => {
    renderAt('/vendor/console/jobs');
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('Live Job')).toBeInTheDocument();
    expect(within(table).getByText('Edit rejected')).toBeInTheDocument();
    expect(within(table).getByText('Reason: Add a salary range')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Company/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unpublish Live Job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete Live Job/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send job reminder/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    const drafts = screen.getByRole('region', { name: 'Not published yet' });
    expect(within(drafts).getByText('Draft Job', { selector: 'p' })).toBeInTheDocument();
    expect(within(drafts).getByText('Pending review')).toBeInTheDocument();
    // Every request went to the manager's own API, none to the admin's.
    expect(calls.every((c) => !c.url.includes('/api/admin/'))).toBe(true);
  });

  it('submits a new job for review with the vendor fixed to their own', async () => {
    const user = userEvent.setup();
    renderAt('/vendor/console/jobs');
    await user.click(await screen.findByRole('button', { name: 'Add Job' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Job' });
    expect(within(dialog).getByText('Quorvex')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Vendor *')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Job' }));
    expect(within(dialog).getByText('Job title is required')).toBeInTheDocument();
    const fill: Record<string, string> = {
      'Job Title *': 'New Job',
      'Job Description *': 'Do things',
      'Job Page URL *': 'https://q.test/new',
      'City *': 'Pune',
      'State *': 'MH',
      'Country *': 'India',
    };
    for (const [label, value] of Object.entries(fill)) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Submit Job' }));
    expect(await screen.findByText('Submitted for review. An admin will look at it soon.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/vendor/jobs');
    expect(post?.body).toMatchObject({ vendorId: 'quorvex', jobTitle: 'New Job' });
    expect(post?.body).not.toHaveProperty('topicIds');
  }, 20_000);

  it('edits the capability profile from the pending edit and submits it for review', async () => {
    const user = userEvent.setup();
    renderAt('/vendor/console/capabilities');
    expect(await screen.findByRole('heading', { name: 'Capability Profile', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Edit pending review')).toBeInTheDocument();
    // The form starts from the pending edit, not the (empty) live profile.
    expect(screen.getByRole('checkbox', { name: 'Playwright' })).toBeChecked();
    expect(screen.getByLabelText('Free trial (days)')).toHaveValue(14);
    await user.click(screen.getByRole('checkbox', { name: 'Cypress' }));
    await user.click(screen.getByRole('button', { name: 'Submit profile for review' }));
    expect(await screen.findByText('Submitted for review. An admin will look at it soon.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/vendor/capabilities');
    expect(put?.body).toMatchObject({ tags: { framework: ['playwright', 'cypress'] }, deployment: 'saas', freeTrialDays: 14 });
    expect(calls.every((c) => !c.url.includes('/api/admin/'))).toBe(true);
  }, 20_000);
});
