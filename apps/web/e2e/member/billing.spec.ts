import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, expect, signUpConfirmed, test, waitForMail } from '../fixtures.ts';

const upgradeButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Upgrade to Pro' });

async function openUpgrade(page: Page) {
  await upgradeButton(page).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Pro' })).toBeVisible();
}

async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** A year from today, as the confirmation writes it ('November 25, 2027'). */
const inAYear = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
};

/** The confirmation after paying: the spec's alert, the Pro badge in the page and the header, the plan and its renewal date. */
async function expectConfirmation(page: Page, message: string) {
  await expect(page).toHaveURL(/\/upgrade\/welcome$/);
  const welcome = page.getByTestId('pro-welcome');
  await expect(welcome.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(welcome.getByRole('heading', { level: 1, name: "You're a Pro member" })).toBeVisible();
  await expect(welcome.getByText('Pro Member', { exact: true })).toBeVisible();
  await expect(welcome.getByText('Pro (yearly)')).toBeVisible();
  await expect(page.getByTestId('pro-renewal')).toHaveText(inAYear());
  await expect(welcome.getByText(/Your receipt is on its way to /)).toBeVisible();
  await expect(page.getByTestId('header-pro-badge')).toBeVisible();
  await expect(upgradeButton(page)).toHaveCount(0);
  // A reload shows the same confirmation (it reads the subscription), and the way on is the dashboard.
  await page.reload();
  await expect(page.getByTestId('pro-renewal')).toHaveText(inAYear());
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Pays through the local gateway's test checkout and checks the confirmation. */
async function payWithTestCheckout(page: Page, amount: string) {
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
  await expectConfirmation(page, 'Payment successful! Welcome to Pro!');
}

test.describe('[MEMBER][BILLING]', () => {
  test('[MEMBER][BILLING] a visitor opening /upgrade signs in first and comes back to it', async ({ page }) => {
    await page.goto('/upgrade');
    await expect(page).toHaveURL(/\/login\?next=%2Fupgrade$/);
    await page.getByLabel('Email').fill(demo.member);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(page.getByTestId('plan-price')).toHaveText('₹99/ year');
    await expect(page.getByRole('button', { name: 'Pay ₹99' })).toBeVisible();
  });

  test('[MEMBER][BILLING] the page shows the one price (₹99 yearly), the compare table and the FAQ terms', async ({ page }) => {
    await signUpConfirmed(page);
    await openUpgrade(page);
    await expect(page.getByTestId('summary-total')).toHaveText('₹99');
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Price/ })).toContainText('₹99/yr');
    await expect(table.getByRole('row', { name: /Daily digests/ })).toContainText('Pro users only');
    await expect(table.getByRole('row', { name: /Webinar recordings/ })).toContainText('Kept 7 days');
    // The plan card states the Free plan's limits with their numbers.
    await expect(page.getByTestId('free-plan-terms')).toHaveText('Free plan: Limited webinars (3 registrations a month) · Recordings kept 7 days');
    await expect(page.getByText('$9')).toHaveCount(0);
    await page.getByText('Can I get a refund?').click();
    await expect(page.getByText('Payments are non-refundable, except where the law requires a refund.')).toBeVisible();
    await page.getByText('Is there a free trial of Pro?').click();
    await expect(page.getByText('No, there is no free trial of Pro.', { exact: false })).toBeVisible();
    await expect(page.getByText(/money-back/i)).toHaveCount(0);
  });

  test('[MEMBER][BILLING] discount codes: errors, apply WELCOME10, remove it, then pay through the checkout and become Pro', async ({ page }) => {
    const { email } = await signUpConfirmed(page);
    await openUpgrade(page);

    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a discount code');
    await applyCode(page, 'NOPE-NOT-A-CODE');
    await expect(page.getByRole('alert')).toHaveText('Invalid discount code');
    await applyCode(page, 'summer25');
    await expect(page.getByRole('alert')).toHaveText('This discount code has expired');

    await applyCode(page, 'welcome10');
    await expect(page.getByRole('status').filter({ hasText: 'Discount applied: 10% off' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Discount code' });
    await expect(field).toHaveValue('WELCOME10');
    await expect(field).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('summary-price')).toHaveText('₹99');
    await expect(page.getByTestId('summary-discount')).toHaveText('−₹9.90');
    await expect(page.getByTestId('summary-total')).toHaveText('₹89.10');

    await page.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('readonly');
    await expect(page.getByTestId('summary-total')).toHaveText('₹99');
    await expect(page.getByTestId('summary-discount')).toHaveCount(0);

    // Closing the checkout stops processing and charges nothing.
    await applyCode(page, 'WELCOME10');
    await page.getByRole('button', { name: 'Pay ₹89.10' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pay ₹89.10' })).toBeEnabled();

    await payWithTestCheckout(page, '₹89.10');
    await expect(upgradeButton(page)).toHaveCount(0);
    const receipt = await waitForMail(email, 'Pro receipt');
    expect(receipt.text).toContain('Amount paid: ₹89.10.');
    // The bell has the news too.
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Welcome to Pro!')).toBeVisible();

    // Pro members have nothing to buy.
    await page.goto('/upgrade');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByText('Pro Member')).toBeVisible();
  });

  test('[MEMBER][BILLING] a 100% code (FREEPRO) shows Claim Free Pro Access and activates Pro at once', async ({ page }) => {
    await signUpConfirmed(page);
    await openUpgrade(page);
    await applyCode(page, 'FREEPRO');
    await expect(page.getByRole('status').filter({ hasText: 'Discount applied: 100% off' })).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText('₹0');
    await page.getByRole('button', { name: 'Claim Free Pro Access' }).click();
    await expectConfirmation(page, 'Congratulations! Your Pro subscription has been activated for free!');
  });

  test('[MEMBER][BILLING] a Pro member visiting /upgrade goes to the dashboard', async ({ page }) => {
    await page.goto('/login?next=%2Fupgrade');
    await page.getByLabel('Email').fill(demo.pro);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(upgradeButton(page)).toHaveCount(0);
  });

  test('[MEMBER][BILLING] cancelling keeps Pro until the end date and stops renewal', async ({ page }) => {
    await signUpConfirmed(page);
    await openUpgrade(page);
    await applyCode(page, 'LAUNCH50');
    await payWithTestCheckout(page, '₹49.50');

    await page.goto('/profile');
    const manage = page.getByRole('region', { name: 'Manage subscription' });
    await expect(manage).toContainText('Your Pro plan renews on');
    await manage.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(confirm).toBeHidden();
    await expect(manage.getByRole('status')).toContainText('Your subscription has been cancelled. You keep Pro access until');

    // The profile's subscription box follows: cancelled, access until the end date; still a Pro member.
    const box = page.getByRole('region', { name: 'Subscription', exact: true });
    await expect(box).toContainText('cancelled');
    await expect(box).toContainText('Access until');
    await expect(page.getByText('Pro Member')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Manage subscription' })).toContainText('will not renew');
    await expect(upgradeButton(page)).toHaveCount(0);
  });
});
