import { demo, expect, hydrating, login, seedId, signUpConfirmed, test } from '../fixtures.ts';
import { activateAndRateFive } from '../helpers.ts';

test.describe('[REVIEWS]', () => {
  test('[REVIEWS] a member publishes a rated trial as a review; an admin hides it', async ({ browser }) => {
    // Three sign-ins and contexts (member, admin, visitor): more than 30 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    const trialPath = `/product-trials/${seedId('trial:7')}`;
    const text = `Caught flaky selectors in our CI ${Date.now()}`;
    const memberCtx = await browser.newContext();
    const page = hydrating(await memberCtx.newPage());
    await signUpConfirmed(page);
    await page.goto(trialPath);
    const reviews = page.getByTestId('trial-reviews');
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await activateAndRateFive(page);
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
    const admin = hydrating(await adminCtx.newPage());
    await login(admin, demo.admin);
    await admin.goto(trialPath);
    const item = admin.getByTestId('trial-reviews').getByRole('listitem').filter({ hasText: text });
    await item.getByRole('button', { name: 'Hide review' }).click();
    await expect(item.getByText('Hidden')).toBeVisible();
    await adminCtx.close();

    const visitor = hydrating(await browser.newPage());
    await visitor.goto(trialPath);
    await expect(visitor.getByTestId('trial-reviews').getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(visitor.getByText(text)).toHaveCount(0);
    await visitor.close();
  });
});
