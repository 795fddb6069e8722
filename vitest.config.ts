import { defineConfig } from 'vitest/config';

const serverTest = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Unit and integration tests. Server tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { ...serverTest, name: 'server-pglite', globalSetup: ['apps/server/src/test/global-setup-pglite.ts'], env: { TEST_DB_KIND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...serverTest,
                name: 'server-postgres',
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
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
