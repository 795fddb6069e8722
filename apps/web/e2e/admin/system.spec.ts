import { demo, expect, login, test } from '../fixtures.ts';

test.describe('[ADMIN][SYSTEM]', () => {
  test('[ADMIN][SYSTEM] an admin opens System from the sidebar, starts a backup and downloads it', async ({ page }) => {
    await login(page, demo.admin);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'System', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/system$/);
    await expect(page.getByRole('heading', { name: 'System', level: 1 })).toBeVisible();
    await expect(page.getByText(/^(Embedded \(PGlite\)|PostgreSQL), \d/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Scheduled jobs' })).toContainText('housekeeping');

    await page.getByRole('button', { name: 'Start a backup' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Backup started.' })).toBeVisible();
    const files = page.getByRole('table', { name: 'Backup files' });
    await expect(files.getByRole('button', { name: /^Download backup-.*-admin\.jsonl\.gz$/ })).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await files
      .getByRole('button', { name: /^Download backup-.*-admin\.jsonl\.gz$/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^backup-\d{8}T\d{6}Z-admin\.jsonl\.gz$/);
  });
});
