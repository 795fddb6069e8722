import type { TrialAccessResponse } from '@portal/shared/trials';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersection } from '../../../test/intersection.ts';
import { TrialPanel } from './trial-panel.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuthState: () => ({ status: 'signedOut' }) }));

const day = 86_400_000;
const trial: TrialAccessResponse['trial'] = {
  id: 't1',
  productName: 'Visual Diff Cloud',
  description: 'Pixel diffs',
  vendorId: 'v1',
  vendorName: 'Acme',
  trialPeriodDays: 14,
  startDate: new Date(Date.now() - 10 * day).toISOString(),
  endDate: new Date(Date.now() + 60 * day).toISOString(),
  status: 'active',
  activatable: true,
  accessLink: 'https://acme.example/trial',
};

function renderPanel(initial: TrialAccessResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrialPanel trialId="t1" initial={initial} initialUpdatedAt={Date.now()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TrialPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Activate in a sticky bar on a phone while the panel button is off screen', () => {
    const io = stubIntersection();
    renderPanel({ trial, activation: null });
    expect(screen.getAllByRole('button', { name: 'Activate 14-Day Trial' })).toHaveLength(1);
    const main = io.observed()[0];
    if (!main) throw new Error('the panel button is not watched');
    io.show(main, false);
    const bar = screen.getByRole('region', { name: 'Start your trial' });
    expect(within(bar).getByRole('button', { name: 'Activate 14-Day Trial' })).toBeTruthy();
    io.show(main, true);
    expect(screen.queryByRole('region', { name: 'Start your trial' })).toBeNull();
  });

  it('has no sticky bar when the trial cannot be activated', () => {
    const io = stubIntersection();
    renderPanel({ trial: { ...trial, activatable: false, endDate: new Date(Date.now() - day).toISOString() }, activation: null });
    expect(io.observed()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Trial No Longer Available' })).toBeDisabled();
  });

  it("reads a completed trial as one state: 'Completed' with the rating and access until its date", () => {
    const expiry = new Date(Date.now() + 13 * day);
    renderPanel({
      trial,
      activation: {
        id: 'a1',
        trialId: 't1',
        activationDate: new Date(Date.now() - day).toISOString(),
        expiryDate: expiry.toISOString(),
        status: 'completed',
        feedback: null,
        rating: 4,
        reviewPublished: false,
        reviewHidden: false,
      },
    });
    const status = screen.getByTestId('trial-status');
    expect(within(status).getByText('Completed')).toBeTruthy();
    expect(within(status).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(status).getByText('Access until')).toBeTruthy();
    expect(within(status).queryByText('Expires')).toBeNull();
    expect(screen.getByRole('link', { name: /Access Trial/ })).toHaveAttribute('href', 'https://acme.example/trial');
    expect(screen.queryByRole('button', { name: 'Share Feedback' })).toBeNull();
  });

  it("says 'Access ended' once a completed trial's period is over, with no Access Trial link", () => {
    renderPanel({
      trial,
      activation: {
        id: 'a1',
        trialId: 't1',
        activationDate: new Date(Date.now() - 20 * day).toISOString(),
        expiryDate: new Date(Date.now() - 6 * day).toISOString(),
        status: 'completed',
        feedback: null,
        rating: 5,
        reviewPublished: false,
        reviewHidden: false,
      },
    });
    const status = screen.getByTestId('trial-status');
    expect(within(status).getByText('Access ended')).toBeTruthy();
    expect(within(status).queryByText('Expires')).toBeNull();
    expect(screen.queryByRole('link', { name: /Access Trial/ })).toBeNull();
  });

  it("keeps 'Expires' for an active trial", () => {
    renderPanel({
      trial,
      activation: {
        id: 'a1',
        trialId: 't1',
        activationDate: new Date().toISOString(),
        expiryDate: new Date(Date.now() + 14 * day).toISOString(),
        status: 'active',
        feedback: null,
        rating: null,
        reviewPublished: false,
        reviewHidden: false,
      },
    });
    expect(within(screen.getByTestId('trial-status')).getByText('Expires')).toBeTruthy();
  });
});
