import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearSession } from '../../../lib/session.ts';
import AdminUsersRoute from './users.tsx';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  company: null,
  jobTitle: null,
  isAdmin: false,
  isVendorAdmin: false,
  isPro: false,
  subscription: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSignInAt: null,
};

describe('Manage Users', () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    clearSession();
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const body = { users: [user], pagination: { page: 1, perPage: 10, totalCount: 1, totalPages: 1 } };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderManager = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AdminUsersRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows Previous and Next disabled when every user fits on one page', async () => {
    renderManager();
    expect(await screen.findByText('Showing 1 of 1 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps headers and e-mail addresses whole on a phone: the table scrolls in a focusable, labelled frame', async () => {
    renderManager();
    const cell = await screen.findByRole('cell', { name: 'ada@example.com' });
    // 'break-all' let a 390 px screen squeeze the Email column down to one letter per line.
    expect(cell.className).not.toContain('break-all');
    expect(cell.className).toContain('whitespace-nowrap');
    for (const header of screen.getAllByRole('columnheader')) {
      expect(header.className).not.toContain('break-all');
      expect(header.className).toContain('whitespace-nowrap');
    }
    const frame = screen.getByRole('region', { name: 'Users' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame.className).toContain('overflow-x-auto');
    expect(frame).toContainElement(screen.getByRole('table'));
  });

  it('remembers the sort under a key that survives sign-out', async () => {
    const first = renderManager();
    await screen.findByText('Showing 1 of 1 users');
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    first.unmount();
    clearSession();
    renderManager();
    await screen.findByText('Showing 1 of 1 users');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    expect(calls.at(-1)).toContain('sortField=email&sortOrder=asc');
  });
});
