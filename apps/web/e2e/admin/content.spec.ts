import { expect, stamp, test } from '../fixtures.ts';
import { clearFilters, deleteRow, expectRefused, expectSortRemembered, fillForm, fillWebinar, openAdminScreen, openDialog, submitDialog } from '../helpers.ts';

test('[ADMIN][CERTIFICATIONS] create, edit, delete and a remembered sort', async ({ page }) => {
  const name = `E2E Cert ${stamp()}`;
  await openAdminScreen(page, '/admin/certifications');
  const dialog = await openDialog(page, 'Add Certification');
  await expectRefused(dialog, 'Create', 'Name is required');
  await fillForm(dialog, { 'Name *': name, 'Description *': 'A certification', 'Certification Link *': 'https://example.com/cert' }, 'Testloom');
  await submitDialog(dialog, 'Create');
  await page.getByLabel('Search certifications').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('dialog', { name: 'Edit Certification' }).getByLabel('Name *').fill(`${name} v2`);
  await page.getByRole('dialog', { name: 'Edit Certification' }).getByRole('button', { name: 'Update' }).click();
  await deleteRow(page, `${name} v2`, 'Delete certification', 'No certifications found.');
  await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Testloom' });
  await clearFilters(page, 'Search certifications', 'No certifications found.');
  await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue('');
  await expectSortRemembered(page, 'Name');
});

test('[ADMIN][PRODUCT-UPDATES] create with URL check, notify subscribers, delete, remembered sort', async ({ page }) => {
  const product = `E2E Product ${stamp()}`;
  await openAdminScreen(page, '/admin/product-updates');
  const dialog = await openDialog(page, 'Add Product Update');
  await fillForm(
    dialog,
    { 'Product Name *': product, 'Version *': '1.10.0', 'Features * (one per line)': 'One\nTwo\nThree\nFour', 'Release Notes URL': 'not a url' },
    'Quorvex',
  );
  await expectRefused(dialog, 'Create', 'Please enter a valid URL');
  await dialog.getByLabel('Release Notes URL').fill('https://example.com/notes');
  await submitDialog(dialog, 'Create');
  await page.getByLabel('Search product updates').fill(product);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('+2 more')).toBeVisible();
  await page.getByRole('button', { name: `Notify subscribers about ${product} 1.10.0` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscribers notified' })).toBeVisible();
  await deleteRow(page, `${product} 1.10.0`, 'Delete product update', 'No product updates found.');
  await clearFilters(page, 'Search product updates', 'No product updates found.');
  await expectSortRemembered(page, 'Version');
});

test('[ADMIN][PRODUCT-TRIALS] defaults, create, bulk feature, reminder alert, delete', async ({ page }) => {
  const product = `E2E Trial ${stamp()}`;
  await openAdminScreen(page, '/admin/product-trials');
  await expect(page.getByText('Average Rating')).toBeVisible();
  const dialog = await openDialog(page, 'Add Trial', 'Add Product Trial');
  await expect(dialog.getByLabel('Trial Period (days) *')).toHaveValue('14');
  await expectRefused(dialog, 'Create Trial', 'Product name is required');
  await fillForm(dialog, { 'Product Name *': product, 'Description *': 'Try it', 'Access Link *': 'https://example.com/trial' }, 'Quorvex');
  await submitDialog(dialog, 'Create Trial');
  await page.getByLabel('Search trials').fill(product);
  await page.getByRole('checkbox', { name: `Select ${product}` }).check();
  await page.getByRole('button', { name: 'Feature', exact: true }).click();
  await page.getByRole('dialog', { name: 'Feature trials' }).getByRole('button', { name: 'Feature' }).click();
  await page.getByLabel('Status').selectOption('featured');
  await expect(page.getByRole('row').filter({ hasText: product }).getByLabel('Featured')).toBeVisible();
  await page.getByRole('button', { name: `Send Reminder for ${product}` }).click();
  await page.getByRole('menuitem', { name: 'Activation reminder' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Trial activation reminders sent successfully! Sent: \d+ Failed: 0/ })).toBeVisible();
  await deleteRow(page, product, 'Delete product trial', 'No product trials found.');
});

test("[ADMIN][PRODUCT-TRIALS] the last row's reminder menu is not clipped by the table", async ({ page }) => {
  await openAdminScreen(page, '/admin/product-trials');
  const last = page.getByRole('button', { name: /^Send Reminder for / }).last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const item = page.getByRole('menuitem', { name: 'Completion reminder' });
  await expect(item).toBeVisible();
  // The item is really on top at its own centre (not hidden under the table's overflow edge).
  const hit = await item.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
  });
  expect(hit).toBe(true);
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(last).toBeFocused();
});

test('[ADMIN][AI-COURSES] suggestions, create and delete', async ({ page }) => {
  const name = `Zebra Course ${stamp()}`;
  await openAdminScreen(page, '/admin/ai-courses');
  const dialog = await openDialog(page, 'Add AI Course');
  await fillForm(dialog, { 'Name *': name, 'Description *': 'Learn', 'Course Link *': 'https://example.com/course' }, 'Quorvex');
  await submitDialog(dialog, 'Create');
  await page.getByLabel('Search AI courses').fill('Zebra');
  await page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name }).click();
  await expect(page.getByLabel('Search AI courses')).toHaveValue(name);
  await deleteRow(page, name, 'Delete ai course', 'No AI courses found.');
  await clearFilters(page, 'Search AI courses', 'No AI courses found.');
});

test('[ADMIN][WEBINARS] create with end time, set status by hand, delete', async ({ page }) => {
  const title = `E2E Webinar ${stamp()}`;
  await openAdminScreen(page, '/admin/webinars');
  const dialog = await openDialog(page, 'Add Webinar');
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
  await fillWebinar(dialog, title, '2031-05-01T10:00');
  await expect(dialog.getByText('May 1, 2031 11:00 AM')).toBeVisible();
  await submitDialog(dialog, 'Create Webinar');
  await page.getByLabel('Search webinars').fill(title);
  await page.getByLabel(`Status of ${title}`).selectOption('live');
  await expect(page.getByRole('status').filter({ hasText: 'Status updated' })).toBeVisible();
  await deleteRow(page, title, 'Delete webinar', 'No webinars found matching your filters.');
});
