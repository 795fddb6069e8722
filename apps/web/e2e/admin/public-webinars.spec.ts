import { demo, expect, login, stamp, test } from '../fixtures.ts';
import { deleteRow, fillWebinar, openDialog, submitDialog } from '../helpers.ts';

test('[ADMIN][WEBINARS] add, edit and delete from the public webinar list', async ({ page }) => {
  const title = `Public List Webinar ${stamp()}`;
  await login(page, demo.admin);
  await page.goto('/webinars');
  const dialog = await openDialog(page, 'Add Webinar');
  await fillWebinar(dialog, title, '2031-06-01T10:00');
  await submitDialog(dialog, 'Create Webinar');

  await page.getByLabel('Search webinars').fill(title);
  const card = page.getByTestId('webinar-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.hover();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Webinar' });
  await expect(edit.getByLabel('Title *')).toHaveValue(title);
  await edit.getByLabel('Title *').fill(`${title} (edited)`);
  await submitDialog(edit, 'Update Webinar');
  const edited = page.getByTestId('webinar-card').filter({ hasText: `${title} (edited)` });
  await expect(edited).toHaveCount(1);

  await edited.hover();
  await deleteRow(page, `${title} (edited)`, 'Delete webinar', 'No webinars found matching your filters.');
});

test('[ADMIN][WEBINARS] members see no admin controls on the webinar list', async ({ page }) => {
  await login(page, demo.member);
  await page.goto('/webinars');
  await expect(page.getByTestId('webinar-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Webinar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
