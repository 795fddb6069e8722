import type { AnalyticsItem, AnalyticsWeek } from '@portal/shared/analytics';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsChart } from './analytics-chart.tsx';
import { AnalyticsFunnel } from './analytics-funnel.tsx';
import { AnalyticsItems } from './analytics-items.tsx';

const zero = { views: 0, likes: 0, registrations: 0, activations: 0, completedTrials: 0, averageRating: null, ratings: 0 };
const week = (weekStart: string, c: Partial<AnalyticsWeek>): AnalyticsWeek => ({ ...zero, weekStart, ...c });
const item = (title: string, c: Partial<AnalyticsItem>): AnalyticsItem => ({
  ...zero,
  contentType: 'job',
  contentId: title,
  title,
  ...c,
});

afterEach(() => localStorage.clear());

describe('vendor analytics', () => {
  it('draws one bar per week with a text summary, and offers every metric as a table', () => {
    render(<AnalyticsChart series={[week('2026-11-09', { views: 30, likes: 2 }), week('2026-11-16', { views: 12, averageRating: 4.5 })]} />);
    const chart = screen.getByRole('img', { name: 'Views by week' });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByText('42 views in 2 weeks from Nov 9; most in the week of Nov 9 (30).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Chart shows'), { target: { value: 'likes' } });
    expect(screen.getByRole('img', { name: 'Likes by week' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Week ofViewsLikesRegistrationsTrial activationsCompleted trialsAverage rating',
      'Nov 9302000—',
      'Nov 161200004.50',
    ]);
    expect(screen.getByRole('button', { name: 'Show chart' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the funnel with numbers and shares of views', () => {
    render(
      <AnalyticsFunnel totals={{ ...zero, views: 1000, likes: 5, registrations: 30, activations: 20, completedTrials: 10, averageRating: 4, ratings: 3 }} />,
    );
    expect(screen.getByTestId('funnel-likes').textContent).toBe('5 (<1% of views)');
    expect(screen.getByTestId('funnel-signups').textContent).toBe('50 (5% of views)');
    expect(screen.getByTestId('funnel-rating').textContent).toBe('4.00 of 5 (3 ratings)');
  });

  it('sorts the per item table by any column, with aria-sort', () => {
    render(<AnalyticsItems items={[item('Beta', { views: 5, likes: 9 }), item('Alpha', { views: 50, likes: 1 })]} capped={false} />);
    const titles = () => screen.getAllByRole('rowheader').map((c) => c.textContent);
    expect(titles()).toEqual(['Alpha', 'Beta']);
    fireEvent.click(screen.getByRole('button', { name: /^Likes/ }));
    expect(titles()).toEqual(['Alpha', 'Beta']);
    expect(screen.getByRole('columnheader', { name: /^Likes/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /^Likes/ }));
    expect(titles()).toEqual(['Beta', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /^Views/ }).getAttribute('aria-sort')).toBe('none');
  });
});
