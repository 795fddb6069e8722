import { expect, test } from '../fixtures.ts';

test.describe('[FEEDS]', () => {
  test('[FEEDS] /webinars names its RSS feed and offers calendar subscription links', async ({ page, request }) => {
    await page.goto('/webinars');
    await expect(page.getByRole('heading', { name: 'Webinars', level: 1 })).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss/webinars.xml');
    await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
    const host = new URL(page.url()).host;
    await expect(page.getByRole('link', { name: 'Apple Calendar or Outlook' })).toHaveAttribute('href', `webcal://${host}/calendar/webinars.ics`);
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', /calendar\.google\.com\/calendar\/render\?cid=webcal/);
    const ics = await request.get('/calendar/webinars.ics');
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    const rss = await request.get('/rss/webinars.xml');
    expect(await rss.text()).toContain('<rss version="2.0"');
  });

  test("[FEEDS] a vendor page offers that vendor's calendar", async ({ page, request }) => {
    await page.goto('/vendor/quorvex');
    await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
    await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', /\/calendar\/vendor\/quorvex\.ics$/);
    const ics = await request.get('/calendar/vendor/quorvex.ics');
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('X-WR-CALNAME:Quorvex webinars');
  });

  test('[FEEDS] jobs, product updates and forum pages link their feeds; robots.txt names the sitemap index', async ({ page, request }) => {
    const pages: [string, string][] = [
      ['/jobs', '/rss/jobs.xml'],
      ['/product-updates', '/rss/product-updates.xml'],
      ['/forum', '/rss/forum.xml'],
    ];
    for (const [path, feed] of pages) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feed);
    }
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(await (await request.get('/sitemap.xml')).text()).toContain('<sitemapindex');
  });
});
