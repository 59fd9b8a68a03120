import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const READY_TIMEOUT_MS = 200_000;
const STOP_TIMEOUT_MS = 15_000;

/** A real API process (`apps/api/src/server.ts` through tsx), as a load balancer would see it. */
export interface ApiProcess {
  name: string;
  /** The process id (e.g. to read its memory from /proc). */
  pid: number;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** What the process printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts `server.ts` with exactly `env` (plus PATH, HOST, PORT, APP_URL) and waits until it answers;
 * `built` runs the production build (`apps/api/dist/server.js`, from `npm run build`) instead.
 */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
  options: { built?: boolean } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = options.built ? ['apps/api/dist/server.js'] : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port), APP_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const process_: ApiProcess = {
    name,
    pid: child.pid ?? 0,
    url,
    output: () => output,
    stop: () => stop(child, exited),
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`API process ${name} exited (${child.exitCode}) before answering:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/site-info`)).ok) return process_;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await process_.stop();
  throw new Error(`API process ${name} did not answer within ${READY_TIMEOUT_MS} ms:\n${output}`);
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // Graceful first (server.ts closes its pools on SIGTERM); a stuck process is killed.
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
