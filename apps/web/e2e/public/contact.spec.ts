import { format } from 'date-fns';
import { expect, test, waitForMail } from '../fixtures.ts';

test.describe('[PUBLIC][CONTACT]', () => {
  test('[PUBLIC][CONTACT] a message is stored, confirmed on the page and e-mailed to support', async ({ page }) => {
    const name = `Casey ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Community Forum' })).toHaveAttribute('href', '/forum');
    await expect(page.getByRole('link', { name: 'Notification Preferences' })).toHaveAttribute('href', '/preferences');
    await expect(page.getByRole('link', { name: 'Browse Vendors' })).toHaveAttribute('href', '/vendors');
    await expect(page.locator('details summary')).toHaveCount(4);
    const subject = page.getByLabel('Subject *');
    await expect(subject.locator('option:not([value=""])')).toHaveText([
      'General Inquiry',
      'Technical Support',
      'Billing Question',
      'Partnership Opportunity',
      'Feedback',
      'Other',
    ]);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fill in all required fields')).toHaveCount(1);

    await page.getByLabel('Name *').fill(name);
    await page.getByLabel('Email *').fill('casey@test.local');
    await subject.selectOption('feedback');
    await page.getByLabel('Message *').fill('Love the forum.\nPlease add more webinars.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText("Thank you for your message! We'll get back to you soon.");
    await expect(page.getByLabel('Name *')).toHaveValue('');
    await expect(page.getByLabel('Email *')).toHaveValue('');
    await expect(subject).toHaveValue('');
    await expect(page.getByLabel('Message *')).toHaveValue('');

    const mail = await waitForMail('support@aitestinghub.local', `Contact form: Feedback from ${name}`);
    expect(mail.text).toContain('casey@test.local');
    expect(mail.text).toContain('Please add more webinars.');
  });

  test('[PUBLIC][STATIC] about, privacy and terms show real content, the date and the mailboxes', async ({ page }) => {
    const today = format(new Date(), 'MMMM d, yyyy');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About AI Testing Hub' })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'partnerships@aitestinghub.local' })).toHaveAttribute('href', 'mailto:partnerships@aitestinghub.local');
    await expect(page.getByRole('link', { name: 'info@aitestinghub.local' })).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByText(/with a vendor only if you agree/).first()).toBeVisible();
    await expect(page.getByText(/withdraw \(or give\) consent there with one click/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@aitestinghub.local' }).first()).toBeVisible();

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Pro is one yearly plan at 99 INR, billed annually in advance.')).toBeVisible();
    await expect(page.getByText(/non-refundable, except where the law requires/)).toBeVisible();
    await expect(page.getByText(/30 days' notice/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'legal@aitestinghub.local' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact@aitestinghub.local' })).toBeVisible();
    await expect(page.getByText('$9')).toHaveCount(0);
  });
});
