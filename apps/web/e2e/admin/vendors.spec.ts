import { demo, expect, login, test } from '../fixtures.ts';

test('[ADMIN][VENDORS] create with domain check, edit keeps the id, delete, search empty state, sort', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const id = `e2e-vendor-${stamp}`;
  const name = `E2E Vendor ${stamp}`;
  await login(page, demo.admin);
  await page.goto('/admin/vendors');
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vendor' });
  await dialog.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Vendor ID is required');
  await dialog.getByLabel('Vendor ID').fill(id);
  await dialog.getByLabel('Vendor Name').fill(name);
  await dialog.getByLabel('Domain Name').fill('bad domain');
  await dialog.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid domain format. Please enter a valid domain (e.g., example.com)');
  await dialog.getByLabel('Domain Name').fill('e2e-vendor.test');
  await dialog.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search vendors').fill(stamp);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await expect(edit.getByLabel('Vendor ID')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Vendor Name').fill(`${name} Renamed`);
  await edit.getByRole('button', { name: 'Update Vendor' }).click();
  // The row's name (the Trusted button and the sources picker name it too).
  await expect(page.getByText(`${name} Renamed`, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  await page.getByRole('dialog', { name: 'Delete vendor' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No vendors found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('paragraph').filter({ hasText: /^Quorvex$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Admins' }).click();
  await expect(page.getByRole('columnheader', { name: 'Admins' })).toHaveAttribute('aria-sort', 'ascending');
});
