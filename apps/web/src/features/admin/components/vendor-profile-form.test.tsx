import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { VendorProfileModal } from './vendor-profile-form.tsx';

const terms = [
  { kind: 'framework', slug: 'playwright', name: 'Playwright', description: null, sortOrder: 1, vendorCount: 1 },
  { kind: 'framework', slug: 'cypress', name: 'Cypress', description: null, sortOrder: 2, vendorCount: 0 },
];
const profile = {
  tags: { category: [], framework: [{ slug: 'playwright', name: 'Playwright', confirmedAt: '2026-01-02T00:00:00.000Z' }], language: [], ci: [] },
  deployment: 'saas',
  deploymentConfirmedAt: '2026-01-02T00:00:00.000Z',
  pricingModels: [],
  priceFrom: 2500,
  priceCurrency: 'USD',
  priceUnit: null,
  pricingConfirmedAt: '2026-01-02T00:00:00.000Z',
  freeTrialDays: null,
  trialConfirmedAt: null,
  docsUrl: null,
  pricingUrl: null,
  statusUrl: null,
  linksConfirmedAt: null,
};
const rating = { average: null, count: 0, distribution: [] };

// The admin's dialog after the form was shared with the vendor console (docs/decisions/2204): it still saves directly.
describe('Admin › Manage Vendors › capability profile dialog', () => {
  const calls: { url: string; method: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    clearSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const path = new URL(url, 'http://x').pathname;
        const body = path === '/api/admin/vendor-taxonomy' ? { items: terms } : { profile, rating };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the live profile and saves the admin’s edit to the admin route', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VendorProfileModal vendor={{ id: 'quorvex', name: 'Quorvex' }} onClose={() => {}} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('checkbox', { name: 'Playwright' })).toBeChecked();
    expect(screen.getByLabelText("'From' price")).toHaveValue(25);
    await user.click(screen.getByRole('checkbox', { name: 'Cypress' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Profile of Quorvex saved'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/admin/vendors/quorvex/profile');
    expect(put?.body).toMatchObject({ tags: { framework: ['playwright', 'cypress'] }, deployment: 'saas', priceFrom: 2500, confirmAll: false });
  });
});
