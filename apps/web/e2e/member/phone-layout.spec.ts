import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dataSettled, expect, seedId, signUpConfirmed, test, withUiChecks } from '../fixtures.ts';

const layoutScreens = [
  '/user-trials',
  '/profile',
  '/preferences',
  '/notifications',
  `/product-trials/${seedId('trial:5')}`,
  `/webinars/${seedId('webinar:15')}`,
];
/** A fresh member on a 390 px phone with the trial:5 activated (its pages then show the activated states). */
async function phoneMemberWithTrial(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpConfirmed(page);
  await page.goto(`/product-trials/${seedId('trial:5')}`);
  await page
    .getByRole('button', { name: /^Activate \d+-Day Trial$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Trial Access' })).toBeVisible();
}

test('[MEMBER][LAYOUT] the member screens fit a 390 px phone, light and dark', async ({ page }) => {
  test.slow(); // a sign-up, a trial activated and seven screens
  await phoneMemberWithTrial(page);
  for (const path of layoutScreens) {
    await page.goto(path);
    await dataSettled(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole('button', { name: /: account menu$/ })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(layoutScreens[0] as string);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/user-trials');
  // Phones get cards instead of the six-column table.
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('list', { name: 'My product trials' }).getByRole('listitem').first();
  await expect(card).toContainText('Activated');
  await card.getByRole('button', { name: /^Details for / }).click();
  await expect(page.locator('#trial-detail-title')).toBeFocused();

  // The bell's panel stays on screen on a phone.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const box = await page.getByRole('dialog', { name: 'Notifications' }).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});

test('[MEMBER][LAYOUT][A11Y] the member screens on a 390 px phone pass axe, and every text stays readable in dark mode', async ({ page }) => {
  withUiChecks(test);
  test.slow(); // six screens, twice, with axe
  await phoneMemberWithTrial(page);
  for (const path of layoutScreens) {
    await page.goto(path);
    await dataSettled(page);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
    expect(bad, path).toEqual([]);
  }
  // Dark theme: every text stays readable.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const path of layoutScreens) {
    await page.goto(path);
    await dataSettled(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    const axe = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(
      axe.violations.flatMap((v) => v.nodes.map((n) => String(n.target))),
      path,
    ).toEqual([]);
  }
});
