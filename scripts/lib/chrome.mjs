// The browser the end-to-end tests drive (docs/decisions/2019-headless-shell-for-e2e.md): CHROME_PATH when set; else
// Debian's old headless shell (package chromium-headless-shell: the same Blink without the full browser's UI layers,
// about half the CPU per test here), else Debian's full chromium. Lighthouse keeps the full browser (scripts/lighthouse.mjs).
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The executable for Playwright, or null when none is installed. */
export function e2eChromium(env = process.env) {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((p) => existsSync(p)) ?? null;
}
