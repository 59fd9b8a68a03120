// `npm run bench:search` (issue 26 item 6): the portal's global search (GET /api/busqueda) over a large
// company — BENCH_MOVEMENTS manifests (default 200,000) on BENCH_VEHICLES vehicles and BENCH_DRIVERS
// drivers with accented names, and BENCH_INVOICES invoices — in a fresh PostgreSQL database (created on
// BENCH_DATABASE_URL's server and dropped after), against the very same statement sent through a bare
// node-postgres pool of the API's size, at the same concurrency. The two sides alternate for BENCH_ROUNDS
// rounds and each figure is the median, so a noisy neighbour on the shared machine skews neither alone:
// what counts is the ratio, measured in the same run. The target: p95 < 100 ms on 100,000
// movements (autocannon reports p99, which is stricter).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { globalSearchQuery } from '../src/modules/search/global-search';
import { MemoryFileStorage } from '../src/storage/memory-file-storage';
import { FIRST_MANIFEST, loadMovements } from './load-movements';
import { type Figures, measureBare, measureRequests } from './measure';
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

const noLimits: RateLimiter = {
  peek: async () => ({ count: 0, resetInMs: 0 }),
  hit: async () => ({ count: 1, resetInMs: 60_000 }),
  release: async () => {},
  reset: async () => {},
  close: async () => {},
};

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
        return names[i % names.length] as string;
      default:
        return `FB${String(n % INVOICES).padStart(6, '0')}`.slice(0, 5 + (i % 3));
    }
  });
}

