// `npm run bench:reports`: the report downloads end to end against the libraries alone (issue 12 §6).
// In a fresh PostgreSQL database (created on BENCH_DATABASE_URL's server and dropped after) it loads
// BENCH_CONSIGNMENTS consignments (default 100,000) dispatched inside one 30-day range and BENCH_INSPECTIONS
// inspections (default 1,000), then times:
//  - the API (reports/api-downloads.ts): the production build in its own process (the npm script builds
//    it first) with the production start's heap limit (BENCH_NODE_OPTIONS replaces it), 'Movimientos
//    Sincronizados' as xlsx and csv and the range's pre-operational PDF, downloaded over HTTP by curl;
//    the process's peak resident memory during each round (VmHWM, reset before the round);
//  - the libraries: the same rows from the same query and cursor written by exceljs' streaming writer /
//    csv-stringify (reports/library-writers.ts), and bare pdfkit drawing the API's pages (the company's
//    logo included) for the same inspections (reports/library-pdf.ts; a minimal page, one text run per
//    line, is timed for reference).
// Each side first runs each file once untimed (JIT warm-up: a server that has been answering is warm; the
// API's first PDF took ~1.3× its later ones), then BENCH_ROUNDS times (default 2), alternating; each side's
// fastest round is kept (the machine is shared, and a neighbour only ever makes a run slower), and the
// API's highest peak.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { syncedExportPage, syncedExportRange } from '../src/modules/reports/export-synced-movements';
import { preopInspections } from '../src/modules/reports/find-preop-inspections';
import { bogotaDay, bogotaRange } from '../src/modules/reports/report-dates';
import { LocalFileStorage } from '../src/storage/local-file-storage';
import { apiDownloads, startReportsApi } from './reports/api-downloads';
import { minimalPdf, sameLayoutPdf } from './reports/library-pdf';
import { libraryCsv, libraryXlsx } from './reports/library-writers';
import { loadReportRows } from './reports/load-report-rows';
import { measureRun, rssMb } from './reports/measure-run';
import { type CaseResult, printResults, printRound, TARGETS } from './reports/print-results';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

const env = process.env;
const CONSIGNMENTS = Number(env.BENCH_CONSIGNMENTS ?? 100_000);
const INSPECTIONS = Number(env.BENCH_INSPECTIONS ?? 1_000);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const now = new Date();
  const fecha = bogotaDay(now, 29);
  const fechaFin = bogotaDay(now);
  console.log(
    `Reports benchmark: ${CONSIGNMENTS.toLocaleString('es-CO')} consignments, ${INSPECTIONS.toLocaleString('es-CO')} inspections, ${ROUNDS} rounds per side, PostgreSQL`,
  );
  const throwaway = await createThrowawayDatabase(ADMIN_URL);
  const database = await openPostgres(throwaway.url, { onPoolError: ignoreClosingErrors });
  const dataDir = await mkdtemp(join(tmpdir(), 'trazo-bench-reports-'));
  // The server's own storage driver (the folder DATA_DIR/files), filled here with the signatures.
  const storage = new LocalFileStorage(join(dataDir, 'files'));
  try {
    await prepareDatabase(database, { seedDemoWhenEmpty: true, demoMovements: false, storage });
    const t0 = performance.now();
    const { customerId, consignments } = await loadReportRows(database.db, storage, {
      consignments: CONSIGNMENTS,
      inspections: INSPECTIONS,
      now,
    });
    console.log(
      `loaded ${consignments} consignments and ${INSPECTIONS} inspections in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const signatureBytes = await storage.read('bench/firma.png');
    if (!signatureBytes) throw new Error('signature missing');
    // The demo company's logo, which the API draws at the top of each inspection.
    const [company] = await queryRows<{ key: string }>(
      database.db,
      sql`select f.storage_key as key from customers c join stored_files f on f.id = c.logo_file_id
        where c.id = ${customerId}`,
    );
    const logo = company ? await storage.read(company.key) : null;
    if (!logo) throw new Error('the demo company has no stored logo');

    const server = await startReportsApi(throwaway.url, dataDir, env.BENCH_NODE_OPTIONS);
    try {
      const download = await apiDownloads(server);
      const idleMb = await rssMb(server.pid);
      console.log(`API process ${server.pid} answering, ${idleMb.toFixed(0)} MB resident`);

      const { from, to } = bogotaRange(fecha, fechaFin, 422);
      const page = syncedExportPage(syncedExportRange(customerId, from, to));
      const inspectedInRange = sql`i.inspected_at >= ${from.toISOString()} and i.inspected_at < ${to.toISOString()}`;
      const range = { fecha, fecha_fin: fechaFin };
      const exportAs = (formato: string) =>
        download('export_movimientos_sincronizados', { ...range, formato });
      const cases = [
        { name: 'xlsx', units: consignments, target: TARGETS.spreadsheet },
        { name: 'csv', units: consignments, target: TARGETS.spreadsheet },
        { name: 'pdf', units: INSPECTIONS, target: TARGETS.pdf },
      ] as const;
      const library = {
        xlsx: () => libraryXlsx(database.db, page),
        csv: () => libraryCsv(database.db, page),
        pdf: () =>
          sameLayoutPdf(preopInspections(database.db, customerId, inspectedInRange), signatureBytes, logo),
      };
      const minimal = () =>
        minimalPdf(preopInspections(database.db, customerId, inspectedInRange), signatureBytes);
      const api = {
        xlsx: exportAs('xlsx'),
        csv: exportAs('csv'),
        pdf: download('buscar_datos_vehiculo', { tipo_filtro: 1, ...range, formato: 'pdf' }),
      };

      const results: CaseResult[] = [];
      for (const c of cases) {
        const result: CaseResult = { name: c.name, units: c.units, target: c.target, api: [], library: [] };
        if (c.name === 'pdf') result.reference = [];
        await api[c.name]();
        await library[c.name]();
        if (result.reference) await minimal();
        for (let round = 0; round < ROUNDS; round++) {
          result.api.push(await measureRun(api[c.name], server.pid));
          result.library.push(await measureRun(library[c.name]));
          if (result.reference) result.reference.push(await measureRun(minimal));
          printRound(result, round);
        }
        results.push(result);
      }
      printResults(results, idleMb);
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
