import type { SourceDto } from '@portal/shared/sources';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SourcesPanel } from './sources-panel.tsx';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const source = (o: Partial<SourceDto>): SourceDto => ({
  id: '00000000-0000-4000-8000-000000000001',
  vendorId: 'quorvex',
  kind: 'greenhouse',
  ref: 'quorvex',
  status: 'ok',
  pending: false,
  lastSyncAt: minutesAgo(5),
  lastSuccessAt: minutesAgo(5),
  nextSyncAt: new Date(Date.now() + 55 * 60_000).toISOString(),
  lastAdded: 3,
  lastUpdated: 1,
  lastClosed: 2,
  lastSkipped: 0,
  lastPending: 0,
  itemCount: 12,
  lastError: null,
  warnings: [],
  failures: 0,
  createdAt: minutesAgo(600),
  ...o,
});

function serve(sources: SourceDto[]) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (method === 'GET') return json(200, { vendor: { id: 'quorvex', name: 'Quorvex' }, sources });
      if (method === 'POST' && path === '/api/vendor/sources' && body.ref === '10.0.0.8') {
        return json(400, { error: { code: 'validation_error', message: 'Enter a valid http(s) URL', fields: { ref: 'Enter a valid http(s) URL' } } });
      }
      if (method === 'POST') return json(path.endsWith('/sync') ? 202 : 201, { source: source({ pending: true }) });
      return json(200, { success: true });
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SourcesPanel heading="h1" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SourcesPanel', () => {
  it('shows each source’s state in plain words, the last error of a failing one and the items it skipped', async () => {
    serve([
      source({}),
      source({
        id: '00000000-0000-4000-8000-000000000002',
        kind: 'feed',
        ref: 'https://quorvex.example/changelog.atom',
        status: 'error',
        failures: 2,
        lastError: 'Not valid Atom: Closing tag mismatch (line 1)',
        lastSyncAt: minutesAgo(10),
        nextSyncAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        warnings: ["Skipped 'Old release': no valid date"],
        lastSkipped: 1,
      }),
    ]);
    renderPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Connected sources' })).toBeInTheDocument();
    const [board, feed] = await screen.findAllByTestId('source-card');
    expect(within(board as HTMLElement).getByText('Greenhouse job board “quorvex”')).toBeInTheDocument();
    expect(within(board as HTMLElement).getByText('Last synced 5 minutes ago: 3 added, 1 updated, 2 closed.')).toBeInTheDocument();
    expect(within(board as HTMLElement).getByText('12 items from this source.')).toBeInTheDocument();
    expect(within(feed as HTMLElement).getByText('Last sync 10 minutes ago failed: Not valid Atom: Closing tag mismatch (line 1)')).toBeInTheDocument();
    expect(within(feed as HTMLElement).getByText('2 failures in a row; next try in 30 minutes; last good sync 5 minutes ago.')).toBeInTheDocument();
    expect(within(feed as HTMLElement).getByText("Skipped 'Old release': no valid date")).toBeInTheDocument();
  });

  it('adds a source, shows the field’s error from the server, syncs now and removes after confirming', async () => {
    const calls = serve([source({})]);
    renderPanel();
    await screen.findByText('Greenhouse job board “quorvex”');
    await userEvent.selectOptions(screen.getByLabelText('Kind of source'), 'feed');
    const url = screen.getByLabelText('Feed URL');
    await userEvent.type(url, '10.0.0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findAllByText('Enter a valid http(s) URL')).not.toHaveLength(0);
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(url);
    await userEvent.type(url, 'https://quorvex.example/changelog.xml');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findByText('Sync started. This page updates when it is done.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.body)?.body).toEqual({ kind: 'feed', ref: '10.0.0.8' });
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ kind: 'feed', ref: 'https://quorvex.example/changelog.xml' });

    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/vendor/sources/00000000-0000-4000-8000-000000000001/sync')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Greenhouse job board “quorvex”' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Source removed. Items it brought in stay; edit or unpublish them as usual.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/vendor/sources/00000000-0000-4000-8000-000000000001')).toBe(true);
  }, 30_000);
});
