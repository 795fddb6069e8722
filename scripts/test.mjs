// `npm test`: every test. Unit and integration tests (Vitest; server tests on PGlite, or with
// TEST_DATABASE_URL on PostgreSQL plus the PGlite subset, vitest.config.ts), then end-to-end tests in
// headless Chromium (Playwright) against the built app, the axe sweep and visual baselines when UI inputs
// changed (scripts/lib/ui-check.mjs). Ends with one line: `N passed, N failed[, N skipped]`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { recordUiPass, uiChecks } from './lib/ui-check.mjs';
import { summarizePlaywright, summarizeVitest } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}: install it (Debian: apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
/** Starts a command beside the one in the foreground; resolves to its exit code and its output (printed by the caller, not mixed into the other's). */
const start = (cmd, args, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', quiet ? 'ignore' : 'pipe', quiet ? 'ignore' : 'pipe'], env: process.env });
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

// The web build (a few seconds of Vite) runs beside Vitest, whose two workers leave part of the CPU idle while the
// server files wait on their database (docs/benchmarks/test-suite.md); no unit test reads apps/web/dist. Its output
// is printed after Vitest's.
const building = start('npm', ['run', 'build', '-w', 'apps/web']);
const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const build = await building;
process.stdout.write(build.output);
const buildStatus = build.status;
await listing;
const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], { E2E_UI_CHECKS: ui.run ? '1' : '0' }) : 1;

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
