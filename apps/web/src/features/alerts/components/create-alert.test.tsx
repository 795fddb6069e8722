import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { alertMessages } from '@portal/shared/alerts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { CreateAlertButton } from './create-alert.tsx';

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/jobs', element: <CreateAlertButton /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    { initialEntries: ['/jobs?search=playwright'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('CreateAlertButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => clearSession());
  });

  it('keeps a job alert a visitor was saving through sign-in and saves it, once, when they are back signed in', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/job-alerts') posted.push({ body: JSON.parse(String(init.body)), auth: new Headers(init.headers).get('Authorization') });
        return new Response(JSON.stringify({ message: alertMessages.created, alert: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    act(() => clearSession());
    const router = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Create job alert' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Once a week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and save it' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/jobs?search=playwright')}`);
    expect(posted).toHaveLength(0);

    act(() => setSession({ accessToken: 'a.b.c', expiresAt: Math.floor(Date.now() / 1000) + 600, user: { id: 'u1', email: 'u1@example.com' } }));
    await act(() => router.navigate('/jobs?search=playwright'));
    expect(await screen.findByText(alertMessages.created)).toBeTruthy();
    expect(posted).toEqual([{ body: { criteria: { search: 'playwright', experience: [], jobType: [] }, frequency: 'weekly' }, auth: 'Bearer a.b.c' }]);
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/jobs?search=playwright'));
    expect(posted).toHaveLength(1);
  });
});
