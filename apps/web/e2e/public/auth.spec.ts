import { DEMO_PASSWORD, demo, expect, linkIn, login, loginThroughUi, signUpConfirmed, test, uniqueEmail, waitForMail } from '../fixtures.ts';

test.describe('[AUTH]', () => {
  test('[AUTH][SIGNUP] shows each validation message', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('Email').fill('someone@test.local');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret124');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  });

  test('[AUTH][SIGNUP] sign-up, confirm by e-mail link, land on the dashboard', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('confirmation link');

    // Signing in before confirming says so and offers to resend.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Please confirm your e-mail address first');
    await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    await expect(page.getByRole('status')).toContainText('new link');

    // The resent link replaces the first one.
    const mail = await waitForMail(email, 'Confirm', { count: 2 });
    await page.goto(linkIn(mail, '/auth/callback'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome back, ${email.split('@')[0]}`);
    await expect(page.getByTestId('header-display-name')).toHaveText(email.split('@')[0] as string);
  });

  test('[AUTH][LOGIN] failure shows the message; success goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('Email').fill(demo.member);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A signed-in user visiting /login is sent on.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[AUTH][GUARD] guarded pages send visitors to /login and back to the origin', async ({ page }) => {
    // Every guarded screen belongs here as it is built.
    for (const path of [
      '/dashboard',
      '/admin',
      '/bookmarks',
      '/vendor/leads',
      '/admin/messages',
      '/profile',
      '/preferences',
      '/user-trials',
      '/notifications',
      '/upgrade',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/[/]/g, '\\/')}$`));
    }
    await page.goto('/bookmarks');
    await page.getByLabel('Email').fill(demo.member);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/bookmarks$/);
    await expect(page.getByRole('heading', { name: 'Bookmarks have been retired' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Webinars' })).toHaveAttribute('href', '/webinars');
    await expect(page.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
  });

  test('[AUTH][GUARD] an off-site origin is ignored (no open redirect)', async ({ page }) => {
    await loginThroughUi(page, demo.member, DEMO_PASSWORD, 'https://evil.example/phish');
    await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
  });

  test('[AUTH][GUARD] a next path that normalises to another host lands on the dashboard', async ({ page }) => {
    await loginThroughUi(page, demo.member, DEMO_PASSWORD, '/.//evil.example/x');
    await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
  });

  test('[AUTH][RESET] forgot and reset password', async ({ page }) => {
    const { email } = await signUpConfirmed(page);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists');
    const mail = await waitForMail(email, 'Reset');
    await page.goto(linkIn(mail, '/reset-password'));
    await page.getByLabel('New Password', { exact: true }).fill('changed-123');
    await page.getByLabel('Confirm New Password').fill('changed-123');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('Your password has been updated');
    await login(page, email, 'changed-123');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[AUTH][LOGOUT] sign-out clears storage and returns home', async ({ page }) => {
    await login(page, demo.member);
    await page.evaluate(() => sessionStorage.setItem('scratch', '1'));
    await page.getByRole('button', { name: /member/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    const storage = await page.evaluate(() => ({ auth: localStorage.getItem('auth.session'), session: sessionStorage.length }));
    expect(storage).toEqual({ auth: null, session: 0 });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('[AUTH][SESSION] a revoked session signs out and goes to /login', async ({ page }) => {
    await login(page, demo.member);
    // Another device signs out this session family: the next refresh fails.
    await page.evaluate(async () => {
      await fetch('/api/auth/logout', { method: 'POST' });
      const s = JSON.parse(localStorage.getItem('auth.session') ?? '{}');
      localStorage.setItem('auth.session', JSON.stringify({ ...s, expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    });
    await page.goto('/bookmarks');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth.session'))).toBeNull();
  });
});

test('[AUTH][SIGNUP] an invitation link fills in the invited address', async ({ page }) => {
  await page.goto('/signup?email=invited%40test.local');
  await expect(page.getByLabel('Email')).toHaveValue('invited@test.local');
});
