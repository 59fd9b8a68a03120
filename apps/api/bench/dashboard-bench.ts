// `npm run bench:dashboard` (issue 26 item 3): the transport company's Inicio (GET
// /api/inicio/empresa-transporte: the eight counters, the week's punctuality, the map of trips en ruta and
// the fleet documents due) for a company with BENCH_MOVEMENTS manifests (default 100,000) and work for every
// counter (load-dashboard-work.ts), in a fresh PostgreSQL database (created on BENCH_DATABASE_URL's server
// and dropped after), signed in as the company's administrator at BENCH_CONNECTIONS (default 16), against
// the very statements the endpoint sends — recorded from one call of its service — sent one after another
// through a bare pool of the API's size, at the same concurrency. The issue's target: p95 < 150 ms.
import { MOVEMENT_INDICATORS } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import * as schema from '../src/db/schema';
import { companyDashboard, countIndicatorsQuery } from '../src/modules/dashboard/dashboards';
import { barePool, compareApiToBare, printComparison, startBenchApi } from './api-versus-bare';
import { loadDashboardWork } from './load-dashboard-work';
import { loadFleet } from './load-fleet';
import { loadMovements } from './load-movements';
import { type Figures, measureBare, median } from './measure';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

const env = process.env;
const MOVEMENTS = Number(env.BENCH_MOVEMENTS ?? 100_000);
const VEHICLES = Number(env.BENCH_VEHICLES ?? 2_000);
const DRIVERS = Number(env.BENCH_DRIVERS ?? 3_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 16);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COMPANY_USER = 'transporte@trazo.demo';

interface Statement {
  text: string;
  values: unknown[];
}

async function main() {
  console.log(
    `Dashboard benchmark: ${MOVEMENTS.toLocaleString('es-CO')} movements, ${VEHICLES} vehicles, ${DRIVERS} drivers; ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per side, PostgreSQL`,
  );
  const throwaway = await createThrowawayDatabase(ADMIN_URL);
  const database = await openPostgres(throwaway.url, { onPoolError: ignoreClosingErrors });
  const pool = barePool(throwaway.url);
  try {
    await prepareDatabase(database, { seedDemoWhenEmpty: true, demoMovements: false });
    const t0 = performance.now();
    const { customerId } = await loadMovements(database.db, MOVEMENTS);
    await loadFleet(database.db, customerId, { vehicles: VEHICLES, drivers: DRIVERS });
    await loadDashboardWork(database.db, customerId);
    await database.db.execute(sql`vacuum analyze`);
    console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // The endpoint's statements, recorded from its service over a logging Drizzle on the bare pool.
    const statements: Statement[] = [];
    const recording = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (text, values) => statements.push({ text, values }) },
    }) as unknown as Db;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const scope = { customerId, generatorId: null };
    const dashboard = await companyDashboard({ db: recording, config, now: new Date() }, scope);
    console.log(
      `counters: ${dashboard.contadores.map((c) => `${c.code} ${c.total}`).join(', ')}; ` +
        `map ${dashboard.mapa.posiciones.length} (+${dashboard.mapa.sin_posicion} without position); ` +
        `punctuality ${JSON.stringify(dashboard.puntualidad.semana_actual)}; documents ${dashboard.documentos.total}; ` +
        `${statements.length} statements`,
    );
    if (dashboard.contadores.some((c) => c.total === 0)) throw new Error('a counter has no work');
    await explainEach(pool, statements);

    const api = await startBenchApi(database);
    try {
      const headers = await api.signIn(COMPANY_USER);
      const path = '/api/inicio/empresa-transporte';
      const probe = await fetch(`${api.address}${path}`, { headers });
      if (probe.status !== 200) throw new Error(`Inicio answered ${probe.status}: ${await probe.text()}`);
      const figures = await compareApiToBare({
        address: api.address,
        requests: [{ method: 'GET', path, headers }],
        // One request's statements in the order the service sends them, each on any pooled connection.
        bare: async () => {
          for (const s of statements) await pool.query(s.text, s.values);
        },
        connections: CONNECTIONS,
        rounds: ROUNDS,
        seconds: SECONDS,
      });
      printComparison(figures, 150);
      // The counters' own statement alone, bare, at the same concurrency: what the counters cost.
      const codes = MOVEMENT_INDICATORS.map((indicator) => indicator.code);
      const counters = new PgDialect().sqlToQuery(countIndicatorsQuery(scope, new Date(), codes));
      const countOnce = () => pool.query(counters.sql, counters.params);
      await measureBare(countOnce, CONNECTIONS, 2);
      const rounds: Figures[] = [];
      for (let round = 0; round < ROUNDS; round++)
        rounds.push(await measureBare(countOnce, CONNECTIONS, SECONDS));
      const alone = median(rounds);
      console.log(
        `counters statement alone, bare: ${alone.requestsPerSecond.toFixed(0)} req/s, p50 ${alone.p50.toFixed(1)} ms, ` +
          `p95 ${alone.p95.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms (target p95 < 150 ms ${alone.p95 < 150 ? 'met' : 'NOT met'})`,
      );
    } finally {
      await api.close();
    }
  } finally {
    await pool.end();
    await database.close();
    if (env.BENCH_KEEP) console.log(`kept ${throwaway.url} (drop it by hand)`);
    else await throwaway.drop();
  }
}

/** Each statement alone, once warm (its execution time in PostgreSQL); the plans with BENCH_EXPLAIN=1. */
async function explainEach(pool: pg.Pool, statements: Statement[]) {
  const timings: string[] = [];
  for (const [i, s] of statements.entries()) {
    await pool.query(s.text, s.values);
    const { rows } = await pool.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
      `explain (analyze, format json) ${s.text}`,
      s.values,
    );
    timings.push(`#${i + 1} ${rows[0]?.['QUERY PLAN'][0]?.['Execution Time'].toFixed(1)} ms`);
    if (env.BENCH_EXPLAIN) {
      const plan = await pool.query(`explain (analyze, costs off) ${s.text}`, s.values);
      console.log(`\n--- #${i + 1} ${s.text.slice(0, 160).replace(/\s+/g, ' ')}`);
      console.log(plan.rows.map((l) => l['QUERY PLAN']).join('\n'));
    }
  }
  console.log(`one call, statement by statement: ${timings.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
