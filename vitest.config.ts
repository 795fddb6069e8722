import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverTest = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const serverFiles = 'apps/server/src/**/*.test.ts';
const webFiles = 'apps/web/src/**/*.test.{ts,tsx}';

/**
 * The test files that run isolated, each in a fresh module graph: those that replace a module (`vi.mock`), and those
 * that need a module's state as a fresh load leaves it (a `// isolated: <why>` line at the top). Every other file of a
 * project shares its worker's modules with the files before it (`isolate: false`: the app's modules are loaded once
 * per worker, not once per file; docs/decisions/2016), so a module replaced in one file would be seen by the next.
 */
export function isolatedFiles(dir: string, root = import.meta.dirname): string[] {
  const abs = path.join(root, dir);
  return (readdirSync(abs, { recursive: true }) as string[])
    .filter((f) => /\.test\.tsx?$/.test(f))
    .filter((f) => /^(vi\.mock\(|\/\/ isolated: )/m.test(readFileSync(path.join(abs, f), 'utf8')))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
    .sort();
}
const serverIsolated = isolatedFiles('apps/server/src');

/**
 * A project as two: its files in one module graph per worker (`name`), and its isolated files (`name-isolated`).
 * `--project 'name*'` runs both.
 */
function sharedAndIsolated(name: string, include: string[], isolated: string[], test: Record<string, unknown>) {
  const own = isolated.filter((f) => include.some((g) => g === f || g.includes('*')));
  return [
    { test: { ...test, name, include, exclude: own, isolate: false } },
    ...(own.length ? [{ test: { ...test, name: `${name}-isolated`, include: own } }] : []),
  ];
}

/**
 * The server test files that run on PGlite even when PostgreSQL is there: those that prove what differs
 * between the two (row locks and SKIP LOCKED claims, advisory locks, named statements, the pg_trgm
 * extension, how a lost database fails). Each says why in a `// pglite-subset: <why>` line at its top.
 */
export function pgliteSubset(root = import.meta.dirname): string[] {
  const dir = path.join(root, 'apps/server/src');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => /^\/\/ pglite-subset: /m.test(readFileSync(path.join(dir, f), 'utf8').slice(0, 2000)))
    .map((f) => `apps/server/src/${f.split(path.sep).join('/')}`)
    .sort();
}

/*
 * Unit and integration tests. Server tests: with TEST_DATABASE_URL (CI), every file on PostgreSQL and the
 * tagged subset on PGlite too; without it (a newcomer's machine), every file on PGlite. TEST_PGLITE=all
 * runs every file on both.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const pgliteFiles = postgres && process.env.TEST_PGLITE !== 'all' ? pgliteSubset() : [serverFiles];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The server files mostly wait
    // for their database, so two at a time keep both cores busy (docs/benchmarks/test-suite.md). VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1)),
    projects: [
      ...sharedAndIsolated('shared', ['packages/shared/src/**/*.test.ts'], isolatedFiles('packages/shared/src'), { environment: 'node' }),
      ...sharedAndIsolated('server-pglite', pgliteFiles, serverIsolated, {
        ...serverTest,
        globalSetup: ['apps/server/src/test/global-setup-pglite.ts'],
        env: { TEST_DB_KIND: 'pglite' },
      }),
      ...(postgres
        ? sharedAndIsolated('server-postgres', [serverFiles], serverIsolated, {
            ...serverTest,
            globalSetup: ['apps/server/src/test/global-setup-postgres.ts'],
            env: { TEST_DB_KIND: 'postgres' },
          })
        : []),
      ...sharedAndIsolated('web', [webFiles], isolatedFiles('apps/web/src'), {
        environment: 'jsdom',
        // userEvent types key by key through jsdom: a long form test takes seconds when the other worker is busy.
        testTimeout: 15_000,
        setupFiles: ['apps/web/src/test/setup.ts'],
      }),
    ],
  },
});
