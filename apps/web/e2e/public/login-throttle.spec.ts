import { expect, hydrating, linkIn, test, uniqueEmail, waitForMail } from '../fixtures.ts';

test('[AUTH][THROTTLE] wrong passwords slow down a new browser, not the owner on a browser that signed in before', async ({ page, browser }) => {
  // The owner's browser: sign up, confirm and sign in once with the password (it becomes a known device).
  const owner = await browser.newContext();
  const ownerPage = hydrating(await owner.newPage());
  const email = uniqueEmail('throttle');
  const password = 'secret123';
  expect((await ownerPage.request.post('/api/auth/signup', { data: { email, password } })).status()).toBe(201);
  const token = new URL(linkIn(await waitForMail(email, 'Confirm'), '/auth/callback')).searchParams.get('token');
  expect((await ownerPage.request.post('/api/auth/confirm', { data: { token } })).status()).toBe(200);
  expect((await ownerPage.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);

  // Someone else guesses from another browser: five wrong passwords, then even the right one must wait.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password', { exact: true }).fill(`guess-${i}-guess`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill('');
  }
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/);
  await expect(page).toHaveURL(/\/login/);

  // The owner is not locked out.
  await ownerPage.goto('/login');
  await ownerPage.getByLabel('Email').fill(email);
  await ownerPage.getByLabel('Password', { exact: true }).fill(password);
  await ownerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  await owner.close();
});
