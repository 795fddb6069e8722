// Compiles the server to plain JavaScript for production: one ES module, apps/server/dist/main.js, with
// packages/shared bundled in and every npm dependency left external (loaded from node_modules at run time).
// The committed migrations are copied beside it: db/client.ts finds them next to the running module.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const deps = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});
const external = [...deps(path.join(here, 'package.json')), ...deps(path.join(here, '../../packages/shared/package.json'))]
  .filter((name) => !name.startsWith('@portal/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    seed: path.join(here, 'src/db/seed/run.ts'),
    // The source thread's code (docs/decisions/2206, 2207): src/modules/sources/sources.thread.ts starts it from the bundle.
    'source-thread': path.join(here, 'src/source-thread.ts'),
    // The embedded database's thread (docs/decisions/2209): src/db/pglite-thread.ts starts it from the bundle.
    'pglite-thread': path.join(here, 'src/db/pglite-thread-entry.ts'),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS helpers (none today) would need `require`; give ESM output one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`Server built into ${path.relative(process.cwd(), dist) || '.'}`);
