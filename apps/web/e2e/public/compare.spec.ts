import { demo, expect, login, test } from '../fixtures.ts';

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

test.describe('[COMPARE] find by need, compare, verified reviews', () => {
  test('[COMPARE][SSR] a comparison is server-rendered as a real table with its own head and JSON-LD', async ({ request }) => {
    const res = await request.get('/compare/bugrella-vs-kestrel-labs', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe('Bugrella vs Kestrel Labs: features, pricing and reviews · AI Testing Hub');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/compare\/bugrella-vs-kestrel-labs"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og\/compare\/bugrella-vs-kestrel-labs\.png"/);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')).toContain('Bugrella vs Kestrel Labs side by side');
    // A table with column headers per vendor, row headers per feature and the group headers.
    expect(html).toMatch(/<th scope="col"[^>]*>[\s\S]*?Bugrella/);
    expect(html).toMatch(/<th scope="rowgroup"[^>]*>Capabilities<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Visual AI/);
    expect(html).toContain('Only this one');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));
    const list = ld.find((d) => d['@type'] === 'ItemList');
    const api = await (await request.get('/api/compare/bugrella-vs-kestrel-labs')).json();
    expect(list.itemListElement).toHaveLength(2);
    const bugrella = list.itemListElement[0].item;
    expect(bugrella).toMatchObject({ '@type': 'SoftwareApplication', name: 'Bugrella' });
    // The rating marked up is exactly the one shown (the verified reviews' roll-up).
    expect(bugrella.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: api.vendors[0].rating.average,
      reviewCount: api.vendors[0].rating.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(html).toContain(`${api.vendors[0].rating.average.toFixed(1)} out of 5`);
    // The preview image is a PNG.
    const og = await request.get('/og/compare/bugrella-vs-kestrel-labs.png');
    expect(og.headers()['content-type']).toBe('image/png');
    // Another order redirects to the one canonical URL.
    const other = await request.get('/compare/kestrel-labs-vs-bugrella', { maxRedirects: 0 });
    expect(other.status()).toBe(301);
    expect(other.headers().location).toBe('/compare/bugrella-vs-kestrel-labs');
    const missing = await request.get('/compare/bugrella-vs-no-such-vendor', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });

  test('[COMPARE][SSR] the vendor page carries its profile, its verified reviews and an AggregateRating of them', async ({ request }) => {
    const html = await (await request.get('/vendor/quorvex')).text();
    const text = decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    expect(text).toContain('Capabilities and pricing');
    expect(text).toContain('Self-healing locators');
    expect(text).toMatch(/Confirmed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).toContain('Verified trial');
    const reviews = await (await request.get('/api/vendors/quorvex/reviews')).json();
    const graph = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? 'null'))
      .flatMap((d) => d['@graph'] ?? [d]);
    const app = graph.find((d) => d['@type'] === 'SoftwareApplication');
    expect(app.aggregateRating).toMatchObject({ ratingValue: reviews.summary.average, reviewCount: reviews.summary.count });
  });

  test('[COMPARE] filters combine in the URL with counts, and two picks open the comparison; at 390 px rows are cards', async ({ page }) => {
    test.slow();
    await page.goto('/vendors?framework=playwright&deployment=self-hosted');
    const cards = page.getByTestId('vendor-card');
    await expect(cards.first()).toBeVisible();
    const names = await cards.locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    // Every card shown supports Playwright and can be self-hosted (checked against the API the page reads).
    const api = await (await page.request.get('/api/vendors?framework=playwright&deployment=self-hosted')).json();
    expect(names.sort()).toEqual(api.items.map((v: { name: string }) => v.name).sort());
    await expect(page.getByRole('checkbox', { name: /^Playwright \(\d+\)$/ })).toBeChecked();
    await page.getByRole('checkbox', { name: /^Has a free trial \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/trial=1/);
    await expect(page.getByRole('checkbox', { name: /^Has a free trial \(\d+\)$/ })).toBeChecked();
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect(page).not.toHaveURL(/framework=/);
    await page.getByRole('checkbox', { name: 'Compare Quorvex' }).click();
    await expect(page).toHaveURL(/compare=quorvex/);
    await page.getByRole('checkbox', { name: 'Compare Bugrella' }).click();
    await page.getByRole('link', { name: 'Compare now' }).click();
    await expect(page).toHaveURL(/\/compare\/bugrella-vs-quorvex$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bugrella vs Quorvex' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByTestId('compare-cards')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('[COMPARE][REVIEWS] the manager replies to a review of their vendor, once', async ({ page }) => {
    test.slow();
    await login(page, demo.manager);
    await page.goto('/vendor/quorvex#reviews');
    const reviews = page.getByTestId('vendor-review');
    await expect(reviews.first()).toBeVisible();
    const before = await page.getByRole('button', { name: 'Reply as Quorvex' }).count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reply as Quorvex' }).first().click();
    await page.getByLabel('Public reply from your company (one per review)').fill('Thank you, we read every review.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Thank you, we read every review.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reply as Quorvex' })).toHaveCount(before - 1);
  });
});
