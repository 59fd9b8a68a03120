import { defineConfig } from 'vitest/config';

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL points at a PostgreSQL
// server, once more on it (each test file gets its own fresh database either way).
const apiTests = ['apps/api/src/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                // The benchmark's own tests need the PostgreSQL server too.
                include: [...apiTests, 'apps/api/bench/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                testTimeout: 90_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
