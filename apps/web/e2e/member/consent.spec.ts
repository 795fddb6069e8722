import type { Page } from '@playwright/test';
import { expect, seedId, signUpConfirmed, test } from '../fixtures.ts';

/** Presses Tab until the element has focus (keyboard only), failing after a bounded number of presses. */
async function tabTo(page: Page, target: import('@playwright/test').Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Could not reach the element with Tab');
}

async function likeWithKeyboard(page: Page, jobKey: string) {
  await page.goto(`/jobs/${seedId(jobKey)}`);
  const like = page.getByRole('button', { name: /^Like / });
  await like.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Unlike / })).toHaveAttribute('aria-pressed', 'true');
}

test.describe('[MEMBER][CONSENT]', () => {
  test('[MEMBER][CONSENT] the first like asks once, naming the vendor; Share with the keyboard, then withdraw in Preferences', async ({ page }) => {
    await signUpConfirmed(page);
    await likeWithKeyboard(page, 'job:12');
    const dialog = page.getByRole('dialog', { name: 'Share your details with Quorvex?' });
    await expect(dialog).toBeVisible();
    for (const field of ['Name', 'E-mail address', 'Job title', 'Company'])
      await expect(dialog.getByRole('listitem').filter({ hasText: field })).toHaveCount(1);
    await expect(dialog).toContainText('You can change this at any time in Preferences.');
    // Both answers are plain buttons of the same style.
    const share = dialog.getByRole('button', { name: 'Share', exact: true });
    const notNow = dialog.getByRole('button', { name: 'Not now' });
    expect(await share.getAttribute('class')).toBe(await notNow.getAttribute('class'));
    // Focus stays inside the dialog.
    await tabTo(page, share);
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await tabTo(page, share);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // Focus returns to the like button.
    await expect(page.getByRole('button', { name: /^Unlike / })).toBeFocused();

    // Asked once: another Quorvex job does not ask again.
    await likeWithKeyboard(page, 'job:0');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/preferences');
    const section = page.getByRole('region', { name: 'Sharing with vendors' });
    await expect(section.getByRole('listitem').filter({ hasText: 'Quorvex' })).toContainText('Sharing your details since');
    await section.getByRole('button', { name: 'Withdraw my details from Quorvex' }).press('Enter');
    await expect(section.getByRole('listitem').filter({ hasText: 'Quorvex' })).toContainText('Not shared (your choice of');
    await expect(section.getByRole('button', { name: 'Share my details with Quorvex' })).toBeVisible();
  });

  test('[MEMBER][CONSENT] Not now is recorded too: no second question, and Preferences offers Share', async ({ page }) => {
    await signUpConfirmed(page);
    await likeWithKeyboard(page, 'job:12');
    const dialog = page.getByRole('dialog', { name: 'Share your details with Quorvex?' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Not now' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    await likeWithKeyboard(page, 'job:0');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/preferences');
    const row = page.getByRole('region', { name: 'Sharing with vendors' }).getByRole('listitem').filter({ hasText: 'Quorvex' });
    await expect(row).toContainText('Not shared (your choice of');
    await row.getByRole('button', { name: 'Share my details with Quorvex' }).press('Enter');
    await expect(row).toContainText('Sharing your details since');
  });

  test('[MEMBER][CONSENT] Escape answers Not now, never Share', async ({ page }) => {
    await signUpConfirmed(page);
    await likeWithKeyboard(page, 'job:12');
    const dialog = page.getByRole('dialog', { name: 'Share your details with Quorvex?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.goto('/preferences');
    await expect(page.getByRole('region', { name: 'Sharing with vendors' }).getByRole('listitem').filter({ hasText: 'Quorvex' })).toContainText(
      'Not shared (your choice of',
    );
  });
});
