// Where a page's total blocking time comes from (issue 28, ADR 0021): one Lighthouse run per path given
// (mobile preset), printing its score, TBT and the host's benchmark index, then the long tasks, the
// scripts' boot-up time and the main thread's work by kind. Run after `npm run build`:
//   node scripts/lighthouse-long-tasks.mjs /login /login
// WEB_DIST=<folder> serves another build of the web app (an older commit's, to compare two builds on
// the same machine in the same minute: this machine's benchmark index moves run to run).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3192);
const DATA_DIR = '.data-lighthouse-long-tasks';

const server = await startBuiltServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: process.env.WEB_DIST ? { WEB_DIST_DIR: process.env.WEB_DIST } : {},
});
let chrome;
try {
  chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const path of process.argv.slice(2)) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    // A trace Chromium failed to record (the first run after its start, often) is run again once.
    let { lhr } = await lighthouse(`${server.base}${path}`, flags);
    if (lhr.runtimeError) ({ lhr } = await lighthouse(`${server.base}${path}`, flags));
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    console.log(
      `${path}  performance ${Math.round(lhr.categories.performance.score * 100)}` +
        `  TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms` +
        `  benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
    );
    for (const task of audits['long-tasks'].details?.items ?? [])
      console.log(
        `  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${task.url}`,
      );
    for (const item of (audits['bootup-time'].details?.items ?? []).slice(0, 6))
      console.log(
        `  boot-up ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms)  ${item.url}`,
      );
    for (const item of (audits['mainthread-work-breakdown'].details?.items ?? []).slice(0, 6))
      console.log(`  main thread: ${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
  }
} finally {
  await chrome?.kill();
  server.stop();
}
