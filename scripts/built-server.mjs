// The built API (`node apps/api/dist/server.js`) on a fresh embedded database with the demo data, for
// the Lighthouse scripts: as Playwright's webServer starts it, quiet, its lookups not throttled.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Starts the server on 127.0.0.1:`port`, waits until it answers, and returns its address and a stop. */
export async function startBuiltServer({ port, dataDir, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      LOG_LEVEL: 'silent',
      // Every run's lookup comes from 127.0.0.1; the production 20 per 10 minutes would refuse them.
      LOOKUP_HITS_PER_ADDRESS: '1000',
      ...env,
    },
  });
  const stop = () => server.kill('SIGTERM');
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    const up = await fetch(`${base}/api/roles`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the API did not answer on ${base} within 300 s`);
}
