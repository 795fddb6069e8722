import { createHash } from 'node:crypto';
import { safeRedirectPath } from '@portal/shared/accounts-text';
import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Set by playwright.config.ts (given, or picked free) before the workers start. */
export const MAIL_HTTP = Number(process.env.E2E_MAIL_HTTP_PORT);
export const DEMO_PASSWORD = 'demo1234';
export const demo = {
  admin: 'admin@example.com',
  member: 'member@example.com',
  pro: 'pro@example.com',
  manager: 'manager@example.com',
} as const;

export type Mail = { to: string[]; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; content: string }[] };

/** Waits for a message to the address (matching the subject, if given) at the local SMTP catcher. */
export async function waitForMail(to: string, subject?: RegExp | string, opts: { timeoutMs?: number; count?: number } = {}): Promise<Mail> {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${MAIL_HTTP}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
    const list = (await res.json()) as Mail[];
    const hits = list.filter((m) => !subject || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)));
    const newest = hits.at(-1);
    if (newest && hits.length >= (opts.count ?? 1)) return newest;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`No e-mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}

export function linkIn(mail: Mail, pathPart: string): string {
  const m = mail.text.match(new RegExp(`https?://\\S*${pathPart.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!m) throw new Error(`No link with ${pathPart} in: ${mail.text}`);
  return m[0];
}

/** The demo seed's deterministic ids (same rule as db/seed/seed.ts). */
export function seedId(name: string): string {
  const h = createHash('sha1').update(`portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A unique suffix for names a test creates. */
export const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Makes the page's access token one the server refuses (as after expiry); the refresh cookie stays valid. */
export async function spoilAccessToken(page: Page) {
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('auth.session') ?? '{}') as { accessToken: string };
    s.accessToken = `${s.accessToken.slice(0, -4)}xxxx`;
    localStorage.setItem('auth.session', JSON.stringify(s));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth.session' }));
  });
}

export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.local`;

/** The app's origin (playwright.config.ts sets E2E_PORT before the workers start). */
const origin = () => `http://localhost:${process.env.E2E_PORT}`;
type SessionAnswer = { accessToken: string; expiresAt: number; user: { id: string; email: string } };

/**
 * Starts the app signed in with a session the API answered (sign-in or e-mail confirmation): the refresh
 * cookie is already in the page's context (page.request shares it), the access token goes where the app keeps
 * it (localStorage `auth.session`, lib/session.ts), then the page opens `path`. Each call is a session of its
 * own, so tests never share a refresh token that another test rotates.
 */
async function openSignedIn(page: Page, s: SessionAnswer, path: string) {
  const here = page.url();
  if (!here.startsWith(`${origin()}/`)) await page.goto('/robots.txt'); // any page of the origin, the lightest one
  await page.evaluate((v) => localStorage.setItem('auth.session', JSON.stringify(v)), { accessToken: s.accessToken, expiresAt: s.expiresAt, user: s.user });
  await page.goto(path);
}

/**
 * Signs in (through the API, as the login screen does) and opens `next` or the dashboard. The login screen
 * itself is tested by loginThroughUi (public/auth.spec.ts).
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, next?: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  await openSignedIn(page, (await res.json()) as SessionAnswer, safeRedirectPath(next));
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the login screen and waits until the app has the session (the UI sign-in test). */
export async function loginThroughUi(page: Page, email: string, password = DEMO_PASSWORD, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A fresh, confirmed member (the member factory): signed up and confirmed through the API with the token of
 * the real confirmation e-mail, then signed in on the dashboard, its data loaded. The sign-up screens and the
 * e-mail link's page are tested once, in public/auth.spec.ts.
 */
export async function signUpConfirmed(page: Page, email = uniqueEmail(), password = 'secret123') {
  const res = await page.request.post('/api/auth/signup', { data: { email, password } });
  expect(res.status()).toBe(201);
  const token = new URL(linkIn(await waitForMail(email, 'Confirm'), '/auth/callback')).searchParams.get('token');
  const confirmed = await page.request.post('/api/auth/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // Finished, not only answered: a test that counts finished requests from here on must not see this one's end.
  const dashboard = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === '/api/dashboard');
  await openSignedIn(page, (await confirmed.json()) as SessionAnswer, '/dashboard');
  await dashboard;
  return { email, password };
}

const inflight = new WeakMap<Page, Set<Request>>();
/** Follows the page's API requests from its creation (the `page` fixture and hydrating() call it). */
function trackData(page: Page) {
  if (inflight.has(page)) return;
  const open = new Set<Request>();
  inflight.set(page, open);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until the page has no API request in flight and has started none for `quietMs`: its data is in and
 * the requests it made can be counted. Unlike the 'networkidle' load state it ignores images, fonts and
 * beacons and waits again on every call.
 */
export async function dataSettled(page: Page, quietMs = 200) {
  const open = inflight.get(page);
  if (!open) throw new Error('dataSettled: the page is not tracked (use the page fixture or hydrating())');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size) quietSince = Date.now();
        return Date.now() - quietSince >= quietMs;
      },
      { intervals: [50], timeout: 15_000, message: 'API requests still in flight' },
    )
    .toBe(true);
}

/** Answers the one-time "Share your details with <vendor>?" question after a first like, registration or activation (docs/decisions/1801). */
export async function answerConsent(page: Page, answer: 'Share' | 'Not now' = 'Not now') {
  const dialog = page.getByRole('dialog', { name: /^Share your details with / });
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A server-rendered page takes input once React has taken it over (main.tsx marks <html data-hydrated>). */
async function untilHydrated(page: Page) {
  await page.waitForFunction(() => !document.getElementById('ssr-state') || document.documentElement.dataset.hydrated === 'true');
}

/**
 * The page's goto and reload return once a server-rendered page has hydrated: a press on its server HTML before
 * that does nothing. The `page` fixture has it; a page a test opens in a context of its own needs it too.
 */
export function hydrating(page: Page): Page {
  trackData(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await untilHydrated(page);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await untilHydrated(page);
    return res;
  };
  return page;
}

/**
 * Page-level axe checks outside the sweep run with the UI checks (the axe sweep and visual baselines: when UI inputs
 * changed, before a release, FULL_UI=1; scripts/lib/ui-check.mjs), not on every run: only a change to those inputs
 * can change what axe finds on a page. Components are checked with axe in Vitest on every run.
 */
export function withUiChecks(t: { skip: (condition: boolean, why: string) => void }) {
  t.skip(process.env.E2E_UI_CHECKS !== '1', 'page-level axe: runs with the UI checks (UI inputs changed, or FULL_UI=1)');
}

/** Fails the test on any uncaught page error, CSP violation or hydration mismatch. */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  page: async ({ page }, use) => {
    await use(hydrating(page));
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(`csp: ${m.text()}`);
        // A server-rendered page that does not hydrate as rendered (React's production errors #418-#425).
        if (m.type() === 'error' && /hydrat|Minified React error #4(1[89]|2[0-5])/i.test(m.text())) problems.push(`hydration: ${m.text()}`);
      });
      await use(undefined);
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
