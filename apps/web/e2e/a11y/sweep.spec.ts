import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, login, seedId, test, dataSettled } from '../fixtures.ts';

const routes = {
  visitor: [
    '/',
    '/webinars',
    `/webinars/${seedId('webinar:3')}`,
    '/jobs',
    '/vendors',
    '/vendor/quorvex',
    '/vendors?framework=playwright&trial=1&compare=bugrella,quorvex',
    '/compare/bugrella-vs-kestrel-labs',
    '/compare/cortexa-test-vs-quorvex-vs-testloom',
    '/certifications',
    '/ai-courses',
    '/product-updates',
    '/product-trials',
    `/product-trials/${seedId('trial:0')}`,
    '/forum',
    `/forum/${seedId('forum:3')}`,
    '/search?q=flaky',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/login',
    '/signup',
    '/no-such-page',
  ],
  member: ['/dashboard', '/likes', '/bookmarks', '/user-trials', '/profile', '/preferences', '/notifications', '/upgrade', '/forum/new', '/webinars'],
  manager: ['/vendor/leads', '/vendor/analytics', '/vendor/webhook', '/vendor/quorvex', '/vendor/console', '/vendor/console/jobs'],
  admin: [
    '/admin',
    '/admin/webinars',
    '/admin/jobs',
    '/admin/product-trials',
    '/admin/product-updates',
    '/admin/certifications',
    '/admin/ai-courses',
    '/admin/vendors',
    '/admin/vendor-taxonomy',
    '/admin/users',
    '/admin/digests',
    '/admin/settings',
    '/admin/messages',
    '/admin/submissions',
    '/admin/system',
  ],
} as const;

const accounts = { visitor: null, member: demo.member, manager: demo.manager, admin: demo.admin } as const;
const viewports = { desktop: { width: 1366, height: 800 }, mobile: { width: 390, height: 844 } } as const;

/**
 * WCAG 2.1 A and AA: every violation, whatever its impact, fails the sweep. The dark pass runs only
 * the colour rules: switching the theme changes colours, nothing else, and it halves the runtime.
 */
async function violations(page: Page, colourOnly = false): Promise<string[]> {
  // From the top each time: a run that starts scrolled can find text under the translucent sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  const builder = new AxeBuilder({ page });
  const result = await (colourOnly
    ? builder.withRules(['color-contrast', 'link-in-text-block'])
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

/**
 * One page load per route: checked in the light theme, then switched to dark through the system
 * preference (the app follows it live when nothing is saved) and checked again without reloading.
 */
async function sweep(page: Page, path: string, width: number) {
  // Reduced motion: the theme switch takes effect at once (no colour transition for axe to catch midway).
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(path);
  await dataSettled(page);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await violations(page), `${path} light`).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(width);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Polled: a violation must persist to fail. A transient state right after the switch (seen on a loaded CI
  // machine, different elements each time, never reproducible alone) passes once the page has settled.
  await expect.poll(() => violations(page, true), { message: `${path} dark`, timeout: 20_000 }).toEqual([]);
}

test.describe('[A11Y] axe sweep of every main route, light and dark', () => {
  test.describe.configure({ timeout: 600_000 });
  for (const [role, list] of Object.entries(routes) as [keyof typeof routes, readonly string[]][]) {
    for (const [size, viewport] of Object.entries(viewports)) {
      test(`[A11Y] ${role}, ${size} (${viewport.width} px): 0 violations, no sideways scroll`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // Nothing saved: the theme follows the emulated system preference.
        await page.addInitScript(() => localStorage.removeItem('theme'));
        const email = accounts[role];
        if (email) await login(page, email);
        for (const path of list) await sweep(page, path, viewport.width);
      });
    }
  }
});
