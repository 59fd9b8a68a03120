// `npm run bench:cartera`: receivables at scale (issue 25 "Speed"), against bare SQL in the same run.
// In a fresh PostgreSQL database (made on BENCH_DATABASE_URL's server, dropped after) the demo data plus
// BENCH_INVOICES invoices (default 200,000) of BENCH_GENERATORS generators (default 1,000) and two payments
// per invoice (cartera/load-invoices.ts); then the production build in its own process (the npm script
// builds it first; the production start's heap flags) answers, as transporte@trazo.demo:
//  - the aging of the largest generator, BENCH_USERS (default 20) users at once, 10 requests each;
//  - the company's all-generators aging and the Cartera page's invoice list (count + first page), one user;
//  - the csv export of ~100,000 invoices (issued in the last 200 days), downloaded by curl, with the API
//    process's peak RSS (VmHWM, reset before the round).
// The bare side runs the very statements (agingStatement, invoicePageStatements, the export's keyset
// query with csv-stringify) on a pool of the API's size, with nothing of ours in between. Each side first
// runs one untimed round at the case's concurrency (warm-up), then the export BENCH_ROUNDS times (default
// 2), the fastest kept. The API's users have a session each (the login's, issued again).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_AGING_EDGES, type TLoginResponse } from '@trazo/shared';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { accessTokens } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts';
import { createAccessToken } from '../src/modules/auth/create-access-token';
import { hashToken } from '../src/modules/auth/tokens';
import { scopeEdgesSql } from '../src/modules/cartera/aging-settings';
import type { CarteraScope } from '../src/modules/cartera/cartera-scope';
import { agingStatement } from '../src/modules/cartera/find-aging';
import {
  filtersSql,
  type InvoiceFilters,
  invoiceColumns,
  invoicePageStatements,
} from '../src/modules/cartera/find-invoices';
import { invoicesAsOf } from '../src/modules/cartera/open-balances';
import { reportBatches } from '../src/modules/reports/report-rows';
import { LocalFileStorage } from '../src/storage/local-file-storage';
import { apiGet, type Latency, measureLatency } from './cartera/latency';
import { loadInvoices } from './cartera/load-invoices';
import { startReportsApi } from './reports/api-downloads';
import { byteSink, measureRun, rssMb, type Timing } from './reports/measure-run';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

const env = process.env;
const INVOICES = Number(env.BENCH_INVOICES ?? 200_000);
const GENERATORS = Number(env.BENCH_GENERATORS ?? 1_000);
const USERS = Number(env.BENCH_USERS ?? 20);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { agingOneP95: 150, agingAllP95: 400, exportShare: 0.85, exportPeakMb: 250 };
const PER_PAGE = 15; // the Cartera page's (INVOICES_PER_PAGE)

const bogotaDay = (daysAgo = 0) =>
  new Date(Date.now() - 5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** GET by curl (a native client, as a browser saving the file): answers the bytes received. */
function curlGet(url: string, token: string) {
  return () =>
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
        else reject(new Error(`${url} answered ${status ?? '?'} (curl exit ${code})`));
      });
      curl.stdin.end(
        [
          `url = "${url}"`,
          'header = "x-requested-with: XMLHttpRequest"',
          `header = "cookie: Authorization=${token}"`,
          'output = "/dev/null"',
          'silent',
          'write-out = "%{http_code} %{size_download}"',
        ].join('\n'),
      );
    });
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const line = (name: string, api: Latency, bare: Latency, target?: number) =>
  `${name.padEnd(34)} API p50 ${ms(api.p50).padStart(8)} p95 ${ms(api.p95).padStart(8)} | bare p50 ${ms(bare.p50).padStart(8)} p95 ${ms(bare.p95).padStart(8)} | ×${(api.p95 / Math.max(1, bare.p95)).toFixed(2)} p95${target ? ` | target p95 < ${target} ms: ${api.p95 < target ? 'met' : 'NOT met'}` : ''}${api.failures + bare.failures ? ` | FAILURES ${api.failures}/${bare.failures}` : ''}`;

