import { demo, expect, login, test } from '../fixtures.ts';

const adminRoutes = [
  '/admin',
  '/admin/webinars',
  '/admin/jobs',
  '/admin/product-updates',
  '/admin/product-trials',
  '/admin/certifications',
  '/admin/ai-courses',
  '/admin/vendors',
];

test('[ADMIN][GUARD] a member is sent to / from every admin route', async ({ page }) => {
  // One page load per admin route (more screens now: review queue, taxonomy): more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  await login(page, demo.member);
  for (const path of adminRoutes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/(dashboard)?$/);
  }
});

test('[ADMIN][DASHBOARD] stat cards, quick links and recent activity', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/admin');
  const stats = page.getByRole('list', { name: 'Statistics' });
  for (const label of ['Users', 'Pro Members', 'Active Jobs', 'Upcoming Webinars', 'Trial Activations', 'Likes This Week']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent Sign-ups' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Manage Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
});
