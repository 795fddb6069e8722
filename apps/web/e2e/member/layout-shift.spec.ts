import type { Page } from '@playwright/test';
import { dataSettled, demo, expect, login, seedId, test } from '../fixtures.ts';

/**
 * Signed-in pages do not jump while they load (issue 21, item 2): the sidebar, the bell and the account menu
 * have their space from the first paint. CLS is measured in the browser (layout-shift entries, buffered, the
 * largest session window as Core Web Vitals counts it) over a full load of each route at both widths.
 */

const MAX_CLS = 0.05;

/** Installed before any page script: every layout shift without recent input, with what moved. */
const observeShifts = () => {
  const w = window as unknown as { __shifts: { value: number; t: number; nodes: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (e.hadRecentInput) continue;
      const nodes = (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName)));
      w.__shifts.push({ value: e.value, t: e.startTime, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** CLS as Core Web Vitals counts it: the largest session window (shifts < 1 s apart, at most 5 s long). */
async function cls(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; t: number; nodes: string[] }[] }).__shifts);
  let best = 0;
  let current = 0;
  let start = 0;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - start > 5000) {
      current = 0;
      start = s.t;
    }
    current += s.value;
    last = s.t;
    best = Math.max(best, current);
  }
  return { cls: best, shifts };
}

const memberRoutes = ['/dashboard', '/upgrade', '/likes', '/user-trials', '/profile', '/preferences', '/notifications'];
/** Server-rendered pages, opened signed in. */
const publicRoutes = [
  '/webinars',
  `/webinars/${seedId('webinar:5')}`,
  '/jobs',
  `/jobs/${seedId('job:1')}`,
  '/vendors',
  `/product-trials/${seedId('trial:3')}`,
  '/forum',
  '/search?q=playwright',
];
const adminRoutes = ['/admin', '/admin/webinars', '/admin/jobs', '/admin/users', '/admin/vendors', '/admin/messages', '/admin/digests'];

/**
 * A page is settled when its main landmark has its heading, it has hydrated, no API request has been in flight for
 * 300 ms (its data is in and rendered), its fonts and the images in view have loaded, and then for 300 ms nothing
 * more has loaded (no new resource: a route chunk, an image) and nothing has moved. Whatever could still shift it
 * has arrived: event-driven, instead of a fixed second per route.
 */
async function settle(page: Page) {
  await expect(page.locator('main#main h1').first()).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('ssr-state'));
  await dataSettled(page, 300);
  await page.waitForFunction(
    () => document.fonts.status === 'loaded' && [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete),
  );
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __shifts: unknown[]; __quiet?: { n: number; since: number } };
      const n = performance.getEntriesByType('resource').length + w.__shifts.length;
      if (w.__quiet?.n !== n) w.__quiet = { n, since: performance.now() };
      return performance.now() - w.__quiet.since >= 300;
    },
    undefined,
    { polling: 50 },
  );
}

/** React Router's warning when a route's code was not there for the first render (issue 21: 40 in one walk). */
const hydrateFallbackWarnings = (page: Page) => {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/HydrateFallback/.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  return seen;
};

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const [who, what, routes] of [
    [demo.member, 'member pages', memberRoutes],
    [demo.member, 'server-rendered pages', publicRoutes],
    [demo.admin, 'admin tables', adminRoutes],
  ] as const) {
    test(`[SHELL][CLS] ${what} at ${viewport.width}px load with CLS ≤ ${MAX_CLS}, without a HydrateFallback warning`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const warnings = hydrateFallbackWarnings(page);
      await login(page, who);
      await page.addInitScript(observeShifts);
      const results: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        const { cls: value, shifts } = await cls(page);
        if (value > MAX_CLS) {
          const moved = shifts.map((s) => `${s.value.toFixed(3)} @${Math.round(s.t)}ms ${s.nodes.join(' | ')}`);
          results.push(`${route}: CLS ${value.toFixed(3)}\n  ${moved.join('\n  ')}`);
        }
      }
      expect(results, results.join('\n')).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }
}

test('[SHELL][KEYBOARD] a signed-in page has Upgrade, the bell and the account menu in one first render, in that (Tab) order', async ({ page }) => {
  await login(page, demo.member);
  // Records the header's focusable controls the first time 'Upgrade to Pro' is in the page (before any later render).
  await page.addInitScript(() => {
    const w = window as unknown as { __firstHeader?: string[] };
    const look = () => {
      const header = document.querySelector('header');
      if (w.__firstHeader || !header?.querySelector('a[href="/upgrade"]')) return;
      w.__firstHeader = [...header.querySelectorAll<HTMLElement>('a[href], button, input')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '');
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  for (const route of ['/dashboard', `/webinars/${seedId('webinar:5')}`]) {
    await page.goto(route);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as { __firstHeader?: string[] }).__firstHeader ?? []);
    const at = first.indexOf('Upgrade to Pro');
    expect(at, first.join(' / ')).toBeGreaterThanOrEqual(0);
    expect(first[at + 1], first.join(' / ')).toMatch(/^Notifications/);
    expect(first[at + 2], first.join(' / ')).toMatch(/: account menu$/);
  }
});
