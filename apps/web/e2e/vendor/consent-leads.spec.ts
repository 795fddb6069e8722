import type { Page } from '@playwright/test';
import { demo, DEMO_PASSWORD, expect, hydrating, login, signUpConfirmed, test } from '../fixtures.ts';

const QUORVEX_JOB = 'eac173c4-3d30-509f-a841-f2ce2f0b053d'; // seedId('job:12')

/** Calls the API as the signed-in member of the page. */
async function callApi(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const s = JSON.parse(localStorage.getItem('auth.session') ?? '{}') as { accessToken?: string };
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${s.accessToken}` },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );
}

const decide = (page: Page, shared: boolean) =>
  callApi(page, 'POST', '/api/me/lead-consents', { vendorId: 'quorvex', shared, wordingKey: 'lead-share-v1', source: 'like' });

test.describe('[VENDOR][CONSENT]', () => {
  test('[VENDOR][CONSENT] the manager sees only members who shared; the others are a count', async ({ page, browser }) => {
    const { email } = await signUpConfirmed(page);
    expect(await callApi(page, 'POST', '/api/likes', { contentType: 'job', contentId: QUORVEX_JOB })).toBe(200);
    expect(await decide(page, false)).toBe(200);

    const manager = hydrating(await (await browser.newContext()).newPage());
    await login(manager, demo.manager, DEMO_PASSWORD, '/vendor/leads');
    const notShared = manager.getByTestId('leads-not-shared');
    await expect(notShared).toContainText(/^\d+ more likes? from members who have not shared their details with you\./);
    const before = Number((await notShared.textContent())?.split(' ')[0]);
    // The seeded member never answered: their likes are counted, not shown.
    await expect(manager.getByRole('row').filter({ hasText: demo.member })).toHaveCount(0);
    await expect(manager.getByRole('row').filter({ hasText: demo.pro }).first()).toBeVisible();
    await manager.getByLabel('Search likes').fill(email);
    await manager.keyboard.press('Enter');
    await expect(manager.getByTestId('leads-count')).toHaveText('Showing 0 of 0 likes matching your filters');

    expect(await decide(page, true)).toBe(200);
    await manager.reload();
    await manager.getByLabel('Search likes').fill(email);
    await manager.keyboard.press('Enter');
    await expect(manager.getByTestId('leads-count')).toHaveText('Showing 1 of 1 likes matching your filters');
    await expect(manager.getByRole('row').filter({ hasText: email })).toContainText('Job');
    await manager.getByRole('button', { name: 'Clear filters' }).press('Enter');
    await expect(notShared).toHaveText(new RegExp(`^${before - 1} more`));
  });

  test('[VENDOR][CONSENT] the lead webhook form refuses non-https and private addresses, keyboard only', async ({ page }) => {
    await login(page, demo.manager, DEMO_PASSWORD, '/vendor/webhook');
    const panel = page.getByRole('region', { name: 'Lead webhook' });
    await expect(panel.getByText('No deliveries yet.')).toBeVisible();
    const url = panel.getByLabel('Webhook URL');
    await url.focus();
    await page.keyboard.type('http://crm.example.com/hooks');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('The webhook URL must start with https://');
    await url.fill('');
    await url.focus();
    await page.keyboard.type('https://127.0.0.1/hooks');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('The webhook URL must not point to a private, loopback or reserved address');
    await expect(panel.getByTestId('webhook-secret')).toHaveCount(0);
  });
});