async function main() {
  console.log(
    `Cartera benchmark: ${INVOICES.toLocaleString('es-CO')} invoices, ${GENERATORS.toLocaleString('es-CO')} generators, ${USERS} users, PostgreSQL`,
  );
  const throwaway = await createThrowawayDatabase(ADMIN_URL);
  const database = await openPostgres(throwaway.url, { onPoolError: ignoreClosingErrors });
  const dataDir = await mkdtemp(join(tmpdir(), 'trazo-bench-cartera-'));
  try {
    await prepareDatabase(database, {
      seedDemoWhenEmpty: true,
      demoMovements: false,
      storage: new LocalFileStorage(join(dataDir, 'files')),
    });
    const t0 = performance.now();
    const load = await loadInvoices(database.db, { invoices: INVOICES, generators: GENERATORS });
    console.log(
      `loaded ${load.invoices.toLocaleString('es-CO')} invoices and ${load.payments.toLocaleString('es-CO')} payments in ${((performance.now() - t0) / 1000).toFixed(1)} s; the largest generator has ${load.largestGeneratorInvoices.toLocaleString('es-CO')}`,
    );
    const corte = bogotaDay();
    const edges = DEFAULT_AGING_EDGES;
    const company: CarteraScope = { pairs: [{ customerId: load.customerId, generatorId: null }] };
    const largest: CarteraScope = {
      pairs: [{ customerId: load.customerId, generatorId: load.largestGeneratorId }],
    };
    const listFilters: InvoiceFilters = { corte, edges, con_saldo: '1' };
    const exportFilters: InvoiceFilters = { corte, edges, desde: bogotaDay(199) };
    const [exported] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n ${invoicesAsOf(corte, company, filtersSql(exportFilters))}`,
    );
    const exportRows = exported?.n ?? 0;

    const server = await startReportsApi(throwaway.url, dataDir, env.BENCH_NODE_OPTIONS);
    try {
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'transporte@trazo.demo', password: DEMO_PASSWORD }),
      });
      const { access_token: token } = (await login.json()) as TLoginResponse;
      const get = apiGet(server.url, token);
      // Each user its own session, as 20 people signed in would be (a session read kept by the API
      // serves its own user only): the login's grant, issued 19 times more.
      const [grant] = await database.db
        .select({ userId: accessTokens.userId, userRoleId: accessTokens.userRoleId })
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, hashToken(token)));
      if (!grant) throw new Error('the login left no session');
      const userGets = [get];
      for (let u = 1; u < USERS; u++) {
        const issued = await createAccessToken(database.db, {
          ...grant,
          remember: false,
          now: new Date(),
          ip: null,
          userAgent: 'cartera-bench',
        });
        userGets.push(apiGet(server.url, issued.token));
      }
      const getAs = (user: number) => userGets[user % userGets.length] ?? get;
      const idleMb = await rssMb(server.pid);
      console.log(`API process ${server.pid} answering, ${idleMb.toFixed(0)} MB resident`);

      const cases = [
        {
          name: `aging, largest generator, ${USERS} users`,
          users: USERS,
          api: (_: number, user: number) =>
            getAs(user)(`/api/cartera/edades?generador=${load.largestGeneratorId}`),
          bare: () => queryRows(database.db, agingStatement(largest, corte, scopeEdgesSql(largest))),
          target: TARGETS.agingOneP95,
        },
        {
          name: 'aging, all generators, 1 user',
          users: 1,
          api: () => get('/api/cartera/edades'),
          bare: () => queryRows(database.db, agingStatement(company, corte, scopeEdgesSql(company))),
          target: TARGETS.agingAllP95,
        },
        {
          name: 'invoice list page 1, 1 user',
          users: 1,
          api: () => get(`/api/cartera/facturas?con_saldo=1&page=1&per_page=${PER_PAGE}`),
          bare: async () => {
            const s = invoicePageStatements(company, listFilters, 1, PER_PAGE);
            await queryRows(database.db, s.count);
            return queryRows(database.db, s.page);
          },
          target: undefined,
        },
      ];
      const lines: string[] = [];
      for (const c of cases) {
        // Warm-up at the case's concurrency, untimed: both pools, the API's and the bare one, open their
        // connections (and the client its sockets) here, not in the first timed requests.
        await measureLatency(c.api, c.users, 1);
        await measureLatency(c.bare, c.users, 1);
        const api = await measureLatency(c.api, c.users, 10);
        const bare = await measureLatency(c.bare, c.users, 10);
        lines.push(line(c.name, api, bare, c.target));
        console.log(lines.at(-1));
      }

      // The export: the API streamed over HTTP vs the same keyset query and csv-stringify, no HTTP.
      const exportUrl = `${server.url}/api/cartera/facturas/exportar?formato=csv&desde=${exportFilters.desde}`;
      const apiExport = curlGet(exportUrl, token);
      const bareExport = async () => {
        const { sink, bytes } = byteSink();
        const where = filtersSql(exportFilters);
        const write = async (text: string) => {
          if (!sink.write(text)) await once(sink, 'drain');
        };
        let isFirst = true;
        for await (const rows of reportBatches<{ id: number } & Record<string, unknown>>(
          database.db,
          (afterId, limit) => sql`select ${invoiceColumns(exportFilters)}
            ${invoicesAsOf(corte, company, sql`${where} and i.id > ${afterId}`)}
            order by i.id limit ${limit}`,
        )) {
          if (isFirst) await write(stringify([Object.keys(rows[0] ?? {})], { bom: true }));
          isFirst = false;
          await write(stringify(rows.map(Object.values)));
        }
        sink.end();
        await once(sink, 'finish');
        return bytes();
      };
      await apiExport();
      await bareExport();
      const apiRuns: Timing[] = [];
      const bareRuns: Timing[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        apiRuns.push(await measureRun(apiExport, server.pid));
        bareRuns.push(await measureRun(bareExport));
        const a = apiRuns.at(-1) as Timing;
        const b = bareRuns.at(-1) as Timing;
        console.log(
          `export round ${round + 1}: API ${a.seconds.toFixed(2)} s (${(a.bytes / 2 ** 20).toFixed(1)} MB, peak ${a.peakMb.toFixed(0)} MB ${a.peakBy}), bare ${b.seconds.toFixed(2)} s`,
        );
      }
      const fastest = (runs: Timing[]) => Math.min(...runs.map((r) => r.seconds));
      const apiRate = exportRows / fastest(apiRuns);
      const bareRate = exportRows / fastest(bareRuns);
      const peak = Math.max(...apiRuns.map((r) => r.peakMb));
      const share = apiRate / bareRate;
      lines.push(
        `${`csv export, ${exportRows.toLocaleString('es-CO')} invoices`.padEnd(34)} API ${Math.round(apiRate).toLocaleString('es-CO')} rows/s | bare ${Math.round(bareRate).toLocaleString('es-CO')} rows/s | ${(share * 100).toFixed(0)} % (target ≥ ${TARGETS.exportShare * 100} %: ${share >= TARGETS.exportShare ? 'met' : 'NOT met'}) | peak RSS ${peak.toFixed(0)} MB (target < ${TARGETS.exportPeakMb}: ${peak < TARGETS.exportPeakMb ? 'met' : 'NOT met'})`,
      );
      console.log('\nResults');
      for (const l of lines) console.log(l);
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    await throwaway.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
