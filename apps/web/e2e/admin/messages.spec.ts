import { demo, expect, login, test } from '../fixtures.ts';

test.describe('[ADMIN][MESSAGES]', () => {
  test('[ADMIN][MESSAGES] admins read contact messages and mark them handled', async ({ page }) => {
    const name = `Admin Check ${Date.now()}`;
    const res = await page.request.post('/api/contact', { data: { name, email: 'check@test.local', subject: 'support', message: 'Cannot find my trial.' } });
    expect(res.status()).toBe(201);

    await login(page, demo.admin);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    const item = page.getByTestId('contact-message').filter({ hasText: name });
    await expect(item).toContainText('Technical Support');
    await expect(item).toContainText('Cannot find my trial.');
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message marked as handled.' })).toBeVisible();
    await expect(page.getByTestId('contact-message').filter({ hasText: name })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('handled');
    await expect(page.getByTestId('contact-message').filter({ hasText: name })).toContainText(`by ${demo.admin}`);
  });

  test('[ADMIN][MESSAGES] members are sent away from /admin/messages', async ({ page }) => {
    await login(page, demo.member);
    await page.goto('/admin/messages');
    await expect(page).toHaveURL(/\/$|\/dashboard$/);
  });
});
