import { demo, expect, linkIn, login, MAIL_HTTP, type Mail, test, waitForMail } from '../fixtures.ts';
import { triggerDigestFor } from '../helpers.ts';

test.describe('[MEMBER][UNSUBSCRIBE]', () => {
  test('[MEMBER][UNSUBSCRIBE] the link in a digest opens a page that changes nothing until a button is pressed; re-subscribe works', async ({ page }) => {
    // An admin sends the daily digest to the Pro demo member (opted in to daily digests by the seed).
    await login(page, demo.admin);
    await page.goto('/admin/digests');
    await triggerDigestFor(page, 'daily', 'pro@', demo.pro);

    // The scheduler may send the weekly digest too: take the daily one (its link names the kind).
    await waitForMail(demo.pro, 'Your AI testing digest');
    let daily: Mail | undefined;
    await expect
      .poll(async () => {
        const list = (await (await fetch(`http://127.0.0.1:${MAIL_HTTP}/messages?to=${encodeURIComponent(demo.pro)}`)).json()) as Mail[];
        daily = list.find((m) => m.text.includes('/email/unsubscribe?token=digest_daily.'));
        return !!daily;
      })
      .toBe(true);
    const link = linkIn(daily as Mail, '/email/unsubscribe?token=digest_daily.');
    const token = new URL(link).searchParams.get('token') ?? '';
    const state = async () => (await (await page.request.get(`/api/email/subscription?token=${encodeURIComponent(token)}`)).json()).subscribed;

    // Opening the link (as a mail scanner would) changes nothing.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText('You receive the daily digest.')).toBeVisible();
    expect(await state()).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed from the daily digest.' })).toBeVisible();
    expect(await state()).toBe(false);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed from the daily digest.' })).toBeVisible();

    await page.getByRole('button', { name: 'Re-subscribe' }).click();
    await expect(page.getByText('You receive the daily digest.')).toBeVisible();
    expect(await state()).toBe(true);
  });
});
