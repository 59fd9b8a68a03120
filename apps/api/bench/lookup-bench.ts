// `npm run bench`: loads BENCH_MOVEMENTS manifests (default 100,000) into a fresh PostgreSQL database
// (created and dropped on BENCH_DATABASE_URL's server) and into in-memory PGlite, then measures the public
// lookup API with autocannon and the very same SQL straight through the driver, at the same concurrency.
// The two alternate for BENCH_ROUNDS rounds and each figure is the median, so a noisy neighbour on a
// shared machine skews neither side alone.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { lookupStatement } from '../src/modules/movements/search-customer-document';
import { startBenchApi } from './api-versus-bare';
import { BENCH_NIT, FIRST_MANIFEST, loadMovements } from './load-movements';
import { type Figures, measureBare, measureHttp, median } from './measure';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

const env = process.env;
const MOVEMENTS = Number(env.BENCH_MOVEMENTS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = (env.BENCH_TARGETS ?? 'postgres,pglite').split(',');

function lookups(count: number) {
  // Three manifest lookups for every customer-document lookup, spread over the whole range.
  return Array.from({ length: count }, (_, i) => {
    const n = Math.floor((i * 7919) % MOVEMENTS);
    return i % 4 === 3
      ? {
          nit_customer: BENCH_NIT,
          documento_cliente: `BENCH-${n % Math.ceil(MOVEMENTS / 2)}`,
          tipo_campo: true,
        }
      : { nit_customer: BENCH_NIT, documento_cliente: String(FIRST_MANIFEST + n), tipo_campo: false };
  });
}

interface Run {
  target: string;
  loadSeconds: number;
  api: Figures;
  sql: Figures;
  /** node:http answering the same statement's rows with JSON.stringify (PostgreSQL only). */
  http?: Figures;
}

/**
 * The floor of any HTTP answer on this machine: node:http, no framework, the same statement through the
 * same pool, the rows written with JSON.stringify. API vs this is what Fastify and our code cost; this vs
 * bare SQL is what the loopback HTTP round trip and the load generator cost (ADR 0021, item 3).
 */
async function startBareHttp(pool: pg.Pool): Promise<{ address: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { statement, params } = lookupStatement(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      pool.query({ name: statement.name, text: statement.query.sql, values: statement.values(params) }).then(
        (result) => {
          const body = JSON.stringify({ data: result.rows });
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(body);
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function openTarget(
  target: string,
): Promise<{ database: Database; url?: string; pglite?: PGlite; drop: () => Promise<void> }> {
  if (target === 'pglite') {
    const database = await openPglite();
    return { database, pglite: database.client, drop: async () => {} };
  }
  const throwaway = await createThrowawayDatabase(ADMIN_URL);
  return {
    database: await openPostgres(throwaway.url, { onPoolError: ignoreClosingErrors }),
    url: throwaway.url,
    drop: throwaway.drop,
  };
}

async function bench(target: string): Promise<Run> {
  const { database, url, pglite, drop } = await openTarget(target);
  let pool: pg.Pool | undefined;
  try {
    await prepareDatabase(database, { seedDemoWhenEmpty: true, demoMovements: false });
    const t0 = performance.now();
    await loadMovements(database.db, MOVEMENTS);
    const loadSeconds = (performance.now() - t0) / 1000;
    console.log(
      `[${target}] loaded ${MOVEMENTS.toLocaleString('es-CO')} movements in ${loadSeconds.toFixed(1)} s`,
    );

    const inputs = lookups(400);
    const app = await startBenchApi(database);
    const { address } = app;
    try {
      const probe = await fetch(`${address}/api/search_customer_document`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(inputs[0]),
      });
      if (probe.status !== 200) throw new Error(`probe lookup answered ${probe.status}`);
      const bodies = inputs.map((i) => JSON.stringify(i));

      // The API's statements under the API's names, so both sides prepare once per connection.
      const queries = inputs.map((i) => {
        const { statement, params } = lookupStatement(i);
        return { name: statement.name, sql: statement.query.sql, params: statement.values(params) };
      });
      let run: (i: number) => Promise<unknown>;
      if (url) {
        // Same pool size as the API's (db/postgres.ts), same number of concurrent callers.
        pool = new pg.Pool({ connectionString: url, max: 10 });
        pool.on('error', ignoreClosingErrors);
        const p = pool;
        run = (i) => {
          const q = queries[i % queries.length] as { sql: string; params: unknown[]; name: string };
          return p.query({ name: q.name, text: q.sql, values: q.params });
        };
      } else {
        const client = pglite;
        if (!client) throw new Error(`no bare-SQL client for ${target}`);
        run = (i) => {
          const q = queries[i % queries.length] as { sql: string; params: unknown[] };
          return client.query(q.sql, q.params);
        };
      }
      // node:http over the same pool as the bare side (PostgreSQL only: PGlite has one connection).
      const control = pool ? await startBareHttp(pool) : undefined;
      await measureHttp(address, bodies, CONNECTIONS, 2); // warm-up
      await measureBare(run, CONNECTIONS, 2);
      if (control) await measureHttp(control.address, bodies, CONNECTIONS, 2);
      const api: Figures[] = [];
      const sql: Figures[] = [];
      const http: Figures[] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          api.push(await measureHttp(address, bodies, CONNECTIONS, SECONDS));
          sql.push(await measureBare(run, CONNECTIONS, SECONDS));
          if (control) http.push(await measureHttp(control.address, bodies, CONNECTIONS, SECONDS));
          const ratio = (100 * (api.at(-1)?.requestsPerSecond ?? 0)) / (sql.at(-1)?.requestsPerSecond ?? 1);
          console.log(
            `[${target}] round ${round + 1}: API ${api.at(-1)?.requestsPerSecond.toFixed(0)} req/s, bare SQL ${sql.at(-1)?.requestsPerSecond.toFixed(0)}` +
              `${control ? `, node:http ${http.at(-1)?.requestsPerSecond.toFixed(0)}` : ''}: API/SQL ${ratio.toFixed(0)} %`,
          );
        }
      } finally {
        // autocannon's keep-alive sockets would hold close() open.
        control?.server.closeAllConnections();
        await new Promise((resolve) => control?.server.close(resolve) ?? resolve(undefined));
      }
      return {
        target,
        loadSeconds,
        api: median(api),
        sql: median(sql),
        http: http.length > 0 ? median(http) : undefined,
      };
    } finally {
      await app.close();
    }
  } finally {
    await pool?.end();
    await database.close();
    await drop();
  }
}

const num = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);
const side = (f: Figures) =>
  `${num(f.requestsPerSecond, 7)} ${num(f.p50, 6, 1)} ${num(f.p99, 6, 1)} ${num(f.failures, 4)} ${num(f.loopMicros, 6)} ${num(100 * f.machineBusy, 4)}`;

async function main() {
  console.log(
    `Lookup benchmark: ${MOVEMENTS} movements, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per side`,
  );
  const runs: Run[] = [];
  for (const target of TARGETS) runs.push(await bench(target));
  const columns = `${'req/s'.padStart(7)} ${'p50 ms'} ${'p99 ms'} fail loopµs cpu%`;
  console.log(`\n${' '.repeat(14)} | ${'API (HTTP)'.padEnd(38)} | ${'bare SQL'.padEnd(38)} |`);
  console.log(`${'target'.padEnd(8)}${'load s'} | ${columns} | ${columns} | API/SQL`);
  for (const r of runs) {
    const ratio = (100 * r.api.requestsPerSecond) / r.sql.requestsPerSecond;
    console.log(
      `${r.target.padEnd(8)}${num(r.loadSeconds, 6, 1)} |${side(r.api)} |${side(r.sql)} | ${num(ratio, 5)} %`,
    );
    if (r.http) {
      console.log(
        `${'node:http'.padEnd(14)} |${side(r.http)} | (same SQL, no framework)` +
          ` | node:http/SQL ${num((100 * r.http.requestsPerSecond) / r.sql.requestsPerSecond, 3)} %,` +
          ` API/node:http ${num((100 * r.api.requestsPerSecond) / r.http.requestsPerSecond, 3)} %`,
      );
    }
  }
  console.log(
    [
      'loopµs: main-thread event-loop time per request (API: HTTP, validation, SQL client, serialisation;',
      '  bare: the SQL client alone). cpu%: the whole machine, load generator and database included.',
      'Targets (PostgreSQL, 50 connections; issue 28 item 3): API ≥ 80 % of the bare-SQL throughput, API p99 ≤ 2 × bare p99.',
    ].join('\n'),
  );
  for (const r of runs.filter((run) => run.target === 'postgres')) {
    const ratio = r.api.requestsPerSecond / r.sql.requestsPerSecond;
    const p99 = r.api.p99 / r.sql.p99;
    console.log(
      `postgres: p99 ${p99 <= 2 ? 'met' : 'NOT met'} (${r.api.p99.toFixed(1)} ms, ${p99.toFixed(2)} × bare); ` +
        `throughput ratio ${ratio >= 0.8 ? 'met' : 'NOT met'} (${(100 * ratio).toFixed(0)} %)`,
    );
  }
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
