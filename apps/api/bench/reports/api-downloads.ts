import { request } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { TLoginResponse } from '@trazo/shared';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { type ApiProcess, startApiProcess } from '../../src/test/api-process';
import { byteSink } from './measure-run';

// The API side: the production build in its own process, on the benchmark's database, read over HTTP as
// a browser saving the file would (a socket, the body taken as fast as it comes and dropped).

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
      ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    },
    { built: true },
  );
}

/** A download function per API call, as the demo transport company (`transporte@trazo.demo`). */
export async function apiDownloads(server: ApiProcess) {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'transporte@trazo.demo', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as TLoginResponse;
  const headers = {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: `Authorization=${token}`,
  };
  /** POSTs `body` to /api/`path`; resolves with the bytes of the body once it has all arrived. */
  return (path: string, body: object) => () =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/${path}`, { method: 'POST', headers }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${path} answered ${res.statusCode}`));
          return;
        }
        if (res.headers['content-encoding']) console.log(`  (${path} answered compressed)`);
        const { sink, bytes } = byteSink();
        pipeline(res, sink).then(() => resolve(bytes()), reject);
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
}
