// `npm run bench:search` (issue 26 item 6): the portal's global search (GET /api/busqueda) over a large
// company — BENCH_MOVEMENTS manifests (default 200,000) on BENCH_VEHICLES vehicles and BENCH_DRIVERS
// drivers with accented names, and BENCH_INVOICES invoices — in a fresh PostgreSQL database (created on
// BENCH_DATABASE_URL's server and dropped after), against the very same statement sent through a bare
// node-postgres pool of the API's size, at the same concurrency. The two sides alternate for BENCH_ROUNDS
// rounds and each figure is the median, so a noisy neighbour on the shared machine skews neither alone:
// what counts is the ratio, measured in the same run. The target: p95 < 100 ms on 100,000
// movements (BENCH_MOVEMENTS=100000).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { globalSearchStatement } from '../src/modules/search/global-search-statement';
import { barePool, compareApiToBare, printComparison, startBenchApi } from './api-versus-bare';
import { loadFleet, loadInvoices } from './load-fleet';
import { FIRST_MANIFEST, loadMovements } from './load-movements';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

const env = process.env;
const MOVEMENTS = Number(env.BENCH_MOVEMENTS ?? 200_000);
const VEHICLES = Number(env.BENCH_VEHICLES ?? 2_000);
const DRIVERS = Number(env.BENCH_DRIVERS ?? 3_000);
const INVOICES = Number(env.BENCH_INVOICES ?? 20_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COMPANY_USER = 'transporte@trazo.demo';

/** What a dispatcher types: manifest and remesa prefixes, plates, customer documents, names, invoices. */
function searches(count: number): string[] {
  const names = ['gómez', 'RODRIGUEZ', 'maría', 'Peña', 'andres castaño', 'nuñez'];
  return Array.from({ length: count }, (_, i) => {
    const n = Math.floor((i * 7919) % MOVEMENTS);
    switch (i % 6) {
      case 0:
        return String(FIRST_MANIFEST + n).slice(0, 4 + (i % 3));
      case 1:
        return `RM-${FIRST_MANIFEST + n}`;
      case 2:
        return `bq${String(n % VEHICLES).padStart(4, '0')}`.slice(0, 3 + (i % 4));
      case 3:
        return `BENCH-${n % 1000}`;
      case 4:
        return names[Math.floor(i / 6) % names.length] as string;
      default:
        return `FB${String(n % INVOICES).padStart(6, '0')}`.slice(0, 5 + (i % 3));
    }
  });
}

async function main() {
  console.log(
    `Search benchmark: ${MOVEMENTS.toLocaleString('es-CO')} movements, ${VEHICLES} vehicles, ${DRIVERS} drivers, ${INVOICES} invoices; ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per side, PostgreSQL`,
  );
  const throwaway = await createThrowawayDatabase(ADMIN_URL);
  const database = await openPostgres(throwaway.url, { onPoolError: ignoreClosingErrors });
  let pool: pg.Pool | undefined;
  try {
    await prepareDatabase(database, { seedDemoWhenEmpty: true, demoMovements: false });
    const t0 = performance.now();
    const { customerId } = await loadMovements(database.db, MOVEMENTS);
    await loadFleet(database.db, customerId, { vehicles: VEHICLES, drivers: DRIVERS });
    await loadInvoices(database.db, customerId, INVOICES);
    await database.db.execute(sql`analyze`);
    console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const api = await startBenchApi(database);
    try {
      const headers = await api.signIn(COMPANY_USER);
      const qs = searches(300);
      let hits = 0;
      for (const q of qs.slice(0, 12)) {
        const probe = await fetch(`${api.address}/api/busqueda?q=${encodeURIComponent(q)}`, { headers });
        if (probe.status !== 200)
          throw new Error(`search ${q} answered ${probe.status}: ${await probe.text()}`);
        hits += ((await probe.json()) as { grupos: unknown[] }).grupos.length;
      }
      if (hits === 0) throw new Error('the probe searches found nothing');
      const requests = qs.map((q) => ({
        method: 'GET' as const,
        path: `/api/busqueda?q=${encodeURIComponent(q)}`,
        headers,
      }));

      // The API's statement for the same searches, sent as the API sends it (named, with parameters).
      const scope = { customerId, generatorId: null, invoices: true };
      const named = (q: string): pg.QueryConfig => {
        const { statement, params } = globalSearchStatement(scope, q);
        return { name: statement.name, text: statement.query.sql, values: statement.values(params) };
      };
      const queries = qs.map(named);
      pool = barePool(throwaway.url);
      const p = pool;
      const run = (i: number) => p.query(queries[i % queries.length] as pg.QueryConfig);
      /** The plan of one search (its values bound, as the first executions of the named statement are). */
      const explain = async (q: string, options: string) => {
        const query = named(q);
        return (await p.query(`explain (${options}) ${query.text}`, query.values)).rows.map(
          (r) => r['QUERY PLAN'],
        );
      };
      if (env.BENCH_EXPLAIN) {
        // One plan per kind of search, to see which branch costs what.
        for (const q of qs.slice(0, 6))
          console.log(`\n--- ${q}\n${(await explain(q, 'analyze, costs off')).join('\n')}`);
      }
      const name = 'gómez';
      const [plan] = (await explain(name, 'analyze, format json'))[0] as {
        'Planning Time': number;
        'Execution Time': number;
      }[];
      console.log(
        `one search ('${name}') plans in ${plan?.['Planning Time'].toFixed(2)} ms and executes in ${plan?.['Execution Time'].toFixed(2)} ms in PostgreSQL`,
      );

      const figures = await compareApiToBare({
        address: api.address,
        requests,
        bare: run,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        seconds: SECONDS,
      });
      printComparison(figures, 100);
    } finally {
      await api.close();
    }
  } finally {
    await pool?.end();
    await database.close();
    if (env.BENCH_KEEP) console.log(`kept ${throwaway.url} (drop it by hand)`);
    else await throwaway.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
