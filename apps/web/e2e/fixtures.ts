import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

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

/** Signs in through the login screen and waits until the app has the session. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A fresh, confirmed member made through the real sign-up and e-mail link. */
export async function signUpConfirmed(page: Page, email = uniqueEmail(), password = 'secret123') {
  const res = await page.request.post('/api/auth/signup', { data: { email, password } });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(email, 'Confirm');
  // The dashboard is reached by a client-side redirect, after the callback page's own network went idle:
  // wait for its data request itself, so it never finishes inside what a test does next.
  const dashboard = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === '/api/dashboard');
  await page.goto(linkIn(mail, '/auth/callback'));
  await expect(page).toHaveURL(/\/dashboard/);
  await dashboard;
  await page.waitForLoadState('networkidle');
  return { email, password };
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
