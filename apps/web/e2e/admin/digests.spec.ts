import { demo, expect, login, test, waitForMail } from '../fixtures.ts';
import { triggerDigestFor } from '../helpers.ts';

test.describe('[ADMIN][DIGESTS]', () => {
  test('[ADMIN][DIGESTS] admin triggers a weekly digest for a chosen test user', async ({ page }) => {
    await login(page, demo.admin);
    await page.goto('/admin/digests');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Digests' })).toBeVisible();
    await triggerDigestFor(page, 'weekly', 'member@', demo.member);
    const row = page
      .getByTestId('digest-run')
      .filter({ hasText: `Test: ${demo.member}` })
      .first();
    await expect(row).toContainText('Weekly');
    await expect(row).toContainText('Completed');

    // The member prefers quorvex and testloom; the digest links to pages of the app.
    const mail = await waitForMail(demo.member, 'Your AI testing digest');
    expect(mail.text).toMatch(/Hi /);
    expect(mail.text).toMatch(/https?:\/\/\S+\/(webinars|product-trials)\/[0-9a-f-]{36}|\/jobs|\/product-updates/);
    expect(mail.text).toMatch(/\((Quorvex|Testloom)\)/);
    expect(mail.text).not.toContain('(Bugrella)');
    expect(mail.text).toContain('/preferences');
  });
});
