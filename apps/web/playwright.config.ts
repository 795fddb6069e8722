import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eChromium } from '../../scripts/lib/chrome.mjs';
import { e2eServers, e2eSettings } from '../../scripts/lib/e2e-servers.mjs';
import { uiChecks } from '../../scripts/lib/ui-check.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Ports not given are picked free and put in the environment with the run's id (scripts/lib/e2e-servers.mjs):
// Playwright's workers inherit it, so this config, the servers and the fixtures agree.
const settings = e2eSettings();
export const E2E_PORT = settings.port;
export const MAIL_HTTP = settings.mailHttp;
// scripts/test.mjs starts the servers while Vitest runs and says so (E2E_SERVERS_UP=1): they are reused, not started.
const reuse = process.env.E2E_SERVERS_UP === '1';

// The axe sweep and the visual baselines (scripts/lib/ui-check.mjs: FULL_UI, or UI inputs changed since the last
// full pass; also when named on the command line). Decided once here, in the runner, and inherited by the workers.
if (process.env.E2E_UI_CHECKS === undefined) {
  const named = process.argv.some((a) => /(^|\/)(a11y|visual)(\/|\.|$)|^--update-snapshots$/.test(a));
  const rule = uiChecks();
  process.env.E2E_UI_CHECKS = named || rule.run ? '1' : '0';
  if (process.env.E2E_UI_CHECKS === '0') console.log(`Axe sweep and visual baselines skipped: ${rule.why}.`);
}
const uiSweep = process.env.E2E_UI_CHECKS === '1';

// Debian's headless shell when installed, else its full chromium; CHROME_PATH overrides (scripts/lib/chrome.mjs).
const chromium = e2eChromium();
if (!chromium) {
  throw new Error(
    `No Chromium${process.env.CHROME_PATH ? ` at ${process.env.CHROME_PATH}` : ''}: install Debian's chromium-headless-shell (or chromium) package, or set CHROME_PATH.`,
  );
}

export default defineConfig({
  testDir: './e2e',
  testIgnore: uiSweep ? [] : ['**/a11y/**', '**/visual/**'],
  fullyParallel: false,
  // One Chromium per worker beside the server under test: two on a 2-core machine, half the cores on a larger one.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2))),
  // CI retries a failed test once and the summary names it as flaky (scripts/test-summary.mjs): a retry that
  // passes is reported, not hidden. Locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.join(root, '.tmp/playwright-results.json') }]]
    : [['list'], ['json', { outputFile: path.join(root, '.tmp/playwright-results.json') }]],
  outputDir: path.join(root, '.tmp/test-results'),
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace (DOM snapshots and a screencast of every step) is recorded for a retried test only: recording it for
    // every test cost a sixth of the phase's CPU (docs/decisions/2019). To see a local failure step by step: --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: e2eServers(settings).map((server) => ({
    command: server.command,
    cwd: root,
    url: server.url,
    timeout: server.timeout,
    reuseExistingServer: reuse,
    env: server.env,
  })),
});
