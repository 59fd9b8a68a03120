// `npm run bench`: loads BENCH_MOVEMENTS manifests (default 100,000) into a fresh PostgreSQL database
// (created and dropped on BENCH_DATABASE_URL's server) and into in-memory PGlite, then measures the public
// lookup API with autocannon and the very same SQL straight through the driver, at the same concurrency.
import { randomBytes } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { lookupQuery } from '../src/modules/movements/search-customer-document';
import { MemoryFileStorage } from '../src/storage/memory-file-storage';
import { BENCH_NIT, FIRST_MANIFEST, loadMovements } from './load-movements';
import { type Figures, measureBare, measureHttp } from './measure';

const env = process.env;
const MOVEMENTS = Number(env.BENCH_MOVEMENTS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = (env.BENCH_TARGETS ?? 'postgres,pglite').split(',');

/** The benchmark measures the lookup, not the throttle (which would answer 429 after 30 requests). */
const noLimits: RateLimiter = {
  peek: async () => ({ count: 0, resetInMs: 0 }),
  hit: async () => ({ count: 1, resetInMs: 60_000 }),
  reset: async () => {},
  close: async () => {},
};

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
}

async function openTarget(
  target: string,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (target === 'pglite') return { database: await openPglite(), drop: async () => {} };
  const name = `trazo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    database: await openPostgres(url.toString()),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function bench(target: string): Promise<Run> {
  const { database, url, drop } = await openTarget(target);
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
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({
      config,
      db: database,
      rateLimiter: noLimits,
      storage: new MemoryFileStorage(),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const probe = await fetch(`${address}/api/search_customer_document`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(inputs[0]),
      });
      if (probe.status !== 200) throw new Error(`probe lookup answered ${probe.status}`);
      const bodies = inputs.map((i) => JSON.stringify(i));
      await measureHttp(address, bodies, CONNECTIONS, 2); // warm-up
      const api = await measureHttp(address, bodies, CONNECTIONS, SECONDS);

      const dialect = new PgDialect();
      const queries = inputs.map((i) => dialect.sqlToQuery(lookupQuery(i)));
      let run: (i: number) => Promise<unknown>;
      if (url) {
        // Same pool size as the API's (db/postgres.ts), same number of concurrent callers.
        pool = new pg.Pool({ connectionString: url, max: 10 });
        const p = pool;
        run = (i) => {
          const q = queries[i % queries.length] as { sql: string; params: unknown[] };
          return p.query(q.sql, q.params);
        };
      } else {
        const client = (
          database.db as unknown as { $client: { query(sql: string, params: unknown[]): Promise<unknown> } }
        ).$client;
        run = (i) => {
          const q = queries[i % queries.length] as { sql: string; params: unknown[] };
          return client.query(q.sql, q.params);
        };
      }
      await measureBare(run, CONNECTIONS, 2); // warm-up
      const sql = await measureBare(run, CONNECTIONS, SECONDS);
      return { target, loadSeconds, api, sql };
    } finally {
      await app.close();
    }
  } finally {
    await pool?.end();
    await database.close();
    await drop();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

async function main() {
  console.log(
    `Lookup benchmark: ${MOVEMENTS} movements, ${CONNECTIONS} connections, ${SECONDS} s per measurement`,
  );
  const runs: Run[] = [];
  for (const target of TARGETS) runs.push(await bench(target));
  console.log(
    '\ntarget     load s | API req/s  p50 ms  p99 ms  fail | SQL req/s  p50 ms  p99 ms  fail | API/SQL',
  );
  for (const r of runs) {
    console.log(
      `${r.target.padEnd(9)}${fmt(r.loadSeconds)} |${fmt(r.api.requestsPerSecond, 0)}  ${fmt(r.api.p50)}${fmt(r.api.p99)}${String(r.api.failures).padStart(6)} |` +
        `${fmt(r.sql.requestsPerSecond, 0)}  ${fmt(r.sql.p50)}${fmt(r.sql.p99)}${String(r.sql.failures).padStart(6)} | ${((100 * r.api.requestsPerSecond) / r.sql.requestsPerSecond).toFixed(0).padStart(5)} %`,
    );
  }
  console.log(
    'Targets (PostgreSQL, 50 connections): API p99 < 50 ms; API ≥ 60 % of the bare-SQL throughput.',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
