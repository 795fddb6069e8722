import { demo, expect, linkIn, login, test, uniqueEmail, waitForMail } from '../fixtures.ts';

test.describe('[ALERTS]', () => {
  test('[ALERTS] a visitor saves a jobs search as an alert and confirms it from the e-mail (POST, not on open)', async ({ page }) => {
    const email = uniqueEmail('alert');
    await page.goto('/jobs?search=playwright&experience=senior');
    await page.getByRole('button', { name: 'Create job alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create job alert' });
    await expect(dialog).toContainText('Jobs matching "playwright" · Senior');
    await dialog.getByLabel('Once a week').check();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your e-mail address');
    await dialog.getByLabel('Your e-mail').fill(email);
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByRole('status')).toContainText('Check your inbox');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const mail = await waitForMail(email, 'Confirm your job alert');
    const link = linkIn(mail, '/job-alerts/confirm');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your job alert' })).toBeVisible();
    // Opening the link changed nothing: the button confirms.
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page.getByRole('status')).toHaveText('Your job alert is confirmed. We will e-mail you new matching jobs.');
    await expect(page.getByText('Jobs matching "playwright" · Senior')).toBeVisible();
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  });

  test('[ALERTS] a member creates an alert from the jobs list and manages it in Preferences', async ({ page }) => {
    await login(page, demo.pro);
    await page.goto('/jobs?jobType=remote');
    await page.getByRole('button', { name: 'Create job alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create job alert' });
    await expect(dialog.getByLabel('Your e-mail')).toHaveCount(0);
    await dialog.getByLabel('As soon as they are posted').check();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Job alert created. We will e-mail you new matching jobs.');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.goto('/preferences');
    const section = page.getByRole('region', { name: 'Job alerts' });
    const row = section.getByRole('listitem').filter({ hasText: 'Jobs matching Remote' }).first();
    await expect(row).toBeVisible();
    const select = row.getByRole('combobox');
    await expect(select).toHaveValue('instant');
    await select.selectOption('daily');
    await expect(select).toHaveValue('daily');
    // One Save Changes for the page (docs/decisions/2105).
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Preferences saved successfully!' })).toBeVisible();
    await page.reload();
    await expect(section.getByRole('listitem').filter({ hasText: 'Jobs matching Remote' }).first().getByRole('combobox')).toHaveValue('daily');
    const before = await section.getByRole('listitem').count();
    await section
      .getByRole('listitem')
      .filter({ hasText: 'Jobs matching Remote' })
      .first()
      .getByRole('button', { name: /Delete job alert/ })
      .click();
    await expect(section.getByRole('listitem')).toHaveCount(before - 1);
  });
});
