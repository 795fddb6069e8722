// When the browser-wide UI checks run (the axe sweep, apps/web/e2e/a11y, and the visual baselines,
// apps/web/e2e/visual): they take most of the end-to-end time and only say something new when what a
// page looks like may have changed. The rule (README, 'Tests'):
//   FULL_UI=1 runs them, FULL_UI=0 skips them; otherwise they run when the UI inputs below differ from
//   the ones the last complete passing run recorded in apps/web/e2e/ui-checked.txt (committed), so a
//   fresh clone decides from the files alone, without git history. `npm test` records the new hash after
//   a run in which they ran and everything passed; commit that file with the change.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const recordFile = path.join(root, 'apps/web/e2e/ui-checked.txt');

/** What a rendered page depends on: the web app, the shared texts and rules, the demo data, the server renderer, the checks themselves, the dependencies. */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'apps/server/src/db/seed',
  'apps/server/src/modules/ssr',
  'apps/web/e2e/a11y',
  'apps/web/e2e/visual',
  'package-lock.json',
];
const skipped = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('apps/web/src/test/');

function files(rel) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs, { recursive: true })
    .map((f) => path.posix.join(rel, String(f).split(path.sep).join('/')))
    .filter((f) => statSync(path.join(root, f)).isFile());
}

/** A hash of every UI input (path and content), independent of line endings. */
export function uiHash() {
  const h = createHash('sha256');
  for (const f of inputs
    .flatMap(files)
    .filter((f) => !skipped(f))
    .sort()) {
    h.update(`${f}\0`);
    h.update(readFileSync(path.join(root, f)).toString('latin1').replace(/\r\n/g, '\n'));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 32);
}

export function recordedHash() {
  try {
    return readFileSync(recordFile, 'utf8').match(/^[0-9a-f]{32}$/m)?.[0] ?? null;
  } catch {
    return null;
  }
}

/** { run, why }: whether the axe sweep and the visual baselines run now. */
export function uiChecks(env = process.env) {
  if (env.FULL_UI === '1') return { run: true, why: 'FULL_UI=1' };
  if (env.FULL_UI === '0') return { run: false, why: 'FULL_UI=0' };
  const now = uiHash();
  const last = recordedHash();
  if (last === now) return { run: false, why: `UI inputs unchanged since the last full pass (${now.slice(0, 8)}; FULL_UI=1 runs them anyway)` };
  return { run: true, why: last ? 'UI inputs changed since the last full pass' : 'no full pass recorded' };
}

export function recordUiPass() {
  writeFileSync(
    recordFile,
    `# Hash of the UI inputs (scripts/lib/ui-check.mjs) at the last \`npm test\` in which the axe sweep and the\n# visual baselines ran and everything passed. Commit it with the change; a different hash runs them again.\n${uiHash()}\n`,
  );
}
