import { demo, expect, hydrating, login, test, dataSettled } from '../fixtures.ts';

test.describe('[SHELL]', () => {
  test('[SHELL] unknown paths show Page Not Found with a link home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('[SHELL] /my-trials redirects to /user-trials', async ({ page }) => {
    await page.goto('/my-trials');
    await expect(page).toHaveURL(/\/user-trials|\/login\?next=%2Fuser-trials/);
  });

  test('[SHELL] robots.txt is served as text, not the app', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('User-agent');
  });

  test('[SHELL][THEME] the theme toggle persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('[SHELL][THEME] follows the system preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('[SHELL] signed-in layout: sidebar with active route, Upgrade button, footer links', async ({ page }) => {
    await login(page, demo.member);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Webinars', 'Jobs', 'Vendors', 'Product Updates', 'Product Trials', 'Certifications', 'My Trials', 'AI Courses', 'Forum']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByText('Admin')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const href of [
      '/about',
      '/contact',
      '/forum',
      '/privacy',
      '/terms',
      '/vendors',
      '/jobs',
      '/certifications',
      '/product-trials',
      '/webinars',
      '/ai-courses',
      '/product-updates',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:partnerships@"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:support@"]')).toHaveCount(1);
  });

  test('[SHELL][KEYBOARD] the user menu works with arrow keys, Home/End and Escape; My likes lists likes', async ({ page }) => {
    await login(page, demo.member);
    const button = page.getByRole('button', { name: /: account menu$/ });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My likes' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/likes$/);
    // The seeded member liked a job, a webinar and a course: newest first, by type, unliked in place.
    await expect(page.getByRole('heading', { level: 1, name: 'My likes' })).toBeVisible();
    await expect(page.getByTestId('my-like')).toHaveCount(3);
    await page.getByRole('button', { name: /^Webinars \(1\)$/ }).click();
    await expect(page).toHaveURL(/type=webinar/);
    const row = page.getByTestId('my-like');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Unlike / }).click();
    await expect(row.getByRole('button', { name: /^Like / })).toHaveText('Like again');
    await row.getByRole('button', { name: /^Like / }).click();
    await expect(row.getByRole('button', { name: /^Unlike / })).toBeVisible();
  });

  test('[SHELL] one navigation: no hamburger beside the sidebar, admin links never repeat member labels', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await login(page, demo.admin);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const labels = (await sidebar.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(new Set(labels).size).toBe(labels.length);
    await page.goto('/vendor/quorvex');
    await expect(sidebar.getByRole('link', { name: 'Vendors', exact: true })).toHaveAttribute('aria-current', 'page');
    // The content starts at the same x on every page.
    const left = async (path: string) => {
      await page.goto(path);
      await dataSettled(page);
      return (await page.locator('main > *').first().boundingBox())?.x;
    };
    const x = await left('/dashboard');
    for (const path of ['/profile', '/preferences', '/forum', '/contact', '/admin/product-trials']) expect(await left(path), path).toBe(x);
  });

  test('[SHELL] Pro members see no Upgrade button', async ({ page }) => {
    await login(page, demo.pro);
    await expect(page.getByTestId('header-display-name')).toHaveText('pro');
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  });

  test('[SHELL][ADMIN] admins see the Admin section; members are sent away from /admin', async ({ page, browser }) => {
    await login(page, demo.admin);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('heading', { name: 'Admin' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    const memberPage = hydrating(await (await browser.newContext()).newPage());
    await login(memberPage, demo.member);
    await memberPage.goto('/admin');
    await expect(memberPage).toHaveURL(/localhost:\d+\/(dashboard)?$/);
    await memberPage.context().close();
  });

  test('[SHELL][MOBILE] the mobile menu lists Dashboard and Forum and the global search', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, demo.member);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Forum' })).toBeVisible();
    const search = menu.getByRole('searchbox', { name: 'Search everything' });
    await search.fill('healing');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=healing$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });

  test('[SHELL] the landing page has no header or sidebar; signed-in users go to the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await login(page, demo.member);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
