import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { POOL_SETTINGS } from '../src/db/postgres';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { MemoryFileStorage } from '../src/storage/memory-file-storage';
import { type Figures, type HttpRequest, measureBare, measureRequests, median } from './measure';
import { ignoreClosingErrors } from './throwaway-database';

// What the search and dashboard benches share: the API listening on the bench's database, signed in as a
// demo user, against the same statements sent through a bare pool of the API's size and settings; both
// sides alternate for a number of rounds and each figure is the median, so a noisy neighbour on the
// shared machine skews neither alone. What counts is the ratio, measured in the same run.

/** The benchmarks measure the endpoint, not the throttle (the lookup's answers 429 after 30 requests). */
const noLimits: RateLimiter = {
  peek: async () => ({ count: 0, resetInMs: 0 }),
  hit: async () => ({ count: 1, resetInMs: 60_000 }),
  release: async () => {},
  reset: async () => {},
  close: async () => {},
};

export interface BenchApi {
  address: string;
  /** The headers of a request signed in as `email` (a demo account). */
  signIn(email: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startBenchApi(database: Database): Promise<BenchApi> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({
    config,
    db: database,
    rateLimiter: noLimits,
    storage: new MemoryFileStorage(),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    async signIn(email) {
      const login = await fetch(`${address}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const { access_token: token } = (await login.json()) as { access_token: string };
      return { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
    },
    async close() {
      // Sockets autocannon left open (timed-out requests on a loaded machine) would hold close() open.
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

/** A node-postgres pool like the API's (size, time zone, JIT off), for the bare side. */
export function barePool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...POOL_SETTINGS });
  pool.on('error', ignoreClosingErrors);
  return pool;
}

export interface Comparison {
  api: Figures;
  bare: Figures;
}

/** Both sides warmed up (2 s each), then `rounds` alternating rounds of `seconds` each; the medians. */
export async function compareApiToBare(options: {
  address: string;
  requests: HttpRequest[];
  bare: (i: number) => Promise<unknown>;
  connections: number;
  rounds: number;
  seconds: number;
}): Promise<Comparison> {
  const { address, requests, bare, connections, rounds, seconds } = options;
  await measureRequests(address, requests, connections, 2);
  await measureBare(bare, connections, 2);
  const api: Figures[] = [];
  const sql: Figures[] = [];
  for (let round = 0; round < rounds; round++) {
    const a = await measureRequests(address, requests, connections, seconds);
    const b = await measureBare(bare, connections, seconds);
    api.push(a);
    sql.push(b);
    console.log(
      `round ${round + 1}: API ${a.requestsPerSecond.toFixed(0)} req/s p95 ${a.p95.toFixed(1)} ms | bare ${b.requestsPerSecond.toFixed(0)} req/s p95 ${b.p95.toFixed(1)} ms`,
    );
  }
  return { api: median(api), bare: median(sql) };
}

/** The medians as a table, the ratios, and the p95 target judged on the API's figure. */
export function printComparison({ api, bare }: Comparison, targetP95Ms: number): void {
  const num = (n: number, digits = 1) => n.toFixed(digits).padStart(7);
  const row = (name: string, f: Figures) =>
    `${name.padEnd(10)} ${num(f.requestsPerSecond, 0)} ${num(f.p50)} ${num(f.p95)} ${num(f.p99)} ${String(f.failures).padStart(5)} ${num(f.loopMicros, 0)} ${num(100 * f.machineBusy, 0)}`;
  const head = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms'].map((h) => h.padStart(7)).join(' ');
  console.log(
    `\n${'side'.padEnd(10)} ${head} ${'fail'.padStart(5)} ${'loopµs'.padStart(7)} ${'cpu%'.padStart(7)}`,
  );
  console.log(row('API', api));
  console.log(row('bare SQL', bare));
  console.log(
    `API/bare: ${((100 * api.requestsPerSecond) / bare.requestsPerSecond).toFixed(0)} % of the requests/s, ` +
      `p95 ${(api.p95 / bare.p95).toFixed(2)}×, p99 ${(api.p99 / bare.p99).toFixed(2)}×; ` +
      `target p95 < ${targetP95Ms} ms: API p95 ${api.p95.toFixed(1)} ms ${api.p95 < targetP95Ms ? 'met' : 'NOT met'}`,
  );
}
