import type { Page, Route } from '@playwright/test';
import { expect, seedId, signUpConfirmed, test } from '../fixtures.ts';

/**
 * Nothing typed or pressed on a server-rendered page is lost (issue 21, item 3): the app's scripts are held back on
 * purpose, the test acts on the server's HTML, then lets them run. Searches also work as plain GET forms.
 */

/** Holds the app's scripts until `release()`: the page shows its server HTML and nothing of the app runs. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return async () => {
    open = true;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  };
}

test.describe('[EARLY]', () => {
  // Pages without their scripts, then with them, on a shared machine.
  test.describe.configure({ timeout: 90_000 });
  test('[EARLY] a Like pressed (twice) before the page is interactive counts once, when it is', async ({ page, context }) => {
    // A new member: the like asks the vendor's consent question once, answered here without touching demo accounts.
    await signUpConfirmed(page);
    const early = await context.newPage();
    const release = await holdScripts(early);
    const writes: string[] = [];
    early.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname === '/api/likes') writes.push(r.method());
    });
    await early.goto(`/jobs/${seedId('job:7')}`, { waitUntil: 'commit' });
    const like = early.getByRole('button', { name: /^Like / }).first();
    await expect(like).toBeVisible({ timeout: 20_000 });
    await like.click();
    await like.click();
    expect(writes).toEqual([]);
    await release();
    await expect(early.getByRole('button', { name: /^Unlike / }).first()).toBeVisible();
    expect(writes).toEqual(['POST']);
    await early.getByRole('button', { name: 'Not now' }).click();
    // Put it back for other tests.
    await early
      .getByRole('button', { name: /^Unlike / })
      .first()
      .click();
    await expect.poll(() => writes).toEqual(['POST', 'DELETE']);
  });

  test('[EARLY] a Follow pressed before the page is interactive follows once, when it is', async ({ page, context }) => {
    await signUpConfirmed(page);
    const early = await context.newPage();
    const release = await holdScripts(early);
    const writes: string[] = [];
    early.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.includes('follow')) writes.push(r.method());
    });
    await early.goto('/vendor/bugrella', { waitUntil: 'commit' });
    const follow = early.getByRole('button', { name: 'Follow Bugrella' });
    await expect(follow).toBeVisible({ timeout: 20_000 });
    await follow.click();
    expect(writes).toEqual([]);
    await release();
    await expect(early.getByRole('button', { name: 'Following Bugrella' })).toHaveAttribute('aria-pressed', 'true');
    expect(writes).toEqual(['PUT']);
    await early.reload();
    await expect(early.getByRole('button', { name: 'Following Bugrella' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('[EARLY] typing in a list search before the page is interactive searches when it is', async ({ browser }) => {
    const context = await browser.newContext();
    const early = await context.newPage();
    const release = await holdScripts(early);
    await early.goto('/webinars', { waitUntil: 'commit' });
    await early.getByRole('searchbox', { name: 'Search webinars' }).fill('flaky');
    await release();
    await expect(early).toHaveURL(/[?&]search=flaky/);
    await expect(early.getByRole('searchbox', { name: 'Search webinars' })).toHaveValue('flaky');
    await context.close();
  });

  test('[EARLY] list and global searches work without JavaScript: GET forms the server renders', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/jobs');
    const box = plain.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill('Playwright');
    await box.press('Enter');
    await expect(plain).toHaveURL(/\/jobs\?search=Playwright$/);
    await expect(plain.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('Playwright');
    await expect(plain.locator('main h3').first()).toContainText(/playwright/i);

    await plain.goto('/forum?sort=most_popular');
    await plain.getByRole('searchbox', { name: 'Search discussions' }).fill('flaky');
    await plain.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(plain).toHaveURL(/\/forum\?/);
    const sent = new URL(plain.url()).searchParams;
    expect([sent.get('search'), sent.get('sort')]).toEqual(['flaky', 'most_popular']);
    await expect(plain.getByRole('searchbox', { name: 'Search discussions' })).toHaveValue('flaky');

    const global = plain.getByRole('searchbox', { name: 'Search everything' }).first();
    await global.fill('selenium');
    await global.press('Enter');
    await expect(plain).toHaveURL(/\/search\?q=selenium$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await context.close();
  });
});
