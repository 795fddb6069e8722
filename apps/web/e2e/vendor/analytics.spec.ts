import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, expect, login, test } from '../fixtures.ts';

/** Presses Tab until the locator has focus (fails if it never gets it): proves it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`never reached ${target} with Tab`);
}

const analytics = (page: Page) => page.getByRole('region', { name: 'Content Analytics' });

test.describe('[VENDOR][ANALYTICS]', () => {
  test('[VENDOR][ANALYTICS] the manager sees the weekly chart, its table, the funnel, the per item table and the CSV', async ({ page }) => {
    await login(page, demo.manager, DEMO_PASSWORD, '/vendor/analytics');
    const section = analytics(page);
    await expect(section.getByRole('heading', { name: 'Content Analytics' })).toBeVisible();
    const chart = section.getByRole('img', { name: 'Views by week' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(12);
    await expect(section.locator('figcaption')).toHaveText(/^[\d,]+ views in 12 weeks from [A-Z][a-z]{2} \d{1,2}; most in the week of /);
    const views = Number((await section.getByTestId('funnel-views').textContent())?.replace(/,/g, ''));
    expect(views).toBeGreaterThan(0);
    await expect(section.getByTestId('analytics-funnel').getByRole('listitem')).toHaveText([
      /^Views/,
      /^Likes/,
      /^Registrations and trial activations/,
      /^Completed trials/,
    ]);

    // Another metric and the table alternative with every metric per week.
    await section.getByLabel('Chart shows').selectOption('likes');
    await expect(section.getByRole('img', { name: 'Likes by week' })).toBeVisible();
    await section.getByRole('button', { name: 'Show as table' }).click();
    const weekly = section.getByTestId('analytics-weekly-table');
    await expect(weekly.getByRole('row')).toHaveCount(13);
    await expect(weekly.getByRole('columnheader')).toHaveText([
      'Week of',
      'Views',
      'Likes',
      'Registrations',
      'Trial activations',
      'Completed trials',
      'Average rating',
    ]);
    await section.getByRole('button', { name: 'Show chart' }).click();

    // The period changes the series on the server.
    await section.getByLabel('Period').selectOption('26');
    await expect(section.getByRole('img', { name: 'Likes by week' }).locator('rect')).toHaveCount(26);

    // Per item: sortable, no member identities.
    await section.getByRole('button', { name: /^Show per item table \(\d+\)$/ }).click();
    const items = section.getByTestId('analytics-items');
    await expect(items.getByRole('row').filter({ hasText: 'AI Test Automation Engineer' })).toHaveCount(1);
    const viewsHeader = items.getByRole('columnheader', { name: 'Views' });
    await expect(viewsHeader).toHaveAttribute('aria-sort', 'descending');
    await items.getByRole('columnheader', { name: 'Content' }).getByRole('button').click();
    await expect(items.getByRole('columnheader', { name: 'Content' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(viewsHeader).toHaveAttribute('aria-sort', 'none');
    const titles = await items.locator('tbody th').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    await expect(section).not.toContainText(demo.member);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Export analytics CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^analytics-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '"Content Type","Content","Views","Likes","Registrations","Trial Activations","Completed Trials","Average Rating","Ratings"',
    );
    expect(csv).toContain('"Job","AI Test Automation Engineer"');
    expect(csv).not.toContain('@example.com');
  });

  test('[VENDOR][ANALYTICS] the period selector, chart toggle, item table sort and CSV work from the keyboard', async ({ page }) => {
    await login(page, demo.manager, DEMO_PASSWORD, '/vendor/analytics');
    const section = analytics(page);
    await expect(section.getByRole('img', { name: 'Views by week' })).toBeVisible();
    await page.locator('body').focus();

    const period = section.getByLabel('Period');
    await tabTo(page, period);
    await page.keyboard.press('ArrowDown');
    await expect(period).toHaveValue('26');
    await expect(section.getByRole('img', { name: 'Views by week' }).locator('rect')).toHaveCount(26);

    const csvButton = section.getByRole('button', { name: 'Export analytics CSV' });
    await tabTo(page, csvButton, 3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^analytics-export-/);

    const toggle = section.getByRole('button', { name: 'Show as table' });
    await tabTo(page, toggle, 5);
    await page.keyboard.press('Enter');
    await expect(section.getByTestId('analytics-weekly-table')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'true');

    const more = section.getByRole('button', { name: /^Show per item table/ });
    await tabTo(page, more, 5);
    await page.keyboard.press('Enter');
    const likesSort = section.getByTestId('analytics-items').getByRole('columnheader', { name: 'Likes' });
    await tabTo(page, likesSort.getByRole('button'), 6);
    await page.keyboard.press('Enter');
    await expect(likesSort).toHaveAttribute('aria-sort', 'ascending');
  });

  test('[VENDOR][ANALYTICS] an error offers Try Again; no activity shows the empty state', async ({ page }) => {
    await page.route(/\/api\/vendor\/analytics\?/, (r) =>
      r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'The database is unavailable' } }),
      }),
    );
    await login(page, demo.manager, DEMO_PASSWORD, '/vendor/analytics');
    const section = analytics(page);
    await expect(section.getByRole('heading', { name: 'Error Loading Analytics' })).toBeVisible();
    await expect(section.getByText('The database is unavailable')).toBeVisible();
    // Its own screen, in the vendor manager's sidebar (not under 'User Likes').
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

    await page.unroute(/\/api\/vendor\/analytics\?/);
    const zero = { views: 0, likes: 0, registrations: 0, activations: 0, completedTrials: 0, averageRating: null, ratings: 0 };
    await page.route(/\/api\/vendor\/analytics\?/, (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ weeks: 12, from: '2026-09-07', to: '2026-11-23', totals: zero, series: [], items: [], itemsCapped: false }),
      }),
    );
    await section.getByRole('button', { name: 'Try Again' }).click();
    await expect(section.getByTestId('analytics-empty')).toHaveText(/^No activity yet\./);
    await expect(section.getByRole('button', { name: 'Export analytics CSV' })).toBeDisabled();
  });

  test('[VENDOR][ANALYTICS] opening a job page sends one view beacon, counted once per visitor and day', async ({ page }) => {
    const jobId = 'eac173c4-3d30-509f-a841-f2ce2f0b053d'; // seedId('job:12'): a Quorvex job
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/views') && r.request().method() === 'POST');
    await page.goto(`/jobs/${jobId}`);
    const first = await beacon;
    expect(first.status()).toBe(200);
    expect(first.request().postDataJSON()).toEqual({ type: 'job', id: jobId });
    // The same browser again today: the server answers but does not count it.
    const again = await page.evaluate(async (id) => {
      const res = await fetch('/api/views', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'job', id }) });
      return res.json();
    }, jobId);
    expect(again).toEqual({ counted: false });
  });
});
