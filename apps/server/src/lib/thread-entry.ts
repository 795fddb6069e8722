import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The code of a worker_thread the server starts (the source thread, docs/decisions/2206; the database thread, 2209),
 * given the caller's `import.meta.url`. From the build (apps/server/build.mjs) the caller is a chunk of dist/ and the
 * thread's entry is the bundled file `bundledName` beside it. From TypeScript (tsx, tests) it is `sourceFile`, relative to
 * the caller, loaded through tsx's ESM API registered in the thread first (on Node 20 a thread does not inherit the
 * loader of `--import tsx`): an eval'd string, so the Worker needs `eval: true` when the answer is a string.
 */
export function threadEntry(importMetaUrl: string, bundledName: string, sourceFile: string): URL | string {
  if (!importMetaUrl.endsWith('.ts')) return new URL(bundledName, importMetaUrl);
  const require = createRequire(importMetaUrl);
  const pkg = require.resolve('tsx/package.json');
  const api = JSON.parse(readFileSync(pkg, 'utf8')).exports['./esm/api'].import.default as string;
  const tsx = pathToFileURL(path.join(path.dirname(pkg), api)).href;
  const file = new URL(sourceFile, importMetaUrl).href;
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file)}); });`;
}
