import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (no browser download) against the built app,
// served by the real API process on a fresh embedded database with demo data.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // A trace's screenshots are a screencast of every frame: recording them made the suite ~30 % slower
    // (52 tests: 231 s against 159 s without a trace, 171 s with DOM snapshots only). A failure keeps its
    // DOM snapshots, network and console (and a screenshot, below); CI records none, since its traces
    // never leave the machine — what it prints is what we read. PW_TRACE=on records everything here.
    trace: process.env.PW_TRACE
      ? (process.env.PW_TRACE as 'on')
      : process.env.CI
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'rm -rf .data-e2e && node apps/api/dist/server.js',
    url: `${baseURL}/api/roles`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh embedded database: seconds on a calm machine, minutes on a busy one
    // (E2E_SERVER_TIMEOUT, ms, for a busier one still).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 300_000),
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.data-e2e',
      NODE_ENV: 'test',
      APP_URL: baseURL,
      // Fresh accounts per test through POST /api/dev/users: only the test runner turns this on.
      TEST_FIXTURES: 'on',
      // Every spec signs in: argon2 at its floor (apps/api lib/password.ts; refused in production).
      PASSWORD_HASH_COST: 'test',
      // Every spec's lookups come from 127.0.0.1: the production 20 per 10 minutes would refuse the
      // suite's own (the limit itself is tested by apps/api lookup-walk.test.ts).
      LOOKUP_HITS_PER_ADDRESS: '1000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
