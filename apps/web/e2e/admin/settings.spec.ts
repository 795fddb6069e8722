import type { Page } from '@playwright/test';
import { demo, expect, login, test, waitForMail } from '../fixtures.ts';

const ORIGINAL_SUBJECT = 'New job: {{job_title}} at {{company}}';

async function openJobTemplate(page: Page) {
  const job = page.getByRole('region', { name: 'Job' });
  await job.getByRole('button', { name: 'Edit New Job Alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template: New Job Alert' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('[ADMIN][SETTINGS]', () => {
  test('[ADMIN][SETTINGS] edit the Job template with a variable, live preview, save and a test e-mail', async ({ page }) => {
    await login(page, demo.admin);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Email Templates', selected: true })).toBeVisible();
    for (const kind of ['Webinar', 'Job', 'Certification', 'Product', 'Digest', 'Course']) {
      await expect(page.getByRole('heading', { level: 2, name: kind, exact: true })).toBeVisible();
    }

    const marker = `E2E ${Date.now()}`;
    let dialog = await openJobTemplate(page);
    try {
      // Escape closes and focus returns to the Edit button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit New Job Alert' })).toBeFocused();

      dialog = await openJobTemplate(page);
      const subject = dialog.getByLabel('Subject');
      await subject.fill(`${marker} {{job_title}} in `);
      await dialog.getByRole('button', { name: 'Insert {{location_city}}' }).click();
      await expect(subject).toHaveValue(`${marker} {{job_title}} in {{location_city}}`);
      await expect(dialog.getByTestId('preview-subject')).toHaveText(`${marker} Senior QA Automation Engineer in Berlin`);

      // An unknown variable is refused by the server with a message naming it.
      await dialog.getByLabel('Content').fill('Hi {{user_name}} {{webinar_title}}');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert').first()).toContainText('{{webinar_title}}');
      await dialog.getByLabel('Content').fill('Hi {{user_name}},\n\n{{company}} is hiring a {{job_title}}.\n\nApply: {{job_page_url}}');
      await expect(dialog.getByTestId('preview-text')).toContainText('Acme <AI> & Co is hiring a Senior QA Automation Engineer.');

      await dialog.getByRole('button', { name: 'Send test e-mail' }).click();
      await expect(dialog.getByRole('status').filter({ hasText: `Test e-mail sent to ${demo.admin}` })).toBeVisible();
      const mail = await waitForMail(demo.admin, `[Test] ${marker} Senior QA Automation Engineer in Berlin`);
      expect(mail.text).toContain('Hi Alex Tester,');
      expect(mail.html).toContain('Acme &lt;AI&gt; &amp; Co');

      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Job' })).toContainText(`${marker} {{job_title}} in {{location_city}}`);
    } finally {
      // Restore the seeded template so other tests see it unchanged.
      await page.goto('/admin/settings');
      dialog = await openJobTemplate(page);
      await dialog.getByLabel('Subject').fill(ORIGINAL_SUBJECT);
      await dialog
        .getByLabel('Content')
        .fill(
          'Hi {{user_name}},\n\n{{company}} is hiring a {{job_title}} in {{location_city}} (posted {{posted_date}}).\n\n{{job_description}}\n\nApply: {{job_page_url}}',
        );
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Job' })).toContainText(ORIGINAL_SUBJECT);
    }
  });

  test('[ADMIN][SETTINGS] a member is sent to / from /admin/settings', async ({ page }) => {
    await login(page, demo.member);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/(dashboard)?$/);
  });
});
