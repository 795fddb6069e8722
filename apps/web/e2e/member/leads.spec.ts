import { readFileSync } from 'node:fs';
import { demo, DEMO_PASSWORD, expect, hydrating, login, signUpConfirmed, spoilAccessToken, test } from '../fixtures.ts';

test.describe('[VENDOR][LEADS]', () => {
  test('[VENDOR][LEADS] the manager sees the seeded consenting likes with search, type filter and CSV export', async ({ page }) => {
    await login(page, demo.manager, DEMO_PASSWORD, '/vendor/leads');
    await expect(page).toHaveURL(/\/vendor\/leads$/);
    await expect(page.getByRole('heading', { name: 'User Likes' })).toBeVisible();
    await expect(page.getByText('Users who liked your content')).toBeVisible();
    await expect(page.getByTestId('leads-vendor-name')).toHaveText('Quorvex');
    await expect(page.getByText(demo.manager).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Quorvex logo' })).toBeVisible();
    for (const label of ['Total Likes', 'Jobs', 'Webinars', 'Certifications', 'Updates', 'Trials', 'Courses']) {
      await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
    }
    const total = Number(await page.getByTestId('stat-total').textContent());
    expect(total).toBeGreaterThanOrEqual(6);
    // Rows: only members who chose Share for Quorvex (the seeded pro member); the rest are a count (docs/decisions/1801).
    await expect(page.getByTestId('leads-count')).toHaveText(/^Showing \d+ of \d+ likes for Quorvex$/);
    await expect(page.getByTestId('leads-not-shared')).toContainText(/more likes? from members who have not shared their details with you/);
    await expect(page.getByRole('row').filter({ hasText: demo.member })).toHaveCount(0);

    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['Email', 'Job Details', 'Content Liked', 'Content Type', 'Date Liked', 'Actions']);
    const certRow = page.getByRole('row').filter({ hasText: 'Certification' }).filter({ hasText: demo.pro });
    await expect(certRow).toHaveCount(1);
    await expect(certRow).toContainText('Test Architect at Contoso Health');
    await expect(certRow.getByRole('link', { name: /View Content/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(certRow.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    const mailto = await certRow.getByRole('link', { name: `Contact ${demo.pro}` }).getAttribute('href');
    expect(mailto).toMatch(/^mailto:pro@example\.com\?subject=Thank%20you/);
    expect(decodeURIComponent(mailto ?? '')).toContain('Thank you for liking "');

    // Search is applied on the server: by name, then by type.
    await page.getByLabel('Search likes').fill('Priya');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('leads-count')).toHaveText('Showing 3 of 3 likes matching your filters');
    await expect(page.getByRole('row').filter({ hasText: demo.member })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Content type').selectOption('certification');
    await expect(page.getByTestId('leads-count')).toHaveText(/^Showing \d+ of \d+ likes matching your filters$/);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.filter({ hasNotText: 'Certification' })).toHaveCount(0);
    await expect(rows.first()).toContainText(demo.pro);
    await page.getByLabel('Search likes').fill('zzz-nobody');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No Likes Found' })).toBeVisible();
    await expect(page.getByText('No likes match your current filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('"Email","Name","Company","Job Title","Content Type","Content Liked","Content URL","Date Liked"');
    expect(csv).toContain('"pro@example.com","Priya Pro","Contoso Health","Test Architect","Certification"');
    expect(csv).not.toContain('member@example.com');
    await expect(page.getByText(/automatic e-mail notification is sent to your vendor manager e-mail/)).toBeVisible();
  });

  test('[VENDOR][LEADS] a member who manages no vendor gets Access Denied', async ({ page }) => {
    await login(page, demo.member);
    await page.goto('/vendor/leads');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You are not registered as a vendor manager. Your email is not associated with any vendor.')).toBeVisible();
    await expect(page.getByText('Contact support if you believe this is an error.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test("[VENDOR][LEADS] a new like of a member who shares with the vendor appears in the manager's leads", async ({ page, browser }) => {
    const { email } = await signUpConfirmed(page);
    const jobId = 'eac173c4-3d30-509f-a841-f2ce2f0b053d'; // seedId('job:12'): a Quorvex job
    const status = await page.evaluate(async (id) => {
      const s = JSON.parse(localStorage.getItem('auth.session') ?? '{}') as { accessToken?: string };
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${s.accessToken}` };
      const like = await fetch('/api/likes', { method: 'POST', headers, body: JSON.stringify({ contentType: 'job', contentId: id }) });
      const share = await fetch('/api/me/lead-consents', {
        method: 'POST',
        headers,
        body: JSON.stringify({ vendorId: 'quorvex', shared: true, wordingKey: 'lead-share-v1', source: 'like' }),
      });
      return Math.max(like.status, share.status);
    }, jobId);
    expect(status).toBeLessThan(300);
    const manager = hydrating(await (await browser.newContext()).newPage());
    await login(manager, demo.manager, DEMO_PASSWORD, '/vendor/leads');
    await manager.getByLabel('Search likes').fill(email);
    await manager.getByRole('button', { name: 'Search' }).click();
    await expect(manager.getByTestId('leads-count')).toHaveText('Showing 1 of 1 likes matching your filters');
    await expect(manager.getByRole('row').filter({ hasText: email })).toContainText('Job');
  });

  test('[VENDOR][LEADS] the CSV export refreshes an expired access token', async ({ page }) => {
    await login(page, demo.manager, DEMO_PASSWORD, '/vendor/leads');
    await expect(page.getByTestId('leads-count')).toBeVisible();
    await spoilAccessToken(page);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.ok());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    await refreshed;
    expect(download.suggestedFilename()).toMatch(/^leads-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync((await download.path()) as string, 'utf8')).toContain('"pro@example.com"');
    await expect(page).toHaveURL(/\/vendor\/leads$/);
  });

  test('[VENDOR][LEADS] vendor and likes failures each have their own error screen', async ({ page }) => {
    const fail = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'The database is unavailable' } }),
    };
    await page.route('**/api/vendor/leads/vendor', (r) => r.fulfill(fail));
    await login(page, demo.manager, DEMO_PASSWORD, '/vendor/leads');
    await expect(page.getByRole('heading', { name: 'Error Loading Vendor Information' })).toBeVisible();
    await expect(page.getByText('The database is unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Error Loading User Likes' })).toHaveCount(0);

    // The vendor loads now, but the likes fail: the header stays, the likes part shows its own error.
    await page.unroute('**/api/vendor/leads/vendor');
    await page.route(/\/api\/vendor\/leads\?/, (r) => r.fulfill(fail));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'User Likes' })).toBeVisible();
    await expect(page.getByTestId('leads-vendor-name')).toHaveText('Quorvex');
    await expect(page.getByRole('heading', { name: 'Error Loading User Likes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Error Loading Vendor Information' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.unroute(/\/api\/vendor\/leads\?/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('leads-count')).toHaveText(/^Showing \d+ of \d+ likes for Quorvex$/);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
