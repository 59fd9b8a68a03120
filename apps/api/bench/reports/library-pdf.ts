import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { rateLabel } from '@trazo/shared';
import PDFDocument from 'pdfkit';
import type { PreopInspection } from '../../src/modules/reports/find-preop-inspections';
import { bogotaDateTime } from '../../src/modules/reports/report-dates';
import { byteSink } from './measure-run';

// Bare pdfkit on the same inspections (same query and cursor as the API), the signature's bytes at hand:
//  - `sameLayoutPdf` draws the pages the API draws, run for run (header with the company's logo opened
//    once, label/value fields, each item's title and its rate right-aligned, comments and observations in
//    grey, signature, "Página N" footer),
//    without the API's own work (reading images from storage, keeping text styles across page breaks,
//    room checks, waiting for the client): the target's baseline, "bare pdfkit drawing the same pages";
//  - `minimalPdf` writes the same content with one text run per line and no footer (the baseline up to
//    2026-11-25), printed for reference: the API's layout costs pdfkit ~1.5 times the work of that page.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const COMPANY = 'Transportes Demo S.A.S.';

/** The images a page is drawn with: the signature's bytes, and the logo opened once per document. */
interface Images {
  signature: Buffer;
  logo: PDFKit.Mixins.OpenedImage | null;
}

type Draw = (doc: PDFKit.PDFDocument, i: PreopInspection, images: Images) => void;

async function writePdf(
  inspections: AsyncIterable<PreopInspection>,
  out: Writable,
  signature: Buffer,
  logo: Buffer | null,
  draw: Draw,
  withFooter: boolean,
) {
  const doc = new PDFDocument({ size: 'A4', margin: 40, autoFirstPage: false });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  let pages = 0;
  if (withFooter) doc.on('pageAdded', () => footer(doc, ++pages));
  const images = { signature, logo: logo && doc.openImage(logo) };
  const done = pipeline(doc, out);
  for await (const i of inspections) draw(doc, i, images);
  doc.end();
  await done;
}

function footer(doc: PDFKit.PDFDocument, page: number) {
  const { x, y } = doc;
  doc.page.margins.bottom = 0;
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#666666')
    .text(`Página ${page}`, 40, doc.page.height - 28, {
      width: doc.page.width - 80,
      align: 'right',
      lineBreak: false,
    });
  doc.page.margins.bottom = 40;
  doc.x = x;
  doc.y = y;
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('bold').fontSize(10).fillColor('#000000').text(`${label}: `, { continued: true });
  doc.font('body').text(value || '—');
}

const drawSameLayout: Draw = (doc, i, { signature, logo }) => {
  doc.addPage();
  const width = doc.page.width - 80;
  const headerWidth = logo ? width - 122 : width;
  if (logo) {
    doc.image(logo, 40 + width - 110, 40, { fit: [110, 44], align: 'right' });
    doc.x = 40;
    doc.y = 40;
  }
  doc.font('bold').fontSize(15).fillColor('#000000').text(COMPANY, { width: headerWidth });
  doc
    .font('body')
    .fontSize(11)
    .text(`Informe de inspección preoperacional — ${i.checklist_title}`, { width: headerWidth });
  if (logo) doc.y = Math.max(doc.y, 40 + 44);
  doc.moveDown(0.6);
  field(doc, 'Fecha y hora', bogotaDateTime(i.inspected_at));
  field(doc, 'Movimiento', i.manifiesto_numero ?? '');
  field(doc, 'Conductor', `${i.conductor_nombre} — Documento ${i.conductor_documento}`);
  field(
    doc,
    'Vehículo',
    `Placa ${i.vehiculo_placa} · Marca ${i.vehiculo_marca} · Modelo ${i.vehiculo_modelo} · Serie ${i.vehiculo_serie}`,
  );
  for (const category of i.categories) {
    doc.moveDown(0.6);
    doc.font('bold').fontSize(11).fillColor('#1c3d5a').text(category.name);
    if (category.comment) doc.font('body').fontSize(9).fillColor('#444444').text(category.comment);
    for (const item of category.items) {
      const y = doc.y;
      const title = `${item.title}${item.critical ? ' (crítico)' : ''}`;
      doc
        .font('body')
        .fontSize(10)
        .fillColor('#000000')
        .text(title, { width: width - 110 });
      const after = doc.y;
      doc.font('bold').text(rateLabel(item.rate), 40 + width - 100, y, { width: 100, align: 'right' });
      doc.x = 40;
      doc.y = Math.max(after, doc.y);
      if (item.observation) {
        doc.font('body').fontSize(9).fillColor('#444444').text(`Observación: ${item.observation}`);
      }
    }
  }
  doc.moveDown(0.8);
  field(doc, 'Observación general', i.observation);
  doc.moveDown(0.3);
  field(doc, 'Cláusula', i.clause);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(10).text('Firma del conductor:');
  doc.image(signature, { fit: [180, 60] });
  doc.y += 64;
};

const drawMinimal: Draw = (doc, i, { signature }) => {
  doc.addPage();
  doc.font('bold').fontSize(15).text(COMPANY);
  doc.font('body').fontSize(11).text(`Informe de inspección preoperacional — ${i.checklist_title}`);
  doc.fontSize(10).text(`Fecha y hora: ${bogotaDateTime(i.inspected_at)}`);
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
};

/** The API's pages drawn by bare pdfkit; answers the bytes written. */
export async function sameLayoutPdf(
  inspections: AsyncIterable<PreopInspection>,
  signature: Buffer,
  logo: Buffer | null,
) {
  const { sink, bytes } = byteSink();
  await writePdf(inspections, sink, signature, logo, drawSameLayout, true);
  return bytes();
}

/** One text run per line, no footer (for reference); answers the bytes written. */
export async function minimalPdf(inspections: AsyncIterable<PreopInspection>, signature: Buffer) {
  const { sink, bytes } = byteSink();
  await writePdf(inspections, sink, signature, null, drawMinimal, false);
  return bytes();
}
