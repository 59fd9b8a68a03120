import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL points at a PostgreSQL
// server, once more on it (each test file gets its own fresh database either way).
const apiTests = ['apps/api/src/**/*.test.ts'];
// Tests of the shared services themselves (the Redis limiter; two API processes sharing files, sessions
// and throttles through PostgreSQL + Redis + S3) run once, in their own project. CI always runs them and
// they fail there without TEST_DATABASE_URL and TEST_REDIS_URL; a developer without both is told below.
const servicesTests = ['apps/api/src/**/*.services.test.ts'];
const isCi = ['true', '1'].includes(process.env.CI ?? '');
const hasServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (!isCi && !hasServices) {
  console.warn(
    'vitest: project api-services (Redis limiter, two API processes) not run: set TEST_DATABASE_URL and TEST_REDIS_URL to run it (CI always does)',
  );
}
const exclude = [...configDefaults.exclude, ...servicesTests];
const apiGlobalSetup = './apps/api/src/test/global-setup.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores a single file at a time, with
    // the second core idle while PGlite (in the worker's own thread) does the work (issue 28 item 4).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `npm test` runs one project at a time and names each one's report (scripts/run-phases.mjs).
    reporters: ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT ?? 'reports/vitest.json' }]],
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'driver', include: ['apps/driver/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude,
          environment: 'node',
          // PASSWORD_HASH_COST: argon2 at its floor in the suites (lib/password.ts, issue 28).
          env: { TEST_DB: 'pglite', PASSWORD_HASH_COST: 'test' },
          // Migrates and seeds once; every file starts from a copy (apps/api/src/test/database-templates.ts).
          globalSetup: [apiGlobalSetup],
          // Every file builds its own app on its own database, and no API test mocks a module: the app's
          // module graph is imported once per worker instead of once per file (half the phase's time).
          isolate: false,
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
                exclude,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres', PASSWORD_HASH_COST: 'test' },
                globalSetup: [apiGlobalSetup],
                isolate: false,
                testTimeout: 90_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(isCi || hasServices
        ? [
            {
              test: {
                name: 'api-services',
                include: servicesTests,
                environment: 'node' as const,
                testTimeout: 90_000,
                // Starting two API processes under tsx on a busy CI machine.
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
});
