import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './notification-bell.tsx';

const item = (n: number, read = false) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'forum_reply',
  title: `Reply ${n}`,
  body: 'Hello there',
  link: `/forum/t${n}`,
  readAt: read ? '2026-01-01T00:00:00.000Z' : null,
  createdAt: new Date().toISOString(),
});

function serve(state: { unread: number }) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (path.startsWith('/api/notifications/unread-count')) return json({ unread: state.unread });
    if (path === '/api/notifications/read-all') {
      state.unread = 0;
      return json({ updated: 2 });
    }
    if (path.startsWith('/api/notifications?')) {
      return json({ items: [item(1, state.unread === 0), item(2, state.unread === 0)], total: 2, page: 1, pageSize: 5, totalPages: 1, unread: state.unread });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationBell />
            <button type="button">after</button>
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows the unread dot and count, and the dot goes away after Mark all as read', async () => {
    const state = { unread: 2 };
    const calls = serve(state);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await screen.findByText('Reply 1')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Reply 2 (unread)');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/notifications/read-all');
  });

  it('is keyboard operable: Enter opens, Tab moves into the panel, Escape closes and returns focus, tabbing out closes', async () => {
    serve({ unread: 1 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await screen.findByText('Reply 1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await screen.findByText('Reply 1');
    // Mark all, two notifications, View all, then out of the panel.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
