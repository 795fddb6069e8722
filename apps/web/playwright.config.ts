import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { uiChecks } from '../../scripts/lib/ui-check.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Ports not given are picked free (asked of the OS, all three held open at once so they differ) and put
// in the environment: Playwright's workers inherit it, so this config, the servers and the fixtures agree.
const portVars = ['E2E_PORT', 'E2E_MAIL_HTTP_PORT', 'E2E_MAIL_SMTP_PORT'] as const;
const unset = portVars.filter((v) => !process.env[v]);
if (unset.length) {
  const script = `const net=require('node:net');Promise.all(Array.from({length:${unset.length}},()=>new Promise((r)=>{const s=net.createServer().listen(0,'127.0.0.1',()=>r(s))}))).then((ss)=>{process.stdout.write(ss.map((s)=>s.address().port).join(' '));for(const s of ss)s.close()})`;
  const ports = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ');
  unset.forEach((v, i) => {
    process.env[v] = ports[i];
  });
}
export const E2E_PORT = Number(process.env.E2E_PORT);
export const MAIL_HTTP = Number(process.env.E2E_MAIL_HTTP_PORT);
const MAIL_SMTP = Number(process.env.E2E_MAIL_SMTP_PORT);
process.env.E2E_RUN_ID ??= String(Date.now());
const dataDir = path.join(root, '.tmp', `e2e-${process.env.E2E_RUN_ID}`);

// The axe sweep and the visual baselines (scripts/lib/ui-check.mjs: FULL_UI, or UI inputs changed since the last
// full pass; also when named on the command line). Decided once here, in the runner, and inherited by the workers.
if (process.env.E2E_UI_CHECKS === undefined) {
  const named = process.argv.some((a) => /(^|\/)(a11y|visual)(\/|\.|$)|^--update-snapshots$/.test(a));
  const rule = uiChecks();
  process.env.E2E_UI_CHECKS = named || rule.run ? '1' : '0';
  if (process.env.E2E_UI_CHECKS === '0') console.log(`Axe sweep and visual baselines skipped: ${rule.why}.`);
}
const uiSweep = process.env.E2E_UI_CHECKS === '1';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install Debian's chromium package (apt-get install chromium) or set CHROME_PATH.`);
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
    trace: 'retain-on-failure',
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
  webServer: [
    {
      command: 'node --import tsx apps/server/scripts/mail-catcher.ts',
      cwd: root,
      url: `http://127.0.0.1:${MAIL_HTTP}/health`,
      reuseExistingServer: false,
      env: { MAIL_CATCHER_SMTP_PORT: String(MAIL_SMTP), MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP) },
    },
    {
      // What production runs: the compiled server (esbuild, under a second), not the TypeScript sources.
      command: 'node apps/server/build.mjs && node --enable-source-maps apps/server/dist/main.js',
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        APP_URL: `http://localhost:${E2E_PORT}`,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SIGNUP_LIMIT_PER_HOUR: '1000',
        LOCAL_PAYMENTS: 'true',
        LOGIN_FAILS_PER_IP: '1000',
        // The reviews spec publishes right after activating (the product waits a day, docs/decisions/2501).
        REVIEW_MIN_AGE_HOURS: '0',
        // Due job alerts are looked for every 2 s, not every minute: the review spec's instant alert goes out when it
        // is due (a minute after it is made), not up to a minute later (docs/decisions/2009).
        JOB_ALERTS_CHECK_SECONDS: '2',
        // The daily backup would run at start and hold the embedded database for its snapshot (docs/decisions/2502).
        BACKUP_DAILY: 'false',
      },
    },
  ],
});
