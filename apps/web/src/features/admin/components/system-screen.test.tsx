import type { SystemOverview } from '@portal/shared/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../../components/ui/notice.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { axeViolations } from '../../../test/axe.ts';
import { SystemScreen } from './system-screen.tsx';

const at = '2026-11-25T10:00:00Z';
function overview(): SystemOverview {
  return {
    version: '0.1.0',
    startedAt: at,
    uptimeSeconds: 3 * 3600 + 5 * 60,
    database: { kind: 'pglite', bytes: 12 * 1024 * 1024 },
    schedules: [{ name: 'backup-daily', everySeconds: 86400, lastRunAt: at, nextRunAt: '2026-11-26T10:00:00Z' }],
    queue: [{ name: 'lead-webhook', pending: 2, running: 0, failed: 1, oldestPendingAt: at }],
    failedJobs: [{ id: 'j1', name: 'digest-fanout', attempts: 5, lastError: 'SMTP refused', updatedAt: at }],
    failedEmails: [{ id: 'e1', toAddress: 'ada@example.com', subject: 'Welcome', attempts: 5, lastError: 'mailbox full', createdAt: at }],
    failedWebhooks: [
      {
        id: 'w1',
        vendorName: 'Testloom',
        url: 'https://hooks.testloom.example/x',
        event: 'lead.shared',
        attempts: 5,
        lastStatusCode: 500,
        lastError: null,
        updatedAt: at,
      },
    ],
    backups: {
      daily: true,
      keep: 7,
      files: [{ name: 'backup-20261125T100000Z-daily.jsonl.gz', bytes: 2048, createdAt: at, origin: 'daily', complete: true }],
      runs: [],
    },
  };
}

describe('Admin › System', () => {
  const calls: { method: string; url: string }[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ method, url });
        const body = method === 'GET' ? overview() : url.endsWith('/backups') ? { jobId: 'b1' } : { ok: true };
        return new Response(JSON.stringify(body), {
          status: method === 'POST' && url.endsWith('/backups') ? 202 : 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderScreen = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <NoticeProvider>
            <SystemScreen />
          </NoticeProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows the installation, schedules, queue, failures and backups from one request', async () => {
    const { container } = renderScreen();
    expect(await screen.findByText('Embedded (PGlite), 12 MB')).toBeInTheDocument();
    expect(screen.getByText('3 h 5 min')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Scheduled jobs' })).getByText('backup-daily')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Failed jobs' })).getByText('SMTP refused')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Failed lead-webhook deliveries' })).getByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByText(/newest 7 daily backups are kept/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends each action to its operation', async () => {
    renderScreen();
    await screen.findByText('Embedded (PGlite), 12 MB');
    await userEvent.click(screen.getByRole('button', { name: 'Retry job digest-fanout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry e-mail to ada@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard e-mail to ada@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry delivery to Testloom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start a backup' }));
    const posts = calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url, 'http://x').pathname);
    expect(posts).toEqual([
      '/api/admin/system/jobs/j1/retry',
      '/api/admin/system/emails/e1/retry',
      '/api/admin/system/emails/e1/discard',
      '/api/admin/system/webhooks/w1/retry',
      '/api/admin/system/backups',
    ]);
    expect(await screen.findByText('Backup started.')).toBeInTheDocument();
  });
});
