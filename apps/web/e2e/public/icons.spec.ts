import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from '../fixtures.ts';

/**
 * The landing's brotli (quality 11, as the server's hot variant) budget with the demo data: 8,444 bytes with 76 inline
 * <svg> icons, 7,274 with CSS icons and component classes (decision 2470). Under the old size with room for the demo's dates and counts.
 */
const LANDING_BROTLI_BUDGET = 8_000;

test.describe('[SSR][ICONS] icons of the server-rendered public pages', () => {
  test('[SSR][ICONS] the landing and the public lists ship no inline <svg>; every icon is an empty aria-hidden element', async ({ request }) => {
    for (const path of ['/', '/jobs', '/webinars', '/forum']) {
      const res = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      const html = await res.text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
      expect(root.length, path).toBeGreaterThan(10_000);
      expect(root, path).not.toContain('<svg');
      const icons = [...root.matchAll(/<i class="ic ic-[^"]*"[^>]*>/g)].map((m) => m[0]);
      expect(icons.length, path).toBeGreaterThan(10);
      for (const icon of icons) expect(icon, path).toMatch(/^<i class="ic ic-[a-z0-9-]+[^"]*" aria-hidden="true">$/);
      if (path === '/') {
        const body = Buffer.from(html);
        const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        expect(brotli.length).toBeLessThanOrEqual(LANDING_BROTLI_BUDGET);
      }
    }
  });

  test('[SSR][ICONS] a CSS icon has the box and colour the <svg> had, also filled, and stays visible in forced colours', async ({ page }) => {
    await page.goto('/jobs');
    const pin = page.locator('.ic-map-pin').first();
    const look = () =>
      pin.evaluate((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return { w: r.width, h: r.height, bg: s.backgroundColor, color: s.color, mask: s.maskImage || s.webkitMaskImage, adjust: s.forcedColorAdjust };
      });
    const plain = await look();
    // h-4 w-4 as on the <svg>; the shape is lucide's, drawn in the text colour.
    expect([plain.w, plain.h]).toEqual([16, 16]);
    expect(plain.mask).toContain('data:image/svg+xml');
    expect(plain.bg).toBe(plain.color);
    // A like button's heart: outline, and filled (lucide's fill-current) as a second mask.
    const heart = page.locator('.ic-heart').first();
    const outline = await heart.evaluate((el) => getComputedStyle(el).maskImage);
    const filled = await heart.evaluate((el) => {
      el.classList.add('ic-filled');
      return getComputedStyle(el).maskImage;
    });
    expect(filled).toContain('data:image/svg+xml');
    expect(filled).not.toBe(outline);
    // Windows high contrast: a background would be painted as Canvas (the icon would vanish); it takes a text colour.
    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await look();
    expect(forced.adjust).toBe('none');
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(forced.bg).not.toBe(canvas);
    expect(forced.bg).not.toBe('rgba(0, 0, 0, 0)');
  });
});
