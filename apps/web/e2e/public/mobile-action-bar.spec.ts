import { DEMO_PASSWORD, dataSettled, demo, expect, login, seedId, signUpConfirmed, test } from '../fixtures.ts';

const phone = { width: 390, height: 844 };

test.describe('[MOBILE]', () => {
  test('[MOBILE][WEBINARS] a visitor gets Register in a sticky bar, by keyboard too; pressed, it registers after sign-in', async ({ page }) => {
    const { email, password } = await signUpConfirmed(page);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize(phone);
    const id = seedId('webinar:16'); // upcoming
    await page.goto(`/webinars/${id}`);
    const bar = page.getByRole('region', { name: 'Register for this webinar' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(phone.height, 0);
    // The page keeps room for it: the last content can scroll above the bar.
    const room = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room).toBeGreaterThanOrEqual(box?.height ?? 0);

    // Keyboard: Tab reaches the bar's Register.
    const barButton = bar.getByRole('button', { name: 'Register' });
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await barButton.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);

    // With the page's own Register on screen the bar goes away.
    await page.getByRole('complementary', { name: 'Webinar access' }).getByRole('button', { name: 'Register' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();

    await barButton.click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fwebinars%2F${id}$`));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/webinars/${id}$`));
    // The registration pressed before signing in is made on the way back; then Register is not needed any more.
    await expect(page.getByText("You're registered")).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('[MOBILE][JOBS][TRIALS] Apply and Activate stay at hand on a phone, and never show on a desktop', async ({ page }) => {
    await login(page, demo.member, DEMO_PASSWORD);
    // A short phone screen: the side panel's button is below the fold.
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto(`/jobs/${seedId('job:1')}`);
    const apply = page.getByRole('region', { name: 'Apply for this job' });
    await expect(apply).toBeVisible();
    await expect(apply.getByRole('link', { name: 'Apply' })).toHaveAttribute('target', '_blank');

    await page.goto(`/product-trials/${seedId('trial:5')}`);
    const activate = page.getByRole('region', { name: 'Start your trial' });
    // Whether the demo member already activated it (another test may have) is known once the member's data is in.
    await dataSettled(page);
    if (await page.getByRole('heading', { name: 'Start Your Trial' }).isVisible()) {
      await expect(activate).toBeVisible();
      await expect(activate.getByRole('button', { name: /^Activate \d+-Day Trial$/ })).toBeVisible();
    } else {
      await expect(activate).toHaveCount(0); // already activated by the demo member: nothing to press
    }

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/jobs/${seedId('job:1')}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('link', { name: 'Apply' })).toHaveCount(1);
    await expect(apply).toBeHidden();
  });

  test('[MOBILE][ADMIN][USERS] at 390 px the Email header stays on one line and the table scrolls in its frame', async ({ page }) => {
    await login(page, demo.admin, DEMO_PASSWORD, '/admin/users');
    await page.setViewportSize(phone);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const header = table.getByRole('columnheader', { name: /Email/ });
    const h = (await header.boundingBox())?.height ?? 999;
    const name = (await table.getByRole('columnheader', { name: /Name/ }).boundingBox())?.height ?? 0;
    expect(h).toBeLessThanOrEqual(name + 1);
    expect(h).toBeLessThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  });

  test('[MOBILE][FORUM] visitors have Forum in the header, and the forum is as wide as the other lists', async ({ page }) => {
    // The header's eight links fit from the width they show at (xl) without sideways scroll.
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/topics');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(width);
    }
    await page.goto('/jobs');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
    const width = async () => (await page.locator('main').first().boundingBox())?.width ?? 0;
    const forum = (await page.getByRole('heading', { level: 1, name: 'Community Forum' }).locator('xpath=ancestor::section[1]').boundingBox())?.width ?? 0;
    const main = await width();
    expect(forum).toBeGreaterThan(main * 0.9);
  });
});
