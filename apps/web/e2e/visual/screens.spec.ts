import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, seedId, test, dataSettled } from '../fixtures.ts';

/**
 * Visual regression of the key pages, light and dark, at 1366 and 390 px. Baselines are generated in
 * this environment (Debian's Chromium): `npx playwright test -c apps/web/playwright.config.ts visual
 * --update-snapshots`. Viewport shots only; times, dates and counts (which move with the clock and
 * with other tests' likes and registrations) are masked.
 */
const pages = [
  { name: 'landing', path: '/', as: null },
  { name: 'webinars', path: '/webinars', as: null },
  { name: 'webinar', path: `/webinars/${seedId('webinar:3')}`, as: null },
  { name: 'vendors', path: '/vendors', as: null },
  { name: 'dashboard', path: '/dashboard', as: demo.member },
] as const;
const viewports = [
  { label: 'desktop', width: 1366, height: 900 },
  { label: 'mobile', width: 390, height: 844 },
] as const;

const dynamic = (page: Page): Locator[] => [
  page.getByTestId('webinar-time'),
  page.getByTestId('webinar-when'),
  page.getByTestId('like-count'),
  page.locator('time'),
  page.locator('dd.tabular-nums'),
  page.locator('[data-testid^="stat-"]'),
  page.getByText(/^Posted /),
  page.getByText(/-day trial · until /),
  page.getByText(/^Showing \d+ of \d+$/),
  page.getByRole('contentinfo').getByText(/^©/),
];

test.describe('[VISUAL] key pages, light and dark, desktop and phone', () => {
  for (const p of pages) {
    test(`[VISUAL] ${p.name}`, async ({ page }) => {
      await page.addInitScript(() => localStorage.removeItem('theme'));
      if (p.as) await login(page, p.as);
      for (const vp of viewports) {
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        await page.goto(p.path);
        await dataSettled(page);
        await expect(page.locator('[data-testid="skeleton-card"], [aria-busy="true"]')).toHaveCount(0);
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          await expect(page).toHaveScreenshot(`${p.name}-${vp.label}-${theme}.png`, { mask: dynamic(page), maxDiffPixelRatio: 0.02, animations: 'disabled' });
        }
      }
    });
  }
});
