import { createHash } from 'node:crypto';
import { answerConsent, demo, expect, login, signUpConfirmed, test } from '../fixtures.ts';

/** The demo seed's deterministic ids (same rule as db/seed/seed.ts). */
function seedId(name: string): string {
  const h = createHash('sha1').update(`portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

test.describe('[REVIEWS]', () => {
  test('[REVIEWS] a member publishes a rated trial as a review; an admin hides it', async ({ browser }) => {
    const trialPath = `/product-trials/${seedId('trial:7')}`;
    const text = `Caught flaky selectors in our CI ${Date.now()}`;
    const memberCtx = await browser.newContext();
    const page = await memberCtx.newPage();
    await signUpConfirmed(page);
    await page.goto(trialPath);
    const reviews = page.getByTestId('trial-reviews');
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await page.getByRole('button', { name: /^Activate \d+-Day Trial$/ }).click();
    await answerConsent(page);
    await page.getByRole('button', { name: 'Share Feedback' }).click();
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
      .click();
    await page.getByLabel('Feedback (optional)').fill(text);
    await page.getByRole('checkbox', { name: /Publish my rating and feedback as a review/ }).check();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Your review is published on this page.')).toBeVisible();
    await expect(reviews.getByText(text)).toBeVisible();
    await expect(reviews).toContainText(/out of 5 · \d+ reviews?/);

    // Withdraw and publish again with one click each.
    await page.getByRole('button', { name: 'Withdraw my review' }).click();
    await expect(reviews.getByText(text)).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish as a review' }).click();
    await expect(reviews.getByText(text)).toBeVisible();
    await memberCtx.close();

    const adminCtx = await browser.newContext();
    const admin = await adminCtx.newPage();
    await login(admin, demo.admin);
    await admin.goto(trialPath);
    const item = admin.getByTestId('trial-reviews').getByRole('listitem').filter({ hasText: text });
    await item.getByRole('button', { name: 'Hide review' }).click();
    await expect(item.getByText('Hidden')).toBeVisible();
    await adminCtx.close();

    const visitor = await browser.newPage();
    await visitor.goto(trialPath);
    await expect(visitor.getByTestId('trial-reviews').getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(visitor.getByText(text)).toHaveCount(0);
    await visitor.close();
  });
});
