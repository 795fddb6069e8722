import type { Page } from '@playwright/test';
import { expect, seedId, test, dataSettled } from '../fixtures.ts';

/** Data requests a screen makes (everything under /api/ except the session and profile). */
function trackDataRequests(page: Page): string[] {
  const seen: string[] = [];
  // Finished requests only: a reload aborts whatever the previous page still had in flight.
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    // The view beacon (POST /api/views, decision 1803) is not data.
    if (u.pathname.startsWith('/api/') && u.pathname !== '/api/me' && u.pathname !== '/api/views' && !u.pathname.startsWith('/api/auth/'))
      seen.push(u.pathname);
  });
  return seen;
}

test.describe('[CATALOG] public catalogue', () => {
  test('[CATALOG][LANDING] every section comes with the server-rendered page: no API request', async ({ page }) => {
    const seen = trackDataRequests(page);
    await page.goto('/');
    for (const h of [
      'Featured Product Trials',
      'Latest Job Opportunities',
      'Latest Certifications',
      'Upcoming Webinars',
      'Latest Product Updates',
      'Latest AI Courses',
    ]) {
      await expect(page.getByRole('heading', { name: h })).toBeVisible();
    }
    await expect(page.getByTestId('trial-card')).toHaveCount(3);
    await expect(page.getByTestId('job-card')).toHaveCount(4);
    await expect(page.getByTestId('webinar-card')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
    await dataSettled(page);
    expect(seen).toEqual([]);
  });

  test('[CATALOG][DETAIL] a trial page and a webinar page come server-rendered, side panel included: no API request', async ({ page }) => {
    const seen = trackDataRequests(page);
    const trial = seedId('trial:0');
    await page.goto(`/product-trials/${trial}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quorvex Pro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate 14-Day Trial' })).toBeEnabled();
    await dataSettled(page);
    expect(seen).toEqual([]);

    seen.length = 0;
    const webinar = seedId('webinar:5');
    await page.goto(`/webinars/${webinar}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autonomous exploratory testing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    await dataSettled(page);
    expect(seen).toEqual([]);
  });

  test('[CATALOG][WEBINARS] 8 skeletons, search, filter, sort, query string across reload, empty state', async ({ page }) => {
    await page.route('**/api/webinars?*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    // The first page comes server-rendered; opened from another page, the list loads with 8 skeletons.
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webinars' }).click();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(8);
    await expect(page.getByTestId('webinar-card').first()).toBeVisible();
    await page.unroute('**/api/webinars?*');

    await page.getByLabel('Search webinars').fill('flaky');
    await expect(page).toHaveURL(/search=flaky/);
    await expect(page.getByTestId('webinar-card')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Killing flaky tests', exact: true })).toBeVisible();

    await page.getByLabel('Search webinars').fill('');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByRole('button', { name: 'Filters' }).click();
    // A controlled checkbox: its state follows the query string once the router has updated it.
    await page.getByRole('checkbox', { name: 'Live' }).click();
    await expect(page).toHaveURL(/status=live/);
    await expect(page.getByRole('checkbox', { name: 'Live' })).toBeChecked();
    await expect(page.getByTestId('webinar-card')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Join Now' })).toHaveCount(2);

    await page.getByRole('button', { name: 'Duration' }).click();
    await expect(page).toHaveURL(/sort=duration/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Live' })).toBeChecked();
    await expect(page.getByTestId('webinar-card')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /Duration, ascending/ })).toHaveAttribute('aria-pressed', 'true');
    const durations = await page
      .getByTestId('webinar-card')
      .getByText(/\d+ min$/)
      .allTextContents();
    expect(durations.map((d) => Number.parseInt(d, 10))).toEqual([...durations.map((d) => Number.parseInt(d, 10))].sort((a, b) => a - b));

    await page.getByLabel('Search webinars').fill('no such webinar anywhere');
    await expect(page.getByText('No webinars found matching your filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/webinars$/);
    await expect(page.getByTestId('webinar-card').first()).toBeVisible();
  });

  test('[CATALOG][WEBINARS] detail page, visitor register and like go to sign-in, missing id', async ({ page }) => {
    const id = seedId('webinar:5');
    await page.goto(`/webinars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autonomous exploratory testing' })).toBeVisible();
    await expect(page).toHaveTitle(/Autonomous exploratory testing/);
    await expect(page.getByRole('link', { name: 'Back to Webinars' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cortexa Test' })).toHaveAttribute('href', '/vendor/cortexa-test');
    await expect(page.getByText('Upcoming', { exact: true })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe('Autonomous exploratory testing');
    const ics = await page.request.get((await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) as string);
    expect(await ics.text()).toContain('SUMMARY:Autonomous exploratory testing');

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fwebinars%2F${id}`));

    await page.goto(`/webinars/${id}`);
    await page.getByRole('button', { name: /^Like / }).click();
    await expect(page).toHaveURL(/\/login\?next=/);

    await page.goto(`/webinars/${seedId('missing')}`);
    await expect(page.getByRole('heading', { name: 'Webinar not found' })).toBeVisible();
  });

  test('[CATALOG][WEBINARS] a visitor pressing Register on a list card goes to sign-in', async ({ page }) => {
    await page.goto('/webinars?status=upcoming');
    await page.getByTestId('webinar-card').first().getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fwebinars%3Fstatus%3Dupcoming$/);
  });

  test('[CATALOG][HEADER] at 360 px the logo stays on one line, the menu and its search work, Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/jobs');
    const logo = page.getByRole('banner').getByRole('link', { name: 'AI Testing Hub' });
    await expect(logo).toBeVisible();
    expect((await logo.boundingBox())?.height ?? 99).toBeLessThanOrEqual(32);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Forum' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    const search = page.locator('#mobile-menu').getByRole('searchbox', { name: 'Search everything' });
    await search.fill('flaky');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=flaky$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByText('Vendor', { exact: true }).first()).toBeVisible();
  });

  test('[CATALOG][WEBINARS] completed cards: recording or disabled Watch Recording', async ({ page }) => {
    await page.goto('/webinars?status=completed');
    await expect(page.getByRole('link', { name: 'Watch Recording' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Watch Recording' }).first()).toBeDisabled();
  });

  test('[CATALOG][JOBS] search, filter, sort, count, empty state, display rules', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ jobs found/);
    await page.getByLabel('Search jobs').fill('playwright');
    await expect(page).toHaveURL(/search=playwright/);
    await expect(page.getByTestId('job-card').first()).toContainText('Playwright');
    await page.getByLabel('Search jobs').fill('');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await page.getByLabel('Location').selectOption('Bengaluru');
    await expect(page).toHaveURL(/location=Bengaluru/);
    const cards = page.getByTestId('job-card');
    await expect(cards.first()).toContainText(/Bengaluru, India|Remote/);
    await expect(cards.getByTestId('job-salary').first()).toContainText('₹');
    await page.getByLabel('Sort by').selectOption('title_asc');
    await expect(page).toHaveURL(/sort=title_asc/);
    const titles = await cards.locator('h3').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await page.reload();
    await expect(page.getByLabel('Location')).toHaveValue('Bengaluru');
    // Salary exclusion rule: a job with no maximum is kept for any minimum; one whose maximum is lower is not.
    await page.getByLabel('Minimum salary').fill('999999999');
    await expect(page.getByTestId('result-count')).toHaveText('2 jobs found');
    await expect(cards.getByTestId('job-salary').filter({ hasText: ' - ' })).toHaveCount(0);
    await page.getByLabel('Search jobs').fill('no such job anywhere');
    await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('0 jobs found');
  });

  test('[CATALOG][VENDORS] list, search, vendor page with tabs, logo fallback, missing vendor', async ({ page }) => {
    await page.goto('/vendors');
    await expect(page.getByRole('heading', { name: 'AI Testing Vendors' })).toBeVisible();
    await page.getByLabel('Search vendors').fill('accessibility');
    await expect(page.getByTestId('vendor-card')).toHaveCount(1);
    await expect(page.getByTestId('vendor-card').getByTestId('vendor-initial')).toHaveText('K');
    await page.getByRole('link', { name: 'View Resources of Kestrel Labs' }).click();
    await expect(page).toHaveURL(/\/vendor\/kestrel-labs/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Labs' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Website/ })).toBeVisible();
    await page.getByRole('tab', { name: /Webinars/ }).click();
    await expect(page.getByTestId('webinar-card').first()).toBeVisible();
    await page.getByRole('tab', { name: /Jobs/ }).click();
    await expect(page.getByRole('tab', { name: /Jobs/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'Back to Vendors' }).click();
    await expect(page).toHaveURL(/\/vendors/);
    await page.getByLabel('Search vendors').fill('zzz-none');
    await expect(page.getByText('No vendors found matching your search.')).toBeVisible();
    await page.goto('/vendor/no-such-vendor');
    await expect(page.getByRole('heading', { name: 'Vendor not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test('[CATALOG][TRIALS] sort buttons, button states, detail, visitor activation, missing trial', async ({ page }) => {
    await page.goto('/product-trials');
    await expect(page.getByRole('heading', { name: 'Product Trials' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Start Date, descending/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Coming Soon' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'No Longer Available' }).first()).toBeDisabled();
    await page.getByRole('button', { name: 'Trial Period' }).click();
    await expect(page).toHaveURL(/sort=trial_period&dir=asc/);
    await page.getByLabel('Search trials').fill('zzz-none');
    await expect(page.getByText('No trials found matching your search.')).toBeVisible();

    const id = seedId('trial:0');
    await page.goto(`/product-trials/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quorvex Pro' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start Your Trial' })).toBeVisible();
    await expect(page.getByText('Featured')).toBeVisible();
    await page.getByRole('button', { name: 'Activate 14-Day Trial' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproduct-trials%2F${id}`));

    await page.goto(`/product-trials/${seedId('trial:10')}`);
    await expect(page.getByRole('button', { name: 'Trial No Longer Available' })).toBeDisabled();
    await page.goto(`/product-trials/${seedId('missing')}`);
    await expect(page.getByRole('heading', { name: 'Trial not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Product Trials' }).first()).toHaveAttribute('href', '/product-trials');
  });

  test('[CATALOG][RESOURCES] certifications, AI courses (YouTube embeds) and product updates', async ({ page }) => {
    await page.goto('/certifications');
    await page.getByLabel('Search certifications').fill('LLM quality');
    await expect(page.getByTestId('certification-card').first()).toContainText('LLM Quality Evaluator');
    await page.getByLabel('Search certifications').fill('zzz-none');
    await expect(page.getByText('No certifications found matching your search.')).toBeVisible();

    await page.goto('/ai-courses');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    // A list loads thumbnails, not players: the YouTube player appears only for the video clicked.
    const embeds = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(embeds).toHaveCount(0);
    const play = page.getByRole('button', { name: /^Play video: / }).first();
    await play.click();
    await expect(embeds).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Watch Video' }).first()).toHaveAttribute('href', 'https://example.com/intro.mp4');

    await page.goto('/product-updates?search=flaky%20test%20report');
    await expect(page.getByRole('heading', { name: 'Product Updates' })).toBeVisible();
    const card = page.getByTestId('update-card').first();
    await expect(card.getByRole('listitem').filter({ hasText: 'Improved flaky test report' })).toBeVisible();
    await expect(card.getByRole('link', { name: /Release Notes/ })).toBeVisible();
  });

  test('[CATALOG][SEARCH] header search box finds hits of every kind with their type', async ({ page }) => {
    await page.goto('/webinars');
    await page.getByLabel('Search everything').fill('flake');
    await page.getByLabel('Search everything').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=flake/);
    await expect(page.getByTestId('search-hit').first()).toContainText('Vendor');
    await expect(page.getByTestId('search-hit').first()).toContainText('Flakeless');
    await page.getByRole('link', { name: 'Flakeless', exact: true }).click();
    await expect(page).toHaveURL(/\/vendor\/flakeless/);
  });

  test('[CATALOG][SEO] sitemap.xml lists public pages; public GETs carry an ETag', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('/sitemaps/product-trials-1.xml');
    expect(await (await request.get('/sitemaps/product-trials-1.xml')).text()).toContain('/product-trials/');
    const list = await request.get('/api/webinars');
    const tag = list.headers().etag as string;
    expect(tag).toBeTruthy();
    const again = await request.get('/api/webinars', { headers: { 'if-none-match': tag } });
    expect(again.status()).toBe(304);
  });
});
