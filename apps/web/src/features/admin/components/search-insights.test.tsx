import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchInsights } from './search-insights.tsx';

describe('SearchInsights (admin dashboard)', () => {
  it('lists the week top searches and the ones that found nothing, each opening the same search', () => {
    render(
      <MemoryRouter>
        <SearchInsights
          searches={{
            top: [
              { kind: 'jobs', term: 'selenium grid', searches: 12, lastTotal: 4 },
              { kind: 'all', term: 'quantum fuzzing', searches: 1, lastTotal: 0 },
            ],
            zeroResults: [{ kind: 'all', term: 'quantum fuzzing', searches: 1, lastTotal: 0 }],
          }}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'Searches This Week' });
    const top = within(card).getAllByRole('list')[0] as HTMLElement;
    expect(within(top).getByRole('link', { name: 'selenium grid' }).getAttribute('href')).toBe('/jobs?search=selenium+grid');
    expect(within(top).getByText('12 searches')).toBeTruthy();
    expect(within(top).getByText('in Jobs')).toBeTruthy();
    const none = within(card).getAllByRole('list')[1] as HTMLElement;
    expect(within(none).getByRole('link', { name: 'quantum fuzzing' }).getAttribute('href')).toBe('/search?q=quantum+fuzzing');
    expect(within(none).getByText('1 search')).toBeTruthy();
  });

  it('says so when there is nothing yet', () => {
    render(
      <MemoryRouter>
        <SearchInsights searches={{ top: [], zeroResults: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No searches yet this week.')).toBeTruthy();
    expect(screen.getByText('Every search this week found something.')).toBeTruthy();
  });
});
