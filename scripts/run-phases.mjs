// `npm test`: every layer in order — lint, typecheck, the unit/API tests per Vitest project, build,
// bundle budget, Lighthouse, e2e — stopping at the first that fails, and printing each phase's wall time at the end
// (also written to reports/phases.json) so a slow phase is seen before CI's 90 minutes are (issue 28).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

const isCi = ['true', '1'].includes(process.env.CI ?? '');
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasServices = hasPostgres && Boolean(process.env.TEST_REDIS_URL);

const vitest = (project) => ({
  name: `unit/API: ${project}`,
  command: `npx vitest run --project ${project}`,
  env: { VITEST_JSON_REPORT: `reports/vitest-${project}.json` },
});

const phases = [
  { name: 'lint', command: 'npx biome check .' },
  { name: 'typecheck', command: 'npm run typecheck' },
  vitest('shared'),
  vitest('driver'),
  vitest('web'),
  vitest('api-pglite'),
  ...(hasPostgres ? [vitest('api-postgres')] : []),
  // CI always runs the services project: vitest.config.ts fails it there without PostgreSQL and Redis.
  ...(isCi || hasServices ? [vitest('api-services')] : []),
  { name: 'build', command: 'npm run build' },
  { name: 'bundle budget', command: 'npm run test:budget' },
  // Lighthouse's mobile preset on the public pages and the drivers' app (issue 28, ADR 0021).
  { name: 'Lighthouse', command: 'npm run test:lighthouse' },
  { name: 'e2e (Playwright)', command: 'npx playwright test' },
];

// A report left by an earlier `npm run test:unit` would be counted again by scripts/test-summary.mjs.
mkdirSync('reports', { recursive: true });
for (const f of readdirSync('reports')) if (/^vitest.*\.json$/.test(f)) rmSync(`reports/${f}`);

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const timings = [];
let failed = null;
for (const phase of phases) {
  console.log(`\n▶ ${phase.name}: ${phase.command}`);
  const start = Date.now();
  const { status } = spawnSync(phase.command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...phase.env },
  });
  timings.push({ name: phase.name, ms: Date.now() - start, status });
  if (status !== 0) {
    failed = phase.name;
    break;
  }
}

const total = timings.reduce((sum, t) => sum + t.ms, 0);
console.log('\nPhase times');
for (const t of timings)
  console.log(`  ${t.name.padEnd(22)} ${seconds(t.ms).padStart(7)}${t.status ? '  FAILED' : ''}`);
console.log(`  ${'total'.padEnd(22)} ${seconds(total).padStart(7)}`);
writeFileSync('reports/phases.json', JSON.stringify({ phases: timings, totalMs: total, failed }, null, 2));
if (failed) {
  console.error(`npm test: '${failed}' failed`);
  process.exit(1);
}