/** The fleet, the drivers and the invoices a large company has, on top of the lookup bench's movements. */
async function loadCompany(database: Awaited<ReturnType<typeof openPostgres>>, customerId: number) {
  const db = database.db;
  await db.execute(sql`
    insert into vehicles (customer_id, placa)
    select ${customerId}, 'BQ' || lpad(g::text, 4, '0') from generate_series(0, ${VEHICLES - 1}) g`);
  await db.execute(sql`
    insert into drivers (customer_id, documento, nombre)
    select ${customerId}, (70000000 + g)::text,
      (array['María','José','Andrés','Luz Ángela','Iván','Sofía'])[1 + g % 6] || ' ' ||
      (array['Gómez','Rodríguez','Peña','Castaño','Núñez','Martínez','Díaz'])[1 + (g / 6) % 7] || ' ' ||
      (array['Ávila','Ortiz','Muñoz','Suárez','López'])[1 + (g / 42) % 5]
    from generate_series(0, ${DRIVERS - 1}) g`);
  // Spread the manifests over them (the lookup bench puts them all on one vehicle and driver).
  await db.execute(sql`
    with v as (select id, row_number() over (order by id) - 1 as k from vehicles where customer_id = ${customerId} and placa like 'BQ%'),
      d as (select id, row_number() over (order by id) - 1 as k from drivers where customer_id = ${customerId} and documento >= '70000000')
    update movements m set vehicle_id = v.id, driver_id = d.id
    from v, d
    where m.customer_id = ${customerId} and m.manifiesto_numero >= ${String(FIRST_MANIFEST)}
      and v.k = (m.manifiesto_numero::int % ${VEHICLES}) and d.k = (m.manifiesto_numero::int % ${DRIVERS})`);
  await db.execute(sql`
    insert into invoices (customer_id, generator_id, numero, emitida_at, fecha_emision, fecha_vencimiento,
      subtotal, iva, otros_impuestos, retenciones, total, cufe, forma_pago, plazo_dias, synced_at)
    select ${customerId}, gen.id, 'FB' || lpad(g::text, 6, '0'), now() - g * interval '1 hour',
      current_date, current_date + 30, 1000, 190, 0, 0, 1190, lpad(md5(g::text), 96, '0'), 'credito', 30, now()
    from generate_series(0, ${INVOICES - 1}) g
    cross join (select id from generators where customer_id = ${customerId} limit 1) gen`);
  await db.execute(sql`analyze`);
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
    await loadCompany(database, customerId);
    console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({
      config,
      db: database,
      rateLimiter: noLimits,
      storage: new MemoryFileStorage(),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${address}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: COMPANY_USER, password: DEMO_PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
      const qs = searches(300);
      let hits = 0;
      for (const q of qs.slice(0, 12)) {
        const probe = await fetch(`${address}/api/busqueda?q=${encodeURIComponent(q)}`, { headers });
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

      // The API's statement for the same searches, sent as the API sends it (unnamed, with parameters).
      const dialect = new PgDialect();
      const queries = qs.map((q) =>
        dialect.sqlToQuery(globalSearchQuery({ customerId, generatorId: null, invoices: true }, q)),
      );
      pool = new pg.Pool({ connectionString: throwaway.url, max: 10 });
      pool.on('error', ignoreClosingErrors);
      const p = pool;
      const run = (i: number) => {
        const q = queries[i % queries.length] as { sql: string; params: unknown[] };
        return p.query(q.sql, q.params);
      };
      if (env.BENCH_EXPLAIN) {
        // One plan per kind of search, to see which branch costs what.
        for (const q of qs.slice(0, 6)) {
          const lines = await queryRows<{ 'QUERY PLAN': string }>(
            database.db,
            sql`explain (analyze, costs off) ${globalSearchQuery({ customerId, generatorId: null, invoices: true }, q)}`,
          );
          console.log(`\n--- ${q}\n${lines.map((l) => l['QUERY PLAN']).join('\n')}`);
        }
      }
      const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
        database.db,
        sql`explain (analyze, format json) ${globalSearchQuery({ customerId, generatorId: null, invoices: true }, 'gómez')}`,
      );
      const planMs = (plan?.['QUERY PLAN'] as { 'Execution Time': number }[] | undefined)?.[0]?.[
        'Execution Time'
      ];
      console.log(`one search ('gómez') executes in ${planMs?.toFixed(2)} ms in PostgreSQL`);

      await measureRequests(address, requests, CONNECTIONS, 2); // warm-up
      await measureBare(run, CONNECTIONS, 2);
      const api: Figures[] = [];
      const bare: Figures[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        api.push(await measureRequests(address, requests, CONNECTIONS, SECONDS));
        bare.push(await measureBare(run, CONNECTIONS, SECONDS));
        const a = api[round] as Figures;
        const b = bare[round] as Figures;
        console.log(
          `round ${round + 1}: API ${a.requestsPerSecond.toFixed(0)} req/s p99 ${a.p99.toFixed(1)} ms | bare ${b.requestsPerSecond.toFixed(0)} req/s p99 ${b.p99.toFixed(1)} ms`,
        );
      }
      report(median(api), median(bare));
    } finally {
      // Sockets autocannon left open (timed-out requests on a loaded machine) would hold close() open.
      app.server.closeAllConnections();
      await app.close();
    }
  } finally {
    await pool?.end();
    await database.close();
    if (env.BENCH_KEEP) console.log(`kept ${throwaway.url} (drop it by hand)`);
    else await throwaway.drop();
  }
}

function median(rounds: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    requestsPerSecond: mid((f) => f.requestsPerSecond),
    p50: mid((f) => f.p50),
    p99: mid((f) => f.p99),
    failures: rounds.reduce((sum, f) => sum + f.failures, 0),
    loopMicros: mid((f) => f.loopMicros),
    machineBusy: mid((f) => f.machineBusy),
  };
}

function report(api: Figures, bare: Figures) {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(10)} ${f.requestsPerSecond.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)} ${String(f.failures).padStart(5)} ${f.loopMicros.toFixed(0).padStart(7)} ${(100 * f.machineBusy).toFixed(0).padStart(5)}`;
  console.log(
    `\n${'side'.padEnd(10)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'fail'.padStart(5)} ${'loopµs'.padStart(7)} ${'cpu%'.padStart(5)}`,
  );
  console.log(row('API', api));
  console.log(row('bare SQL', bare));
  console.log(
    `API/bare: ${((100 * api.requestsPerSecond) / bare.requestsPerSecond).toFixed(0)} % of the requests/s, ` +
      `p99 ${(api.p99 / bare.p99).toFixed(2)}×; target p95 < 100 ms: API p99 ${api.p99.toFixed(1)} ms ${api.p99 < 100 ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
