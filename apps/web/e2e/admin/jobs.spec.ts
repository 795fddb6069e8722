import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, login, spoilAccessToken, stamp, test } from '../fixtures.ts';
import { deleteRow, fillForm, openDialog, submitDialog } from '../helpers.ts';

async function addJob(page: Page, title: string) {
  const dialog = await openDialog(page, 'Add Job');
  await fillForm(
    dialog,
    {
      'Job Title *': title,
      'Job Description *': 'Write AI tests',
      'Job Page URL *': 'https://example.com/job',
      'City *': 'Austin',
      'State *': 'TX',
      'Country *': 'USA',
    },
    'Quorvex',
  );
  await submitDialog(dialog, 'Create Job');
}

test.describe('[ADMIN][JOBS]', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, demo.admin);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { name: 'Manage Jobs' })).toBeVisible();
  });

  test('[ADMIN][JOBS] create with validation, edit, delete with confirmation', async ({ page }) => {
    const title = `E2E Job ${stamp()}`;
    const dialog = await openDialog(page, 'Add Job');
    await dialog.getByLabel('Minimum Salary').fill('5000');
    await dialog.getByLabel('Maximum Salary').fill('100');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expect(dialog.getByText('Job title is required')).toBeVisible();
    await expect(dialog.getByText('Maximum salary must be greater than minimum salary')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await addJob(page, title);
    await page.getByLabel('Search jobs').fill(title);
    await expect(page.getByText('Showing 1 of 1 jobs')).toBeVisible();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job' });
    await edit.getByLabel('Job Title *').fill(`${title} edited`);
    await edit.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByRole('cell', { name: `${title} edited`, exact: true })).toBeVisible();

    await deleteRow(page, `${title} edited`, 'Delete job', 'No jobs found matching your filters.');
  });

  test('[ADMIN][JOBS] bulk deactivate, status filter and clear filters', async ({ page }) => {
    const tag = stamp();
    await addJob(page, `Bulk A ${tag}`);
    await addJob(page, `Bulk B ${tag}`);
    await page.getByLabel('Search jobs').fill(tag);
    await expect(page.getByText('Showing 2 of 2 jobs')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate jobs' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 jobs updated' })).toBeVisible();
    await page.getByLabel('Status').selectOption('inactive');
    await expect(page.getByText('Showing 2 of 2 jobs')).toBeVisible();
    await page.getByLabel('Status').selectOption('active');
    await expect(page.getByText('No jobs found matching your filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Search jobs')).toHaveValue('');
  });

  test('[ADMIN][JOBS] sort survives reload', async ({ page }) => {
    await page.getByRole('button', { name: 'Job Title' }).click();
    await expect(page.getByRole('columnheader', { name: 'Job Title' })).toHaveAttribute('aria-sort', 'ascending');
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Job Title' })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('[ADMIN][JOBS] CSV download has the spec columns', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^jobs-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path()) as string, 'utf8');
    expect(text.split('\r\n')[0]).toBe('Title,Company,Location,Experience Level,Job Type,Salary Min,Salary Max,Status,Posted Date');
    expect(text.split('\r\n').length).toBeGreaterThan(10);
  });

  test('[ADMIN][JOBS] CSV download still works after the access token has expired', async ({ page }) => {
    await expect(page.getByText(/Showing \d+ of \d+ jobs/)).toBeVisible();
    await spoilAccessToken(page);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.ok());
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    await refreshed;
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^jobs-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync((await file.path()) as string, 'utf8').split('\r\n')[0]).toBe(
      'Title,Company,Location,Experience Level,Job Type,Salary Min,Salary Max,Status,Posted Date',
    );
    await expect(page).toHaveURL(/\/admin\/jobs$/);
  });
});
