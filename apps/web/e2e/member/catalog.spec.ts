import type { Page } from '@playwright/test';
import { expect, seedId, signUpConfirmed, test, waitForMail, dataSettled } from '../fixtures.ts';

/** The screen's data requests: everything under /api/ except the app shell's own (who am I, the bell, auth). */
function trackDataRequests(page: Page): { method: string; path: string }[] {
  const seen: { method: string; path: string }[] = [];
  // Finished requests only: a reload aborts whatever the previous page still had in flight.
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    const shell = u.pathname === '/api/me' || u.pathname === '/api/notifications/unread-count' || u.pathname.startsWith('/api/auth/');
    // The view beacon (POST /api/views, decision 1803) counts a page view; it is not the screen's data.
    if (u.pathname.startsWith('/api/') && !shell && u.pathname !== '/api/views') seen.push({ method: r.method(), path: u.pathname });
  });
  return seen;
}

test.describe('[MEMBER][CATALOG]', () => {
  test('[MEMBER][DETAIL] trial page: one request with the activation panel; activating refreshes only the panel', async ({ page }) => {
    await signUpConfirmed(page);
    const id = seedId('trial:3');
    const seen = trackDataRequests(page);
    await page.goto(`/product-trials/${id}`);
    await expect(page.getByRole('button', { name: 'Activate 21-Day Trial' })).toBeEnabled();
    await dataSettled(page);
    expect(seen).toEqual([{ method: 'GET', path: `/api/product-trials/${id}` }]);

    seen.length = 0;
    await page.getByRole('button', { name: 'Activate 21-Day Trial' }).click();
    await expect(page.getByRole('heading', { name: 'Trial Access' })).toBeVisible();
    await expect(page.getByText('Your trial is active. Enjoy exploring!')).toBeVisible();
    await dataSettled(page);
    expect(seen).toEqual([
      { method: 'POST', path: `/api/trials/${id}/activate` },
      { method: 'GET', path: `/api/trials/${id}/access` },
    ]);

    seen.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Trial Access' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Access Trial/ })).toBeVisible();
    await dataSettled(page);
    expect(seen).toEqual([{ method: 'GET', path: `/api/product-trials/${id}` }]);
  });

  test('[MEMBER][DETAIL] webinar page: one request with the registration panel (the view is recorded by it); Register refreshes it', async ({
    page,
    context,
  }) => {
    await signUpConfirmed(page);
    const id = seedId('webinar:5');
    const seen = trackDataRequests(page);
    await page.goto(`/webinars/${id}`);
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await expect(register).toBeVisible();
    await dataSettled(page);
    expect(seen).toEqual([{ method: 'GET', path: `/api/webinars/${id}` }]);

    seen.length = 0;
    // Register does one thing: no tab opens; the vendor's page is a separate link afterwards.
    let opened = 0;
    context.on('page', () => opened++);
    await register.click();
    await expect(page.getByText("You're registered")).toBeVisible();
    await expect(page.getByRole('link', { name: "Continue on the vendor's site" })).toHaveAttribute('target', '_blank');
    await expect(page.getByText("Registration opens on the vendor's site")).toHaveCount(0);
    expect(opened).toBe(0);
    await dataSettled(page);
    expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: `/api/webinars/${id}/register` }]);
    expect(seen).toContainEqual({ method: 'GET', path: `/api/webinars/${id}/registration` });
    // Registering refreshes the page's own answer too (the lists show registeredByMe): let that request finish here,
    // or it may start only after the wait above and finish after the count below is reset.
    await expect.poll(() => seen.filter((r) => r.method === 'GET' && r.path === `/api/webinars/${id}`).length).toBe(1);

    seen.length = 0;
    await page.reload();
    await expect(page.getByText("You're registered")).toBeVisible();
    await dataSettled(page);
    expect(seen).toEqual([{ method: 'GET', path: `/api/webinars/${id}` }]);
  });

  test('[MEMBER][DASHBOARD] one API request, the sections, and Webinars Viewed counts real views', async ({ page }) => {
    await signUpConfirmed(page);
    const seen: string[] = [];
    // Finished requests only: a reload aborts whatever the previous page still had in flight.
    page.on('requestfinished', (r) => {
      const u = new URL(r.url());
      // The app shell's own requests (who am I, the bell's unread count) are not the screen's data.
      const shell = u.pathname === '/api/me' || u.pathname === '/api/notifications/unread-count' || u.pathname.startsWith('/api/auth/');
      if (u.pathname.startsWith('/api/') && !shell && u.pathname !== '/api/views') seen.push(u.pathname);
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome back, e2e-/ })).toBeVisible();
    for (const h of ['Upcoming Webinars', 'Featured Product Trials', 'Top Vendors', 'Latest Job Opportunities', 'Latest AI Courses']) {
      await expect(page.getByRole('heading', { name: h })).toBeVisible();
    }
    await expect(page.getByTestId('stat-Webinars Viewed')).toHaveText('0');
    await expect(page.getByTestId('vendor-card')).toHaveCount(4);
    await dataSettled(page);
    expect(seen).toEqual(['/api/dashboard']);

    await page.goto(`/webinars/${seedId('webinar:6')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-Webinars Viewed')).toHaveText('1');
  });

  test('[MEMBER][LIKES] a like stays on across reload and comes off again', async ({ page }) => {
    await signUpConfirmed(page);
    await page.goto(`/webinars/${seedId('webinar:9')}`);
    const like = page.getByRole('button', { name: /^(Like|Unlike) / });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await like.getByTestId('like-count').textContent());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.getByTestId('like-count')).toHaveText(String(before));
  });

  test('[MEMBER][TRIALS] a signed-in member sees the Activate button on an open trial', async ({ page }) => {
    await signUpConfirmed(page);
    await page.goto(`/product-trials/${seedId('trial:3')}`);
    await expect(page.getByRole('button', { name: 'Activate 21-Day Trial' })).toBeEnabled();
  });

  test('[MEMBER][WEBINARS] Register on a list card records the registration, e-mails it, and shows Registered', async ({ page, context }) => {
    const { email } = await signUpConfirmed(page);
    await page.goto('/webinars?search=Test impact analysis');
    const card = page.getByTestId('webinar-card').filter({ has: page.getByRole('link', { name: 'Test impact analysis from coverage data', exact: true }) });
    const register = card.getByRole('button', { name: 'Register', exact: true });
    let opened = 0;
    context.on('page', () => opened++);
    const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/webinars/${seedId('webinar:19')}/register`) && r.request().method() === 'POST');
    await register.click();
    expect((await recorded).status()).toBe(200);
    await expect(card.getByText('Registered', { exact: true })).toBeVisible();
    expect(opened).toBe(0);
    const mail = await waitForMail(email, "You're registered");
    expect(mail.subject).toBe("You're registered: Test impact analysis from coverage data");
    expect(mail.attachments.some((a) => a.filename === 'webinar.ics')).toBe(true);
    await page.reload();
    await expect(card.getByText('Registered', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
    // The detail page agrees.
    await page.goto(`/webinars/${seedId('webinar:19')}`);
    await expect(page.getByText("You're registered")).toBeVisible();
  });

  test('[MEMBER][HEADER] the signed-in header fits on one line at 1280 px and 1536 px', async ({ page }) => {
    await signUpConfirmed(page);
    for (const width of [1280, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/jobs');
      const upgrade = page.getByRole('banner').getByRole('link', { name: 'Upgrade to Pro' });
      await expect(upgrade).toBeVisible();
      expect((await upgrade.boundingBox())?.height ?? 99).toBeLessThanOrEqual(40);
      const fits = await page.evaluate(() => {
        const row = document.querySelector('header > div') as HTMLElement;
        return row.scrollWidth <= row.clientWidth;
      });
      expect(fits).toBe(true);
    }
  });
});
