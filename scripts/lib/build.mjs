// Builds shared by `npm start`, `npm run bench` and the e2e config: the web app (Vite) and the server
// (esbuild → apps/server/dist/main.js), each only when a source file is newer than its output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const webIndex = path.join(root, 'apps/web/dist/index.html');
export const serverMain = path.join(root, 'apps/server/dist/main.js');
/**
 * Node's options for the production server (`npm start`, and the bench, which measures what production runs):
 * a young generation of 4 MB semi-spaces instead of V8's 16 MB, and an old space of SERVER_HEAP_MB (below). Under load the default let the heap's new space grow
 * by ~30 MB of RSS for no throughput; with 4 MB scavenges are more frequent but short, and signed-in p99 was lower
 * (docs/benchmarks/1301-scale-measurements.md, Session 2026-11-24). Source maps only turn stack traces back into TypeScript lines.
 */
export const serverNodeArgs = ['--enable-source-maps', '--max-semi-space-size=4', `--max-old-space-size=${serverHeapMb()}`];

/**
 * SERVER_HEAP_MB (default 320): V8's old-space limit. V8 sizes its heap growth by this limit, so with its default
 * (about 2 GB here) a busy server let garbage pile up to ~680 MB of RSS before a full collection; at 320 MB the
 * signed-in bench held 295 MB RSS at the same p99 (docs/benchmarks/2026-11-27-signed-in-cache.md). The live heap
 * under the bench is ~50 MB; a connected source's largest answer (SOURCE_MAX_BYTES, 20 MB) parses well inside it.
 */
function serverHeapMb() {
  const mb = Number(process.env.SERVER_HEAP_MB ?? 320);
  if (!Number.isInteger(mb) || mb < 128) throw new Error('SERVER_HEAP_MB must be a whole number of megabytes, at least 128');
  return mb;
}
/**
 * The production server's environment, under what the caller sets (`npm start`, the bench): MALLOC_ARENA_MAX=2. glibc gives
 * each thread that allocates its own malloc arena (up to 8 per core), and the server has many: the database thread
 * (PGlite, docs/decisions/2209), the source thread, libuv's pool (compression of cached answers) and V8's helpers. Memory
 * freed in one arena is not reused by another, and the arenas held ~100 MB of the server's RSS on PGlite; two arenas cut
 * the peak under the bench with no measurable CPU per request (docs/decisions/2460). MALLOC_ARENA_MAX in the caller's
 * environment wins.
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2' };
/** BENCH_NODE_ARGS: extra node flags for a benchmarked server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). */
export const benchExtraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Newest modification time of a file or under a folder, skipping dependencies, outputs and tests of the browser. */
export function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'dist-ssr' || e.name === 'e2e') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const isStale = (output, inputs) => !existsSync(output) || Math.max(...inputs.map((d) => newest(path.join(root, d)))) > statSync(output).mtimeMs;

function run(label, args) {
  console.log(label);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Builds what is stale (or everything with `force`). */
export function buildIfStale({ force = false } = {}) {
  if (force || isStale(webIndex, ['apps/web', 'packages/shared/src'])) run('Building the web app…', ['run', 'build', '-w', 'apps/web']);
  if (force || isStale(serverMain, ['apps/server/src', 'apps/server/package.json', 'packages/shared/src'])) {
    run('Building the server…', ['run', 'build', '-w', 'apps/server']);
  }
}
