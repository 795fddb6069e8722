import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearSession, setSession } from '../../../lib/session.ts';
import PreferencesRoute from './preferences.tsx';

const prefs = {
  personal: { fullName: 'Ada', jobTitle: null, company: null },
  avatarUrl: null,
  email: 'ada@example.com',
  isPro: false,
  theme: 'light',
  notifications: { emailNotifications: true, allWebinars: false, upcomingWebinars: true, featuredWebinars: false },
  digest: { dailyDigest: false, weeklyDigest: true, biweeklyDigest: false, monthlyDigest: false, preferredTopics: [], preferredVendors: [] },
  options: { topics: [], vendors: [] },
};
const alert = {
  id: 'a1',
  criteria: { search: 'playwright', experience: [], jobType: [] },
  summary: 'Jobs matching "playwright"',
  frequency: 'instant',
  confirmed: true,
  lastSentAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('Preferences', () => {
  const writes: { method: string; url: string; body: unknown }[] = [];
  beforeEach(() => {
    writes.length = 0;
    act(() => setSession({ accessToken: 'a.b.c', expiresAt: Math.floor(Date.now() / 1000) + 600, user: { id: 'u1', email: 'ada@example.com' } }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
        if (method !== 'GET') {
          writes.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
          return url.startsWith('/api/me/job-alerts/') ? json({ ...alert, frequency: 'daily' }) : json({ ok: true });
        }
        if (url === '/api/preferences') return json(prefs);
        if (url === '/api/me/job-alerts') return json({ items: [alert] });
        if (url === '/api/me/lead-consents') return json({ items: [] });
        return json({});
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => clearSession());
  });

  it('keeps weekly, bi-weekly and monthly exclusive, and saves every setting, job alerts included, with the one Save Changes at the end', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PreferencesRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const weekly = await screen.findByRole('switch', { name: 'Weekly digest' });
    const monthly = screen.getByRole('switch', { name: 'Monthly digest' });
    const biweekly = screen.getByRole('switch', { name: 'Bi-weekly digest' });
    expect(weekly).toBeChecked();
    fireEvent.click(monthly);
    expect(monthly).toBeChecked();
    expect(weekly).not.toBeChecked();
    expect(biweekly).not.toBeChecked();
    fireEvent.click(monthly);
    expect(monthly).not.toBeChecked();
    fireEvent.click(biweekly);

    const alerts = screen.getByRole('region', { name: 'Job alerts' });
    const select = await within(alerts).findByRole('combobox', { name: /How often/ });
    fireEvent.change(select, { target: { value: 'daily' } });
    // Nothing is written until Save Changes, which is the page's only save and comes after every section.
    expect(writes).toEqual([]);
    const saves = screen.getAllByRole('button', { name: 'Save Changes' });
    expect(saves).toHaveLength(1);
    const save = saves[0] as HTMLElement;
    expect(alerts.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('Preferences saved successfully!')).toBeTruthy();
    const put = writes.find((w) => w.url === '/api/preferences');
    expect(put?.body).toMatchObject({ digest: { weeklyDigest: false, biweeklyDigest: true, monthlyDigest: false } });
    expect(writes.find((w) => w.url === '/api/me/job-alerts/a1')).toMatchObject({ method: 'PATCH', body: { frequency: 'daily' } });
  });
});
