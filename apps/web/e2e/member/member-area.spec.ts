import { answerConsent, expect, hydrating, seedId, signUpConfirmed, test, waitForMail } from '../fixtures.ts';
import { activateAndRateFive } from '../helpers.ts';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('[MEMBER]', () => {
  test('[MEMBER][TRIALS] a visitor activating is sent to /login and back to the trial', async ({ page }) => {
    const { email, password } = await signUpConfirmed(page);
    await page.getByRole('button', { name: /^e2e/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    const trialId = seedId('trial:3'); // active, 21-day period
    await page.goto(`/product-trials/${trialId}`);
    await expect(page.getByRole('heading', { name: 'Start Your Trial' })).toBeVisible();
    await page.getByRole('button', { name: 'Activate 21-Day Trial' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/product-trials/${trialId}`).replace(/[/]/g, '\\/')}$`));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/product-trials/${trialId}$`));
    // The press made before signing in is done on the way back (docs/decisions/2102): no second press.
    await expect(page.getByRole('heading', { name: 'Trial Access' })).toBeVisible();
    await expect(page.getByText('Your trial is active. Enjoy exploring!')).toBeVisible();
  });

  test('[MEMBER][TRIALS] a trial that has ended cannot be activated; one that has not started is Coming Soon', async ({ page }) => {
    await signUpConfirmed(page);
    await page.goto(`/product-trials/${seedId('trial:10')}`);
    await expect(page.getByRole('button', { name: 'Trial No Longer Available' })).toBeDisabled();
    await page.goto(`/product-trials/${seedId('trial:8')}`);
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(page.getByText(/This trial opens on/)).toBeVisible();
    // The page's own period and end date are not repeated in the side panel.
    await expect(page.getByText('Available until')).toHaveCount(1);
  });

  test('[MEMBER][TRIALS] activate, give feedback (rating required), see it in My Trials', async ({ page }) => {
    await signUpConfirmed(page);
    const trialId = seedId('trial:4'); // active, 14-day period
    await page.goto(`/product-trials/${trialId}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('…');
    const productName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Activate 14-Day Trial' }).click();
    await answerConsent(page);
    await expect(page.getByRole('heading', { name: 'Trial Access' })).toBeVisible();
    const status = page.getByTestId('trial-status');
    await expect(status.getByRole('heading', { name: 'Your Trial Status' })).toBeVisible();
    await expect(status).toContainText(/1[34] days remaining/);
    await expect(page.getByRole('link', { name: 'Access Trial' })).toHaveAttribute('href', /^https:\/\/app\./);

    // A second activation from another tab shows access and creates nothing.
    const again = await page.request.post(`/api/trials/${trialId}/activate`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('auth.session') ?? '{}').accessToken ?? '')}` },
    });
    expect(again.status()).toBe(200);
    expect((await again.json()).created).toBe(false);

    await page.getByRole('button', { name: 'Share Feedback' }).click();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please provide a rating');
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click();
    await page.getByLabel('Feedback (optional)').fill('Quick setup, useful reports.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(status).toContainText('Completed');
    // The member's own rating in the trial's status (the page also lists published reviews with their ratings).
    await expect(page.getByTestId('trial-status').getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Feedback' })).toHaveCount(0);

    await page.goto('/user-trials');
    await expect(page.getByRole('heading', { name: 'My Product Trials' })).toBeVisible();
    for (const h of ['Product', 'Vendor', 'Status', 'Activated', 'Expires', 'Action']) {
      await expect(page.getByRole('columnheader', { name: h })).toBeVisible();
    }
    const row = page.getByRole('row').filter({ hasText: productName });
    await expect(row).toContainText('Completed');
    await row.getByRole('button', { name: 'Details' }).first().click();
    const card = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: productName }) });
    await expect(card).toContainText('Your Trial Status');
    await expect(card).toContainText('Quick setup, useful reports.');
  });

  test('[MEMBER][TRIALS] feedback without text is accepted; My Trials is empty at first', async ({ page }) => {
    await signUpConfirmed(page);
    await page.goto('/user-trials');
    await expect(page.getByText('You have not activated any product trials yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Product Trials' })).toHaveAttribute('href', '/product-trials');
    await page.goto(`/product-trials/${seedId('trial:6')}`);
    await activateAndRateFive(page);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByTestId('trial-status')).toContainText('Completed');
    await page.goto('/user-trials');
    await expect(page.getByRole('row').nth(1)).toContainText('Completed');
  });

  test('[MEMBER][WEBINARS] register: the confirmation e-mail with an .ics arrives', async ({ page }) => {
    const { email } = await signUpConfirmed(page);
    const webinarId = seedId('webinar:15'); // upcoming
    await page.goto(`/webinars/${webinarId}`);
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('…');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await register.click();
    await expect(page.getByText("You're registered")).toBeVisible();
    await expect(page.getByRole('link', { name: "Continue on the vendor's site" })).toHaveAttribute('href', /^https:\/\/events\..*\/register\/16$/);
    const mail = await waitForMail(email, "You're registered");
    expect(mail.subject).toBe(`You're registered: ${title}`);
    const ics = mail.attachments.find((a) => a.filename === 'webinar.ics');
    expect(ics?.contentType).toContain('text/calendar');
    const body = ics?.content.includes('BEGIN:VCALENDAR') ? ics.content : Buffer.from(ics?.content ?? '', 'base64').toString('utf8');
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain(`UID:webinar-${webinarId}@localhost`);
  });

  test('[MEMBER][WEBINARS] a visitor pressing Register goes to /login', async ({ page }) => {
    const webinarId = seedId('webinar:16');
    await page.goto(`/webinars/${webinarId}`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fwebinars%2F${webinarId}$`));
  });

  test('[MEMBER][PROFILE] upload an avatar and see it in the header and on the profile', async ({ page }) => {
    await signUpConfirmed(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Anonymous User' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).last()).toBeVisible();
    await page.goto('/preferences');
    await page.getByLabel('Upload picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    // The picture is only previewed until Save Changes: the header still shows the initial.
    await expect(page.getByText('Not saved yet: press Save Changes to keep it.')).toBeVisible();
    await expect(page.getByRole('banner').locator('img[src*="/storage/"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile picture updated.')).toBeVisible();
    const headerAvatar = page.getByRole('banner').locator('img[src*="/storage/"]');
    await expect(headerAvatar).toHaveAttribute('src', /\/storage\/[0-9a-f-]+\/avatar\.png\?v=\d+$/);
    await page.goto('/profile');
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toHaveAttribute('src', /\/storage\/[0-9a-f-]+\/avatar\.png/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A renamed non-image is refused by content.
    await page.goto('/preferences');
    await page.getByLabel('Upload picture').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a PNG, JPEG, WebP or GIF image');
  });

  test('[MEMBER][PROFILE] delete account: asks for confirmation, signs out, forum posts stay as Anonymous', async ({ page }) => {
    const { email, password } = await signUpConfirmed(page);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth.session') ?? '{}').accessToken ?? '');
    const title = `Kept after deletion ${Date.now()}`;
    const topic = await page.request.post('/api/forum/topics', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, content: 'This post outlives its author.' },
    });
    expect(topic.status()).toBe(201);
    const topicId = (await topic.json()).id as string;

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Type DELETE to confirm');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth.session'))).toBeNull();

    const login = await page.request.post('/api/auth/login', { data: { email, password } });
    expect(login.status()).toBe(401);
    await page.goto(`/forum/${topicId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Anonymous').first()).toBeVisible();
  });

  test('[MEMBER][PREFERENCES] saved preferences are there after reload', async ({ page }) => {
    await signUpConfirmed(page);
    await page.goto('/preferences');
    await expect(page.getByRole('switch', { name: 'Daily digest' })).toBeDisabled();
    await expect(page.getByText('Pro users only')).toBeVisible();
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Job Title').fill('Test Architect');
    await page.getByLabel('Company').fill('Compilers Inc');
    await page.getByRole('switch', { name: 'All webinars' }).check();
    await page.getByRole('switch', { name: 'Upcoming webinars' }).uncheck();
    await page.getByRole('switch', { name: 'Weekly digest', exact: true }).check();
    const vendors = page.getByRole('group', { name: 'Preferred vendors' });
    const firstVendor = vendors.locator('label').first();
    const vendorName = (await firstVendor.textContent()) ?? '';
    await firstVendor.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Preferences saved successfully!' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Job Title')).toHaveValue('Test Architect');
    await expect(page.getByLabel('Company')).toHaveValue('Compilers Inc');
    await expect(page.getByRole('switch', { name: 'All webinars' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Upcoming webinars' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Weekly digest', exact: true })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Preferred vendors' }).getByRole('checkbox', { name: vendorName })).toBeChecked();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByText('Test Architect')).toBeVisible();
  });

  test('[MEMBER][PREFERENCES] the theme chosen on /preferences follows the member to another device', async ({ page, browser }) => {
    const { email, password } = await signUpConfirmed(page);
    await page.goto('/preferences');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Preferences saved successfully!' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);

    // Another device: no saved theme in the browser, light system preference.
    const other = await browser.newContext({ colorScheme: 'light', baseURL: test.info().project.use.baseURL });
    const phone = hydrating(await other.newPage());
    await phone.goto('/login');
    await expect(phone.locator('html')).not.toHaveClass(/dark/);
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password', { exact: true }).fill(password);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await expect(phone).toHaveURL(/\/dashboard/);
    await expect(phone.locator('html')).toHaveClass(/dark/);
    expect(await phone.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The header toggle there is saved to the profile too: the first device follows after a reload.
    await phone.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(phone.locator('html')).not.toHaveClass(/dark/);
    await expect
      .poll(
        async () =>
          (
            await (
              await phone.request.get('/api/me', {
                headers: { authorization: `Bearer ${await phone.evaluate(() => JSON.parse(localStorage.getItem('auth.session') ?? '{}').accessToken ?? '')}` },
              })
            ).json()
          ).profile.theme,
      )
      .toBe('light');
    await other.close();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  test('[MEMBER][NOTIFICATIONS] the bell shows an unread dot; reading the notification clears it', async ({ page }) => {
    await signUpConfirmed(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
    await expect(page.getByTestId('unread-dot')).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Welcome to AI Testing Hub')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText('1 unread')).toBeVisible();
    await page.getByRole('button', { name: 'Mark "Welcome to AI Testing Hub" as read' }).click();
    await expect(page.getByText('All caught up')).toBeVisible();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName('Notifications');
  });
});
