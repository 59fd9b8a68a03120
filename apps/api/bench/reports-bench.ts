// `npm run bench:reports`: the report downloads end to end against the libraries alone (issue 12 §6).
// In a fresh PostgreSQL database (created on BENCH_DATABASE_URL's server and dropped after) it loads
// BENCH_CONSIGNMENTS consignments (default 100,000) dispatched inside one 30-day range and BENCH_INSPECTIONS
// inspections (default 1,000), then times:
//  - the API, a real server process (the production build, apps/api/dist/server.js, which the npm script
//    builds first; NODE_ENV=production, on the same database): 'Movimientos
//    Sincronizados' as xlsx and csv, and the range's pre-operational PDF, over HTTP, the body read to its
//    end; the server's resident memory (/proc/<pid>/status VmRSS) sampled every 20 ms meanwhile;
//  - the libraries: the same rows from the same query (same cursor) written by exceljs' streaming writer /
//    csv-stringify as they come, and bare pdfkit drawing the same inspections' pages, into a sink.
// Each side runs BENCH_ROUNDS times (default 2), alternating; the best of each is kept (the machine is
// shared, and a neighbour only ever makes a run slower).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { rateLabel, SYNCED_EXPORT_COLUMNS, type TLoginResponse } from '@trazo/shared';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts';
import {
  type ExportRow,
  syncedExportPage,
  syncedExportRange,
} from '../src/modules/reports/export-synced-movements';
import { type PreopInspection, preopInspections } from '../src/modules/reports/find-preop-inspections';
import { bogotaDay, bogotaRange } from '../src/modules/reports/report-dates';
import { reportRows } from '../src/modules/reports/report-rows';
import { LocalFileStorage } from '../src/storage/local-file-storage';
import { startApiProcess } from '../src/test/api-process';
import { loadReportRows } from './load-report-rows';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

