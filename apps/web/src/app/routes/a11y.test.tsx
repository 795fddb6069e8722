import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../features/accounts/components/login-form.tsx';
import { SignupForm } from '../../features/accounts/components/signup-form.tsx';
import { VendorDetail } from '../../features/catalog/components/vendor-detail.tsx';
import { TopicForm } from '../../features/forum/components/topic-form.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { clearSession } from '../../lib/session.ts';
import { axeViolations } from '../../test/axe.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Pager } from '../../components/ui/pager.tsx';

/*
 * axe over the main UI components in jsdom, in the states a member meets (errors shown, dialogs open,
 * tables sortable and selectable): labels, names, roles and ARIA are checked on every commit, in
 * milliseconds. The browser sweep (apps/web/e2e/a11y) adds colour contrast and whole pages when UI files change.
 */
afterEach(() => vi.unstubAllGlobals());

const routed = (element: React.ReactNode, url = '/x') =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [url] })} />);

// axe takes a second or more per run on a loaded 2-core machine.
describe('component-level axe (WCAG 2.1 A/AA without colour)', { timeout: 30_000 }, () => {
  it('finds what it should: an unlabelled field and a nameless button', async () => {
    render(
      <form>
        <input type="text" />
        <button type="button" />
      </form>,
    );
    const found = await axeViolations();
    expect(found.some((v) => v.startsWith('label '))).toBe(true);
    expect(found.some((v) => v.startsWith('button-name '))).toBe(true);
  });

  it('sign-in form, empty and with the server error shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Invalid email or password' } }), { status: 401 })),
    );
    routed(<LoginForm />, '/login');
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'nope-nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    expect(await axeViolations()).toEqual([]);
  });

  it('sign-up form with a validation message', async () => {
    routed(<SignupForm />, '/signup');
    await userEvent.click(screen.getByRole('button', { name: /Create Account|Sign Up/ }));
    await screen.findByRole('alert');
    expect(await axeViolations()).toEqual([]);
  });

  it('a field with its hint and error', async () => {
    render(<Field label="Company" hint="As it appears on your badge" error="Company is required" defaultValue="" />);
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(/Company is required/);
    expect(await axeViolations()).toEqual([]);
  });

  it('a confirm dialog (modal) with focus inside', async () => {
    render(<ConfirmDialog title="Delete job?" message="This cannot be undone." confirmLabel="Delete" danger onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Delete job?' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('a sortable, selectable data table with row actions, and the numbered pager', async () => {
    const rows = [
      { id: 'a', title: 'QA Lead' },
      { id: 'b', title: 'SDET' },
    ];
    render(
      <>
        <DataTable
          caption="Jobs"
          columns={[{ key: 'title', label: 'Title', sort: 'title', rowHeader: true, render: (r) => r.title }]}
          rows={rows}
          sort={{ field: 'title', dir: 'asc' }}
          onSort={() => {}}
          selected={new Set(['a'])}
          onSelect={() => {}}
          rowLabel={(r) => r.title}
          actions={(r) => <button type="button">Edit {r.title}</button>}
          regionLabel="Jobs table"
        />
        <Pager page={2} totalPages={5} onPage={() => {}} numbered />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Jobs' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('the forum topic form with its errors and tags', async () => {
    render(<TopicForm submitLabel="Create Discussion" busyLabel="Creating" onSubmit={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Discussion' }));
    await userEvent.type(screen.getByLabelText('Tags', { exact: true }), 'ai{Enter}');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('a vendor page with its tabs', async () => {
    clearSession();
    const page = { items: [], page: 1, pageSize: 12, total: 0, totalPages: 1 };
    const detail = {
      vendor: {
        id: 'acme',
        name: 'Acme',
        logoUrl: null,
        websiteUrl: null,
        description: 'Test tools',
        counts: { productTrials: 0, webinars: 0, certifications: 0, jobs: 0 },
      },
      productTrials: page,
      webinars: page,
      certifications: page,
      jobs: page,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        // The capability profile and the 'Compare with' list are requests of their own (docs/decisions/2301).
        if (url === '/api/vendors/acme/profile') return Response.json({ profile: null, rating: { average: null, count: 0, distribution: [] } });
        if (url.startsWith('/api/vendors?')) return Response.json({ ...page, facets: {} });
        return new Response(JSON.stringify(detail), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <VendorDetail id="acme" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Acme' });
    expect(await axeViolations()).toEqual([]);
  });
});
