// `npm test`: every test. Unit and integration tests (Vitest; server tests on PGlite, or with
// TEST_DATABASE_URL on PostgreSQL plus the PGlite subset, vitest.config.ts) beside the end-to-end tests in
// headless Chromium (Playwright) against the built app, the axe sweep and visual baselines when UI inputs
// changed (scripts/lib/ui-check.mjs). Ends with one line: `N passed, N failed[, N skipped]`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { e2eChromium } from './lib/chrome.mjs';
import { e2eSettings, startE2eServers } from './lib/e2e-servers.mjs';
import { recordUiPass, uiChecks } from './lib/ui-check.mjs';
import { summarizePlaywright, summarizeVitest } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
if (!e2eChromium()) {
  console.error(`No Chromium for the end-to-end tests: install Debian's chromium-headless-shell (or chromium) package, or set CHROME_PATH.`);
  process.exit(1);
}

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
/** Starts a command beside others; resolves to its exit code and its output (kept and printed by the caller, not mixed into the others'), or prints as it goes (inherit). */
const start = (cmd, args, { quiet = false, inherit = false, lower = false, env = {} } = {}) =>
  new Promise((resolve) => {
    const output = inherit ? 'inherit' : quiet ? 'ignore' : 'pipe';
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', output, output], env: { ...process.env, ...env } });
    // A lower priority (nice +3: about a third of a contended core against two thirds) for this command and what it
    // starts (its children inherit it). Not more: on a machine loaded by others a lower one starves it past its time limits.
    if (lower && child.pid) setPriority(child.pid, Math.min(19, getPriority() + 3));
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('error', (err) => resolve({ status: 1, output: String(err) }));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(out).toString() }));
  });
const vitestJson = path.join(tmp, 'vitest-results.json');
const vitestList = path.join(tmp, 'vitest-files.json');
const pwJson = path.join(tmp, 'playwright-results.json');
for (const f of [vitestJson, vitestList, pwJson]) rmSync(f, { force: true });
const readJson = (f) => {
  try {
    return JSON.parse(readFileSync(f, 'utf8'));
  } catch {
    return null; // missing or cut short: the runner died before finishing it
  }
};

// The test files vitest will run (per project), to tell afterwards which ones never reported. Listed while Vitest runs.
const listing = start('npx', ['vitest', 'list', '--filesOnly', `--json=${vitestList}`], { quiet: true });

// The axe sweep and visual baselines run when UI inputs changed since the last full pass, or with FULL_UI=1
// (scripts/lib/ui-check.mjs); a passing run that included them records the inputs' hash.
const ui = uiChecks();
console.log(`Axe sweep and visual baselines: ${ui.run ? 'run' : 'skipped'} (${ui.why}).`);

// Vitest and the end-to-end tests run side by side (docs/decisions/2015): the e2e phase, the longer one, waits on its
// browser and server more than it computes, and Vitest's workers take the CPU it leaves. Vitest runs at a lower
// priority so the browser tests, whose steps have time limits, come first. Before Playwright: the web build and beside
// it the e2e servers (mail catcher, app server: initdb, migrations, demo seed), which Playwright reuses (E2E_SERVERS_UP=1). E2E_AFTER_UNIT=1 runs the two one after the other, as before.
const after = process.env.E2E_AFTER_UNIT === '1';
const t0 = Date.now();
const secs = () => `${Math.round((Date.now() - t0) / 1000)} s`;
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`];
const unit = after ? Promise.resolve({ status: run('npx', vitestArgs), output: '' }) : start('npx', vitestArgs, { lower: true });
if (after) await unit;
// The e2e database (initdb, migrations, demo seed) and the mail catcher are made while the web app builds; the app
// server starts on that database once the build is done (docs/decisions/2018).
const building = start('npm', ['run', 'build', '-w', 'apps/web']);
const servers = startE2eServers(e2eSettings(process.env), { after: building.then((b) => b.status === 0) });
servers.ready.catch(() => {}); // a failed build stops the app server's start: reported as the build's failure below
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    servers.stop();
    process.exit(130);
  });
}
const build = await building;
process.stdout.write(build.output);
const buildStatus = build.status;
let e2eStatus = 1;
if (buildStatus === 0) {
  const ready = await servers.ready.then(
    () => true,
    (err) => {
      console.error(String(err.message ?? err));
      return false;
    },
  );
  console.log(`E2E servers ${ready ? 'up' : 'failed'} after ${secs()}.`);
  if (ready) {
    e2eStatus = await start('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      inherit: true,
      env: { E2E_UI_CHECKS: ui.run ? '1' : '0', E2E_SERVERS_UP: '1' },
    }).then((r) => r.status);
    console.log(`Playwright done after ${secs()}.`);
  }
}
servers.stop();
const { status: unitStatus, output: unitOutput } = await unit;
if (!after) {
  process.stdout.write(unitOutput);
  console.log(`Vitest done (its output above), ${secs()} in all.`);
}
await listing;

const results = [
  summarizeVitest(readJson(vitestList), readJson(vitestJson), unitStatus),
  buildStatus === 0
    ? summarizePlaywright(readJson(pwJson), e2eStatus)
    : { passed: 0, failed: 1, skipped: 0, notes: ['The web build failed: the end-to-end tests did not run.'] },
];
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
const notes = results.flatMap((r) => r.notes);
if (notes.length) console.log(`\n${notes.join('\n')}`);

const broken = unitStatus !== 0 || e2eStatus !== 0 || buildStatus !== 0;
if (ui.run && !broken && !failed) {
  recordUiPass();
  console.log('Recorded the UI inputs of this full pass in apps/web/e2e/ui-checked.txt (commit it).');
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(broken || failed ? 1 : 0);
