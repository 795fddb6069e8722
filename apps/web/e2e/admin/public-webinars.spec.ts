import { demo, expect, login, test } from '../fixtures.ts';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

test('[ADMIN][WEBINARS] add, edit and delete from the public webinar list', async ({ page }) => {
  const title = `Public List Webinar ${stamp()}`;
  await login(page, demo.admin);
  await page.goto('/webinars');
  await page.getByRole('button', { name: 'Add Webinar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Webinar' });
  await dialog.getByLabel('Vendor *').selectOption({ label: 'Quorvex' });
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Start Time *').fill('2031-06-01T10:00');
  await dialog.getByRole('button', { name: 'Create Webinar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search webinars').fill(title);
  const card = page.getByTestId('webinar-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.hover();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Webinar' });
  await expect(edit.getByLabel('Title *')).toHaveValue(title);
  await edit.getByLabel('Title *').fill(`${title} (edited)`);
  await edit.getByRole('button', { name: 'Update Webinar' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByTestId('webinar-card').filter({ hasText: `${title} (edited)` });
  await expect(edited).toHaveCount(1);

  await edited.hover();
  await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
  await page.getByRole('dialog', { name: 'Delete webinar' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No webinars found matching your filters.')).toBeVisible();
});

test('[ADMIN][WEBINARS] members see no admin controls on the webinar list', async ({ page }) => {
  await login(page, demo.member);
  await page.goto('/webinars');
  await expect(page.getByTestId('webinar-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Webinar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
