// `npm run lint` part 2: the import structure Biome cannot see across files.
//  1. No import cycles among the source files of apps/server, apps/web and packages/shared (type-only
//     imports and re-exports count: a cycle of types still ties the files together).
//  2. The server's layers import downwards only: db < lib < modules < jobs < the entry points
//     (every file directly in apps/server/src: app.ts, server.ts, main.ts, migrate.ts, backup.ts, restore.ts, …).
//     Known exceptions are listed below with their reason.
// Tests (*.test.ts[x], test/ folders) and e2e specs are left out. Exits 1 with a list when a rule is broken.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const isSource = (f) => /\.(ts|tsx|mts)$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)test\//.test(f) && !f.endsWith('.d.ts');

/** Files whose upward import is known and accepted, with the reason (keep this list short and honest). */
const allowedUpward = new Map([
  ['apps/server/src/db/seed/seed.ts -> apps/server/src/lib/auth.ts', 'demo accounts need the real password hash'],
  ['apps/server/src/db/seed/scale.ts -> apps/server/src/lib/auth.ts', 'generated members need the real password hash'],
  ['apps/server/src/db/seed/run.ts -> apps/server/src/lib/env.ts', '`npm run seed` entry point reads the settings'],
  ['apps/server/src/db/seed/scale-run.ts -> apps/server/src/lib/env.ts', '`npm run seed:scale` entry point reads the settings'],
  ['apps/server/src/db/pglite-thread.ts -> apps/server/src/lib/thread-entry.ts', 'starts its thread as the source thread does; node: imports only'],
]);

function walk(dir) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true })
    .map((f) => path.posix.join(dir, String(f).split(path.sep).join('/')))
    .filter((f) => isSource(f) && statSync(path.join(root, f)).isFile());
}

const files = roots.flatMap(walk);
const known = new Set(files);
const importRe = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const dynamicRe = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Relative imports and @portal/shared/* of one file, resolved to files of the tree. */
function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const out = new Set();
  for (const re of [importRe, dynamicRe]) {
    for (const m of text.matchAll(re)) {
      const spec = m[1];
      let target = null;
      if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      else if (spec.startsWith('@portal/shared/')) target = `packages/shared/src/${spec.slice('@portal/shared/'.length)}`;
      if (!target) continue;
      const hit = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((t) => known.has(t));
      if (hit && hit !== file) out.add(hit);
    }
  }
  return [...out];
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

// 1. Cycles: strongly connected components (Tarjan) with more than one file.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function strong(v) {
  meta.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!meta.has(w)) {
      strong(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
  }
  if (meta.get(v).low === meta.get(v).index) {
    const scc = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).on = false;
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1) cycles.push(scc.sort());
  }
}
for (const f of files) if (!meta.has(f)) strong(f);

// 2. Server layers.
const layerOf = (f) => {
  if (!f.startsWith('apps/server/src/')) return null;
  const rel = f.slice('apps/server/src/'.length);
  if (rel.startsWith('db/')) return 0;
  if (rel.startsWith('lib/')) return 1;
  if (rel.startsWith('modules/')) return 2;
  if (rel.startsWith('jobs/')) return 3;
  return 4;
};
const layerNames = ['db', 'lib', 'modules', 'jobs', 'entry points'];
const upward = [];
for (const [from, tos] of graph) {
  const a = layerOf(from);
  if (a === null) continue;
  for (const to of tos) {
    const b = layerOf(to);
    if (b !== null && b > a && !allowedUpward.has(`${from} -> ${to}`)) upward.push(`${from} (${layerNames[a]}) -> ${to} (${layerNames[b]})`);
  }
}

if (cycles.length || upward.length) {
  for (const c of cycles) console.error(`Import cycle: ${c.join(' <-> ')}`);
  for (const u of upward) console.error(`Import runs up a layer (db < lib < modules < jobs < entry points): ${u}`);
  console.error('See docs/STYLE.md, "Import structure".');
  process.exit(1);
}
console.log(`Imports: ${files.length} files, no cycles, server layers import downwards only (${allowedUpward.size} listed exceptions).`);
