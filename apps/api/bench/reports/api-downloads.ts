import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { TLoginResponse } from '@trazo/shared';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { type ApiProcess, startApiProcess } from '../../src/test/api-process';

// The API side: the production build in its own process, on the benchmark's database, downloaded over
// HTTP as a browser saving the file would: by a native client (curl), the body taken as fast as it comes
// and dropped. A Node.js client would spend 0.2–0.3 s of CPU per 40 MB csv reading it, on the same two
// cores as the server and PostgreSQL — the client's cost, not the API's.

/**
 * The V8 flags of the API's production start (`apps/api/package.json` "start": the heap sizes, ADR 0015),
 * so the benchmark's server runs as a deployed one does.
 */
function productionNodeOptions(): string {
  const start: string = createRequire(import.meta.url)('../../package.json').scripts.start;
  const flags = start.match(/--max-(old|semi)-space-size=\d+/g);
  if (!flags) throw new Error('apps/api start script: no heap flags');
  return flags.join(' ');
}

/** The built API; `nodeOptions` (BENCH_NODE_OPTIONS) replaces the production start's V8 flags. */
export async function startReportsApi(databaseUrl: string, dataDir: string, nodeOptions?: string) {
  return startApiProcess(
    'reports-bench',
    {
      // As a production server runs: every development feature off by its own setting.
      DEMO_DATA: 'off',
      DEV_MAILBOX: 'off',
      PAYMENTS_TEST_GATEWAY: 'off',
      TEST_FIXTURES: 'off',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: `${dataDir}/no-web-build`,
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'b'.repeat(64),
      MAIL_WORKER: 'off',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: nodeOptions ?? productionNodeOptions(),
    },
    { built: true },
  );
}

/** curl's config (read from its stdin, so the session cookie is not on a command line) for one POST. */
function curlConfig(url: string, token: string, body: object): string {
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  return [
    `url = ${quoted(url)}`,
    'request = "POST"',
    'header = "content-type: application/json"',
    'header = "x-requested-with: XMLHttpRequest"',
    `header = ${quoted(`cookie: Authorization=${token}`)}`,
    `data = ${quoted(JSON.stringify(body))}`,
    'output = "/dev/null"',
    'silent',
    'write-out = "%{http_code} %{size_download}"',
  ].join('\n');
}

/** A download function per API call, as the demo transport company (`transporte@trazo.demo`). */
export async function apiDownloads(server: ApiProcess) {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'transporte@trazo.demo', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as TLoginResponse;
  /** POSTs `body` to /api/`path`; resolves with the bytes of the body once it has all arrived. */
  return (path: string, body: object) => () =>
    new Promise<number>((resolve, reject) => {
      const curl = spawn('curl', ['--config', '-'], { stdio: ['pipe', 'pipe', 'inherit'] });
      let out = '';
      curl.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      curl.on('error', reject);
      curl.on('close', (code) => {
        const [status, bytes] = out.split(' ');
        if (code === 0 && status === '200') resolve(Number(bytes));
        else reject(new Error(`${path} answered ${status ?? '?'} (curl exit ${code})`));
      });
      curl.stdin.end(curlConfig(`${server.url}/api/${path}`, token, body));
    });
}
