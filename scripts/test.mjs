// `npm test`: every test. Unit and integration tests (Vitest; server tests on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set), then end-to-end tests in headless Chromium
// (Playwright) against the built app. Ends with one line: `N passed, N failed[, N skipped]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}: install it (Debian: apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const vitestJson = path.join(tmp, 'vitest-results.json');
const pwJson = path.join(tmp, 'playwright-results.json');
rmSync(vitestJson, { force: true });
rmSync(pwJson, { force: true });

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const buildStatus = run('npm', ['run', 'build', '-w', 'apps/web']);
const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']) : 1;

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
} else if (unitStatus !== 0) failed += 1;
if (existsSync(pwJson)) {
  const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else if (e2eStatus !== 0) failed += 1;

const broken = unitStatus !== 0 || e2eStatus !== 0 || buildStatus !== 0;
if (broken && failed === 0) failed = 1; // a runner failed without reporting a failed test
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(broken || failed ? 1 : 0);
