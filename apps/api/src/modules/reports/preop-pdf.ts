import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { MSG, rateLabel } from '@trazo/shared';
import PDFDocument from 'pdfkit';
import type { PreopInspection } from './find-preop-inspections';
import { joinChunks } from './join-chunks';
import { inspectionHeading } from './preop-heading';
import { type InspectionImages, type LoadImage, withImages } from './preop-images';
import { bogotaDateTime } from './report-dates';
import { drained } from './stream-room';

// The pre-operational report an auditor reads (issue 12 §2): each inspection on its own page(s), with
// the company, date, trip, driver, vehicle, rated items in words, observation, clause, signature and photo
// thumbnails; numbered pages. DejaVu Sans is embedded so tildes and ñ render in any viewer.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

interface PdfOptions {
  companyName: string;
  /** The company's stored logo (PNG or JPEG), drawn at the top right of each inspection; never fetched. */
  logo: Buffer | null;
  loadImage: LoadImage;
}

/** What one inspection is drawn with: the options, and the logo opened once for the whole document. */
interface DrawContext {
  companyName: string;
  logo: PDFKit.Mixins.OpenedImage | null;
}

const LOGO = { width: 110, height: 44 };

const THUMB = { width: 72, height: 48 };

type FontName = 'body' | 'bold';
interface TextStyle {
  font: FontName;
  size: number;
  color: string;
}

// pdfkit keeps one text state per document: a page break inside a long text fires 'pageAdded', whose
// footer changes the font; the text then continues with the style recorded here, restored afterwards.
const styles = new WeakMap<PDFKit.PDFDocument, TextStyle>();

function style(doc: PDFKit.PDFDocument, font: FontName, size: number, color = '#000000'): PDFKit.PDFDocument {
  const before = styles.get(doc);
  styles.set(doc, { font, size, color });
  doc.font(font).fontSize(size);
  // A fill colour holds on its page until changed, and each new page gets the current one back (the
  // footer restores it): an unchanged colour is not written again, one operator fewer per styled run.
  return before?.color === color ? doc : doc.fillColor(color);
}

/** The text run pdfkit 0.20 holds on the document while a `continued` run is being written. */
interface RunInProgress {
  _wrapper: unknown;
  _textOptions: unknown;
}

