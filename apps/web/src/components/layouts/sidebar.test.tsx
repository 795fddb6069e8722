import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar.tsx';

vi.mock('../../lib/auth.tsx', () => ({
  useAuth: () => ({ state: { status: 'signedIn' }, me: { roles: { vendorManager: true, admin: false } }, meLoading: false }),
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar />
    </MemoryRouter>,
  );

describe('Sidebar, vendor manager', () => {
  it("gives Analytics and the lead webhook their own entries beside 'User Likes'", () => {
    renderAt('/vendor/analytics');
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'User Likes' })).toHaveAttribute('href', '/vendor/leads');
    const analytics = within(nav).getByRole('link', { name: 'Analytics' });
    expect(analytics).toHaveAttribute('href', '/vendor/analytics');
    expect(analytics).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Lead webhook' })).toHaveAttribute('href', '/vendor/webhook');
    // A manager's screen is not a vendor's page: 'Vendors' stays unmarked.
    expect(within(nav).getByRole('link', { name: 'Vendors' })).not.toHaveAttribute('aria-current');
  });

  it("marks 'Vendors' on a vendor's page", () => {
    renderAt('/vendor/acme');
    expect(screen.getByRole('link', { name: 'Vendors' })).toHaveAttribute('aria-current', 'page');
  });
});
