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
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          ...serverTest,
          name: 'server-pglite',
          include: pgliteFiles,
          globalSetup: ['apps/server/src/test/global-setup-pglite.ts'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                ...serverTest,
                name: 'server-postgres',
                include: [serverFiles],
                globalSetup: ['apps/server/src/test/global-setup-postgres.ts'],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // userEvent types key by key through jsdom: a long form test takes seconds when the other worker is busy.
          testTimeout: 15_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