const env = process.env;
const CONSIGNMENTS = Number(env.BENCH_CONSIGNMENTS ?? 100_000);
const INSPECTIONS = Number(env.BENCH_INSPECTIONS ?? 1_000);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { spreadsheet: 0.85, pdf: 0.75, rssMb: 250 };

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A sink that counts bytes, as a client saving the file would consume them. */
function byteSink() {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

/** A process's resident memory in MB, from /proc (Linux). */
async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

interface Timing {
  seconds: number;
  bytes: number;
  /** The server's peak resident memory during the run (API runs only). */
  peakMb: number;
}

async function timed(run: () => Promise<number>, serverPid?: number): Promise<Timing> {
  let peak = 0;
  let sampling = Promise.resolve();
  const sample = () => {
    if (serverPid === undefined) return;
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await rssMb(serverPid));
    });
  };
  const timer = setInterval(sample, 20);
  const t0 = performance.now();
  try {
    const bytes = await run();
    const seconds = (performance.now() - t0) / 1000;
    sample();
    await sampling;
    return { seconds, bytes, peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}

/** Bare pdfkit: the same content per inspection (header, fields, rated items, signature), no layout care. */
async function barePdf(inspections: AsyncIterable<PreopInspection>, signature: Buffer, out: Writable) {
  const doc = new PDFDocument({ size: 'A4', margin: 40, autoFirstPage: false });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const done = pipeline(doc, out);
  for await (const i of inspections) {
    doc.addPage();
    doc.font('bold').fontSize(15).text('Transportes Demo S.A.S.');
    doc.font('body').fontSize(11).text(`Informe de inspección preoperacional — ${i.checklist_title}`);
    doc.fontSize(10).text(`Fecha y hora: ${String(i.inspected_at)}`);
    doc.text(`Conductor: ${i.conductor_nombre} — Documento ${i.conductor_documento}`);
    doc.text(
      `Vehículo: ${i.vehiculo_placa} · ${i.vehiculo_marca} · ${i.vehiculo_modelo} · ${i.vehiculo_serie}`,
    );
    for (const category of i.categories) {
      doc.font('bold').fontSize(11).text(category.name);
      if (category.comment) doc.font('body').fontSize(9).text(category.comment);
      for (const item of category.items) {
        doc
          .font('body')
          .fontSize(10)
          .text(`${item.title}    ${rateLabel(item.rate)}`);
        if (item.observation) doc.fontSize(9).text(`Observación: ${item.observation}`);
      }
    }
    doc.fontSize(10).text(`Observación general: ${i.observation}`);
    doc.text(`Cláusula: ${i.clause}`);
    doc.image(signature, { fit: [180, 60] });
    doc.text(`Página ${i.id}`);
  }
  doc.end();
  await done;
}

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

    const server = await startApiProcess(
      'reports-bench',
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        DATABASE_URL: throwaway.url,
        APP_SECRET: 'b'.repeat(64),
        MAIL_WORKER: 'off',
        LOG_LEVEL: 'warn',
        ...(env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: env.BENCH_NODE_OPTIONS } : {}),
      },
      { built: true },
    );
    const address = server.url;
    console.log(`API process ${server.pid} answering, RSS ${(await rssMb(server.pid)).toFixed(0)} MB`);
    try {
      const login = await fetch(`${address}/api/login`, {
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
      const viaApi = (path: string, body: object) => async () => {
        const res = await fetch(`${address}/api/${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if (res.status !== 200 || !res.body)
          throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        const encoding = res.headers.get('content-encoding');
        if (encoding) console.log(`  (${path} answered ${encoding}-compressed)`);
        const { sink, bytes } = byteSink();
        await pipeline(res.body, sink);
        return bytes();
      };

      const { from, to } = bogotaRange(fecha, fechaFin, 422);
      const page = syncedExportPage(syncedExportRange(customerId, from, to));
      const rawXlsx = async () => {
        const { sink, bytes } = byteSink();
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          stream: sink,
          useStyles: false,
          useSharedStrings: false,
        });
        const sheet = workbook.addWorksheet('Movimientos');
        sheet.addRow([...SYNCED_EXPORT_COLUMNS]).commit();
        for await (const row of reportRows<ExportRow>(database.db, page))
          sheet.addRow(Object.values(row)).commit();
        sheet.commit();
        await workbook.commit();
        return bytes();
      };
      const rawCsv = async () => {
        const { sink, bytes } = byteSink();
        const csv = stringify();
        const done = pipeline(csv, sink);
        csv.write([...SYNCED_EXPORT_COLUMNS]);
        for await (const row of reportRows<ExportRow>(database.db, page)) {
          if (!csv.write(Object.values(row))) await new Promise((resolve) => csv.once('drain', resolve));
        }
        csv.end();
        await done;
        return bytes();
      };
      const signature = (await storage.get('bench/firma.png')) ?? null;
      if (!signature) throw new Error('signature missing');
      const signatureBytes = Buffer.concat(await signature.toArray());
      const rawPdf = async () => {
        const { sink, bytes } = byteSink();
        const filter = sql`i.inspected_at >= ${from.toISOString()} and i.inspected_at < ${to.toISOString()}`;
        await barePdf(preopInspections(database.db, customerId, filter), signatureBytes, sink);
        return bytes();
      };

      const range = { fecha, fecha_fin: fechaFin };
      const cases = [
        {
          name: 'xlsx',
          units: consignments,
          api: viaApi('export_movimientos_sincronizados', { ...range, formato: 'xlsx' }),
          raw: rawXlsx,
          target: TARGETS.spreadsheet,
        },
        {
          name: 'csv',
          units: consignments,
          api: viaApi('export_movimientos_sincronizados', { ...range, formato: 'csv' }),
          raw: rawCsv,
          target: TARGETS.spreadsheet,
        },
        {
          name: 'pdf',
          units: INSPECTIONS,
          api: viaApi('buscar_datos_vehiculo', { tipo_filtro: 1, ...range, formato: 'pdf' }),
          raw: rawPdf,
          target: TARGETS.pdf,
        },
      ];
      const results: { name: string; units: number; api: Timing; raw: Timing; target: number }[] = [];
      for (const c of cases) {
        const api: Timing[] = [];
        const raw: Timing[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          api.push(await timed(c.api, server.pid));
          raw.push(await timed(c.raw));
          const last = (list: Timing[]) => list.at(-1) as Timing;
          console.log(
            `  ${c.name} round ${round + 1}: API ${last(api).seconds.toFixed(2)} s (${(last(api).bytes / 1_048_576).toFixed(1)} MB, peak RSS ${last(api).peakMb.toFixed(0)} MB), library ${last(raw).seconds.toFixed(2)} s (${(last(raw).bytes / 1_048_576).toFixed(1)} MB)`,
          );
        }
        const best = (list: Timing[]) => list.reduce((a, b) => (b.seconds < a.seconds ? b : a));
        results.push({ name: c.name, units: c.units, api: best(api), raw: best(raw), target: c.target });
      }

      console.log(
        `\n${'file'.padEnd(5)} | ${'rows'.padStart(7)} | ${'API rows/s'.padStart(10)} | ${'library rows/s'.padStart(14)} | ratio  | target | peak RSS (API)`,
      );
      let allMet = true;
      for (const r of results) {
        const apiRate = r.units / r.api.seconds;
        const rawRate = r.units / r.raw.seconds;
        const ratio = apiRate / rawRate;
        const met = ratio >= r.target;
        const rssMet = r.name === 'pdf' || r.api.peakMb < TARGETS.rssMb;
        allMet &&= met && rssMet;
        console.log(
          `${r.name.padEnd(5)} | ${String(r.units).padStart(7)} | ${apiRate.toFixed(0).padStart(10)} | ${rawRate.toFixed(0).padStart(14)} | ${(100 * ratio).toFixed(0).padStart(4)} % | ≥ ${(100 * r.target).toFixed(0)} % ${met ? 'met' : 'NOT met'} | ${r.api.peakMb.toFixed(0)} MB${r.name === 'pdf' ? '' : ` (< ${TARGETS.rssMb} MB ${rssMet ? 'met' : 'NOT met'})`}`,
        );
      }
      console.log('rows: consignments for xlsx/csv, inspections (one or more pages each) for the PDF.');
      console.log(
        `API process peak RSS over its whole life (VmHWM): ${(await rssMb(server.pid, 'VmHWM')).toFixed(0)} MB`,
      );
      console.log(`All targets ${allMet ? 'met' : 'NOT met'}.`);
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
