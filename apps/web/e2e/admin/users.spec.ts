import { demo, expect, hydrating, linkIn, login, signUpConfirmed, test, uniqueEmail, waitForMail } from '../fixtures.ts';

test('[ADMIN][USERS] search and role filter, sort survives a reload', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Showing \d+ of \d+ users/ })).toBeVisible();
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Search users').fill(demo.admin);
  const row = page.getByRole('row').filter({ hasText: demo.admin });
  await expect(row).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 users')).toBeVisible();
  await page.getByLabel('Role').selectOption('user');
  await expect(page.getByText('No users found.')).toBeVisible();

  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'none');
});

test('[ADMIN][USERS] edit a fresh member name and Pro, then delete with confirmation', async ({ page, browser }) => {
  const ctx = await browser.newContext();
  const memberPage = hydrating(await ctx.newPage());
  const { email } = await signUpConfirmed(memberPage, uniqueEmail('users-edit'));
  await ctx.close();

  await login(page, demo.admin);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Free', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Full Name').fill('Edited Member');
  await dialog.getByLabel('Pro').check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Edited Member')).toBeVisible();
  await expect(row.getByText('Pro', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Delete ${email}` }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('No users found.')).toBeVisible();
  await expect(page.getByText(`${email} deleted`)).toBeVisible();
});

test('[ADMIN][USERS] invite e-mails a sign-up link; an existing address is refused', async ({ page }) => {
  const email = uniqueEmail('users-invite');
  await login(page, demo.admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(demo.member);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A user with this e-mail already exists');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const mail = await waitForMail(email, 'invited');
  expect(linkIn(mail, '/signup?email=')).toContain(encodeURIComponent(email));
});
