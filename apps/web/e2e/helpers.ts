import { expect, type Locator, type Page } from '@playwright/test';
import { answerConsent, demo, login } from './fixtures.ts';

/** Signs in as the demo admin and opens an admin screen. */
export async function openAdminScreen(page: Page, path: string) {
  await login(page, demo.admin);
  await page.goto(path);
}

/** Clicks an admin 'Add ...' button and returns its form dialog (named like the button unless told). */
export async function openDialog(page: Page, button: string, title = button): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: title });
}

/** Fills a content form: the vendor (by name) first, when given, then each field by its label. */
export async function fillForm(dialog: Locator, fields: Record<string, string>, vendor?: string) {
  if (vendor) await dialog.getByLabel('Vendor *').selectOption({ label: vendor });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
}

/** Submits a form dialog and waits until it has closed. */
export async function submitDialog(dialog: Locator, button: string) {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Deletes the only row shown with its Delete button and the confirmation dialog; the list then shows its empty text. */
export async function deleteRow(page: Page, name: string, confirmTitle: string, emptyText: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: confirmTitle }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(emptyText)).toBeVisible();
}

/** Submits a form dialog that must refuse, and checks its error shows. */
export async function expectRefused(dialog: Locator, button: string, error: string) {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog.getByText(error)).toBeVisible();
}

/** Clear filters empties the search box and the empty-list message goes. */
export async function clearFilters(page: Page, searchLabel: string, emptyText: string) {
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel(searchLabel)).toHaveValue('');
  await expect(page.getByText(emptyText)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
}

/** Sorts by a column and checks the sort is remembered over a reload. */
export async function expectSortRemembered(page: Page, column: string) {
  await page.getByRole('button', { name: column }).click();
  await page.reload();
  await expect(page.getByRole('columnheader', { name: column })).toHaveAttribute('aria-sort', 'ascending');
}

/** The webinar form's required fields (Quorvex as the vendor). */
export const fillWebinar = (dialog: Locator, title: string, start: string) => fillForm(dialog, { 'Title *': title, 'Start Time *': start }, 'Quorvex');

/** On /admin/digests: sends a digest of this type to one test user (found by a search) and sees the spec's answer. */
export async function triggerDigestFor(page: Page, digestType: string, search: string, email: string) {
  await page.getByLabel('Digest type').selectOption(digestType);
  await page.getByLabel('Find a test user').fill(search);
  const picker = page.getByLabel('Test user (optional)');
  await expect(picker.locator('option', { hasText: email })).toHaveCount(1);
  await picker.selectOption({ label: (await picker.locator('option', { hasText: email }).textContent()) ?? email });
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${digestType} digest triggered successfully for selected user` })).toBeVisible();
}

/** On a trial page: activates the trial (declining the consent question) and opens the feedback form with 5 stars chosen. */
export async function activateAndRateFive(page: Page) {
  await page.getByRole('button', { name: /^Activate \d+-Day Trial$/ }).click();
  await answerConsent(page);
  await page.getByRole('button', { name: 'Share Feedback' }).click();
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
    .click();
}
