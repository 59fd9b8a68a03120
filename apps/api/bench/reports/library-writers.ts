import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { rateLabel, SYNCED_EXPORT_COLUMNS } from '@trazo/shared';
import { stringify } from 'csv-stringify/sync';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { Db } from '../../src/db/database';
import type { ExportRow } from '../../src/modules/reports/export-synced-movements';
import type { PreopInspection } from '../../src/modules/reports/find-preop-inspections';
import { reportBatches } from '../../src/modules/reports/report-rows';
import { byteSink } from './measure-run';

// The library side: the rows of the very query (and cursor batches) the API reads, written by the
// library the API uses, called the way the API calls it, with nothing of ours in between: no cell
// conversion, no formula neutralising, no HTTP. Each answers the bytes written.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

type Page = (afterId: number, limit: number | null) => SQL;

/** exceljs' streaming writer, one `addRow().commit()` per row. */
export async function libraryXlsx(db: Db, page: Page): Promise<number> {
  const { sink, bytes } = byteSink();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Movimientos');
  sheet.addRow([...SYNCED_EXPORT_COLUMNS]).commit();
  for await (const rows of reportBatches<ExportRow>(db, page)) {
    for (const row of rows) sheet.addRow(Object.values(row)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return bytes();
}

/** csv-stringify's synchronous call on each batch, as the API does. */
export async function libraryCsv(db: Db, page: Page): Promise<number> {
  const { sink, bytes } = byteSink();
  const write = async (text: string) => {
    if (!sink.write(text)) await once(sink, 'drain');
  };
  await write(stringify([[...SYNCED_EXPORT_COLUMNS]], { bom: true }));
  for await (const rows of reportBatches<ExportRow>(db, page))
    await write(stringify(rows.map(Object.values)));
  sink.end();
  await once(sink, 'finish');
  return bytes();
}

/** Bare pdfkit: the same content per inspection (header, fields, rated items, signature), no layout care. */
export async function libraryPdf(inspections: AsyncIterable<PreopInspection>, signature: Buffer) {
  const { sink, bytes } = byteSink();
  await barePdf(inspections, signature, sink);
  return bytes();
}

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
