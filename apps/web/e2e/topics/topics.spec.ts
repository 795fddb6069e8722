import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, login, signUpConfirmed, stamp, test, dataSettled, withUiChecks } from '../fixtures.ts';
import { fillForm, fillWebinar, openDialog, submitDialog } from '../helpers.ts';

test('[TOPICS][FOLLOW] a member follows a vendor from its page with the keyboard and sees it in For you', async ({ page }) => {
  await signUpConfirmed(page);
  const forYou = page.getByRole('region', { name: 'For you' });
  await expect(forYou.getByText('Follow vendors and topics to see their newest webinars, jobs, courses and more here.')).toBeVisible();

  await page.goto('/vendor/bugrella');
  const follow = page.getByRole('button', { name: 'Follow Bugrella' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  // The member's own follows are still loading until aria-busy is false (a press meanwhile does nothing).
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  await follow.focus();
  await page.keyboard.press('Enter');
  const following = page.getByRole('button', { name: 'Following Bugrella' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(following).toBeFocused();

  await page.goto('/dashboard');
  const list = forYou.getByRole('list', { name: 'For you' });
  await expect(list.getByRole('listitem').first()).toContainText('Bugrella');
  await expect(list.getByRole('listitem').filter({ hasNotText: 'Bugrella' })).toHaveCount(0);

  // Unfollow with the keyboard (Space): For you is empty again.
  await page.goto('/vendor/bugrella');
  await page.getByRole('button', { name: 'Following Bugrella' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Follow Bugrella' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/dashboard');
  await expect(forYou.getByRole('link', { name: 'Browse vendors to follow' })).toBeVisible();
});

test('[TOPICS][ADMIN] an admin adds a topic, sets it on a webinar, and the chip leads to the topic page', async ({ page }) => {
  const topic = `E2E Topic ${stamp()}`;
  const title = `E2E Topical Webinar ${stamp()}`;
  await login(page, demo.admin);
  await page.goto('/admin/topics');
  const add = await openDialog(page, 'Add Topic');
  await fillForm(add, { 'Name *': topic });
  await submitDialog(add, 'Create Topic');
  await page.getByLabel('Search topics').fill(topic);
  await expect(page.getByRole('row').filter({ hasText: topic })).toHaveCount(1);

  await page.goto('/admin/webinars');
  const dialog = await openDialog(page, 'Add Webinar');
  await fillWebinar(dialog, title, '2031-07-01T10:00');
  const box = dialog.getByRole('group', { name: 'Topics' }).getByRole('checkbox', { name: topic });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/webinars') && r.request().method() === 'POST');
  await submitDialog(dialog, 'Create Webinar');
  const { id } = (await (await created).json()) as { id: string };

  // Editing shows the saved topic ticked.
  await page.getByLabel('Search webinars').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Webinar' });
  await expect(edit.getByRole('checkbox', { name: topic })).toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/webinars/${id}`);
  const chip = page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: topic });
  await expect(chip).toBeVisible();
  await chip.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
  await expect(page.getByRole('list', { name: `Newest about ${topic}` }).getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${topic}` })).toHaveAttribute('aria-pressed', 'false');
});

/** WCAG 2.1 A/AA in light, colours again in dark, no sideways scroll (same rules as the a11y sweep). */
async function axeClean(page: Page, path: string, width: number) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await dataSettled(page);
  const found = async (colourOnly: boolean) => {
    const b = new AxeBuilder({ page });
    const r = await (colourOnly ? b.withRules(['color-contrast', 'link-in-text-block']) : b.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze();
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  };
  expect(await found(false), `${path} light`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await found(true), `${path} dark`).toEqual([]);
}

test('[TOPICS][A11Y] topic page, For you and Manage Topics: no axe violations, light and dark, desktop and phone', async ({ page }) => {
  withUiChecks(test);
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.removeItem('theme'));
  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await axeClean(page, '/topics/visual-testing', viewport.width);
  }
  await login(page, demo.member);
  await axeClean(page, '/dashboard', 390);
  await axeClean(page, '/topics/visual-testing', 390);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await login(page, demo.admin);
  await axeClean(page, '/admin/topics', 1366);
  await expect(page.getByRole('heading', { name: 'Manage Topics' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Visual testing' })).toHaveCount(1);
});