function addFooter(doc: PDFKit.PDFDocument, page: number) {
  // A page can begin inside a continued run (a field's 'Label: ' at the foot of a page): pdfkit then holds
  // that run's line wrapper on the document and the footer's text joined it — a blank page, then 'Página
  // N' printed over the field on the next. The footer writes with the run set aside (preop-pdf.test.ts).
  const run = doc as unknown as RunInProgress;
  const { _wrapper, _textOptions } = run;
  run._wrapper = null;
  run._textOptions = null;
  // Writing inside the bottom margin would make pdfkit open a new page: lift the margin meanwhile.
  const bottom = doc.page.margins.bottom;
  const { x, y } = doc;
  doc.page.margins.bottom = 0;
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#666666')
    .text(`${MSG.reportsPdfPage} ${page}`, doc.page.margins.left, doc.page.height - 28, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      align: 'right',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
  doc.x = x;
  doc.y = y;
  const current = styles.get(doc) ?? { font: 'body', size: 10, color: '#000000' };
  doc.font(current.font).fontSize(current.size).fillColor(current.color);
  run._wrapper = _wrapper;
  run._textOptions = _textOptions;
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  style(doc, 'bold', 10).text(`${label}: `, { continued: true });
  style(doc, 'body', 10).text(value || '—');
}

function drawInspection(
  doc: PDFKit.PDFDocument,
  i: PreopInspection,
  images: InspectionImages,
  context: DrawContext,
) {
  doc.addPage();
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const headerWidth = context.logo ? width - LOGO.width - 12 : width;
  if (context.logo) {
    const top = doc.y;
    doc.image(context.logo, doc.page.margins.left + width - LOGO.width, top, {
      fit: [LOGO.width, LOGO.height],
      align: 'right',
    });
    doc.x = doc.page.margins.left;
    doc.y = top;
  }
  style(doc, 'bold', 15).text(context.companyName, { width: headerWidth });
  style(doc, 'body', 11).text(inspectionHeading(i.checklist_title), { width: headerWidth });
  if (context.logo) doc.y = Math.max(doc.y, doc.page.margins.top + LOGO.height);
  doc.moveDown(0.6);
  field(doc, MSG.reportsPdfDate, bogotaDateTime(i.inspected_at));
  field(doc, MSG.reportsPdfMovement, i.manifiesto_numero ?? '');
  field(
    doc,
    MSG.reportsPdfDriver,
    `${i.conductor_nombre} — ${MSG.reportsPdfDocument} ${i.conductor_documento}`,
  );
  field(
    doc,
    MSG.reportsPdfVehicle,
    `${MSG.reportsPlate} ${i.vehiculo_placa} · ${MSG.reportsBrand} ${i.vehiculo_marca || '—'} · ${MSG.reportsPdfModel} ${i.vehiculo_modelo || '—'} · ${MSG.reportsPdfSerial} ${i.vehiculo_serie || '—'}`,
  );

  for (const category of i.categories) {
    doc.moveDown(0.6);
    ensureRoom(doc, 40);
    style(doc, 'bold', 11, '#1c3d5a').text(category.name);
    if (category.comment) style(doc, 'body', 9, '#444444').text(category.comment);
    for (const item of category.items) {
      const critical = item.critical ? ` (${MSG.reportsPdfCritical})` : '';
      // Title and rate share a line: both must land on the same page.
      ensureRoom(doc, 28);
      const y = doc.y;
      style(doc, 'body', 10).text(`${item.title}${critical}`, { width: width - 110 });
      const after = doc.y;
      style(doc, 'bold', 10).text(rateLabel(item.rate), doc.page.margins.left + width - 100, y, {
        width: 100,
        align: 'right',
      });
      doc.x = doc.page.margins.left;
      doc.y = Math.max(after, doc.y);
      if (item.observation) {
        style(doc, 'body', 9, '#444444').text(`${MSG.reportsPdfItemObservation}: ${item.observation}`);
      }
      drawThumbnails(doc, item.photos, images);
    }
  }

  doc.moveDown(0.8);
  field(doc, MSG.reportsPdfObservation, i.observation);
  doc.moveDown(0.3);
  field(doc, MSG.reportsPdfClause, i.clause);
  if (i.fixed_at) {
    // The company's correction of a failed critical item: what, who, when (DOMAIN-CO, PESV).
    doc.moveDown(0.3);
    field(doc, MSG.reportsPdfCorrection, correctionText(i));
  }
  doc.moveDown(0.6);
  const signature = i.signature_key ? images.get(i.signature_key) : null;
  // The label stays on the page of the signature it introduces.
  ensureRoom(doc, signature instanceof Buffer ? 84 : 28);
  style(doc, 'bold', 10).text(`${MSG.reportsPdfSignature}:`);
  if (signature instanceof Buffer) {
    doc.image(signature, { fit: [180, 60] });
    doc.y += 64;
  } else {
    style(doc, 'body', 9).text(signature ? MSG.reportsPdfImageUnavailable : MSG.reportsPdfNoSignature);
  }
}

/** 'note · who · when' of the company's correction. */
function correctionText(i: Pick<PreopInspection, 'fix_note' | 'fixed_by_name' | 'fixed_at'>): string {
  if (!i.fixed_at) return '';
  return [i.fix_note, i.fixed_by_name, bogotaDateTime(i.fixed_at)].filter(Boolean).join(' · ');
}

function drawThumbnails(doc: PDFKit.PDFDocument, keys: string[], loaded: InspectionImages) {
  const images = keys.map((key) => loaded.get(key)).filter((b) => b !== null && b !== undefined);
  if (images.length === 0) return;
  ensureRoom(doc, THUMB.height + 6);
  const top = doc.y + 2;
  images.forEach((image, n) => {
    const left = doc.page.margins.left + 12 + n * (THUMB.width + 6);
    if (image instanceof Buffer) {
      doc.image(image, left, top, { fit: [THUMB.width, THUMB.height] });
      return;
    }
    // An image the PDF may not open keeps its place, so the auditor sees that a photo was taken.
    doc.rect(left, top, THUMB.width, THUMB.height).stroke('#999999');
    style(doc, 'body', 7, '#666666').text(
      MSG.reportsPdfImageUnavailable,
      left + 4,
      top + THUMB.height / 2 - 8,
      {
        width: THUMB.width - 8,
        align: 'center',
      },
    );
  });
  doc.x = doc.page.margins.left;
  doc.y = top + THUMB.height + 4;
}

/** The PDF as a stream; inspections are drawn one at a time, waiting while the client is slower. */
export function streamPreopPdf(inspections: AsyncIterable<PreopInspection>, options: PdfOptions): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    autoFirstPage: false,
    info: { Title: MSG.reportsPdfTitle, Author: options.companyName },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const context = { companyName: options.companyName, logo: options.logo && doc.openImage(options.logo) };
  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
    addFooter(doc, pages);
  });
  const out = joinChunks();
  doc.pipe(out);
  (async () => {
    for await (const [inspection, images] of withImages(inspections, options.loadImage)) {
      drawInspection(doc, inspection, images, context);
      if (out.writableNeedDrain) await drained(out);
    }
    doc.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
