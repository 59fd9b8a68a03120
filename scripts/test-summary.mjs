// Prints CI's phase times (install from .ci/run, the rest from `npm test`'s reports/phases.json) and one
// closing line, 'Tests: N passed, N failed', summing the Vitest (one report per project) and Playwright
// JSON reports, so CI can count what ran whichever runner stopped first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const phases = [];
if (existsSync('reports/install.json')) phases.push(readJson('reports/install.json'));
if (existsSync('reports/phases.json')) phases.push(...readJson('reports/phases.json').phases);
if (phases.length > 0) {
  const line = (name, ms) => `  ${name.padEnd(22)} ${`${(ms / 1000).toFixed(0)} s`.padStart(7)}`;
  console.log('CI phase times');
  for (const p of phases) console.log(line(p.name, p.ms));
  console.log(
    line(
      'total',
      phases.reduce((sum, p) => sum + p.ms, 0),
    ),
  );
}

const vitestReports = existsSync('reports')
  ? readdirSync('reports').filter((f) => /^vitest(-[\w-]+)?\.json$/.test(f))
  : [];
for (const file of vitestReports) {
  const r = readJson(`reports/${file}`);
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

const playwright = 'reports/playwright.json';
if (existsSync(playwright)) {
  const s = JSON.parse(readFileSync(playwright, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}

// The ten slowest test files of each runner (issue 28): where the next minute of CI is to be found.
const slowest = (title, durations) => {
  const top = [...durations].sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (top.length === 0) return;
  console.log(title);
  for (const [file, ms] of top) console.log(`  ${`${(ms / 1000).toFixed(0)} s`.padStart(6)}  ${file}`);
};
const vitestFiles = new Map();
for (const file of vitestReports)
  for (const suite of readJson(`reports/${file}`).testResults ?? []) {
    const name = `${file.replace(/^vitest-?|\.json$/g, '') || 'vitest'}: ${String(suite.name).replace(`${process.cwd()}/`, '')}`;
    vitestFiles.set(name, (suite.endTime ?? 0) - (suite.startTime ?? 0));
  }
slowest('Slowest Vitest files', vitestFiles);
if (existsSync(playwright)) {
  // Playwright's report nests suites per file; a file's time is the sum of its tests' runs.
  const specs = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? []) specs.set(file, (specs.get(file) ?? 0) + (r.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of JSON.parse(readFileSync(playwright, 'utf8')).suites ?? [])
    walk(suite, suite.file ?? suite.title);
  slowest('Slowest Playwright specs (summed test time, 2 workers share it)', specs);
}

console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
