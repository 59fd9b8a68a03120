import { createRequire } from 'node:module';
import { formatPesos, INVOICE_STATE_LABELS, type TAgingResponse, type TInvoiceRow } from '@trazo/shared';
import PDFDocument from 'pdfkit';

// The account statement of one generator (estado de cuenta, issue 25 §2): the open invoices on the as-of
// date with days overdue and balance, and the totals per aging bucket. A few pages at most: rendered to
// a Buffer, so it can be downloaded or attached to an e-mail alike.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface StatementInput {
  company: { razonSocial: string; nit: string };
  generator: { razonSocial: string; nit: string };
  corte: string;
  aging: TAgingResponse;
  invoices: TInvoiceRow[];
  issuedAt: string;
}

const COLUMNS = [
  { title: 'Factura', width: 70, align: 'left' },
  { title: 'Emisión', width: 62, align: 'left' },
  { title: 'Vencimiento', width: 66, align: 'left' },
  { title: 'Días', width: 34, align: 'right' },
  { title: 'Total', width: 80, align: 'right' },
  { title: 'Pagado', width: 80, align: 'right' },
  { title: 'Saldo', width: 80, align: 'right' },
  { title: 'Estado', width: 50, align: 'left' },
] as const;

export function renderStatementPdf(input: StatementInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 40,
    info: { Title: `Estado de cuenta ${input.generator.razonSocial}` },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(15).text('ESTADO DE CUENTA');
  doc.font('body').fontSize(10).text(`${input.company.razonSocial} · NIT ${input.company.nit}`);
  doc.moveDown(0.5);
  doc.font('bold').text(`Cliente: ${input.generator.razonSocial} · NIT ${input.generator.nit}`);
  doc.font('body').text(`Fecha de corte: ${input.corte} · Emitido: ${input.issuedAt}`);
  doc.moveDown(0.8);

  doc.font('bold').fontSize(11).text('Saldo por edades');
  doc.font('body').fontSize(9);
  input.aging.tramos.forEach((label, i) => {
    doc.text(`${label}: ${formatPesos(input.aging.totales[i] ?? 0)}`);
  });
  doc.font('bold').text(`Saldo total: ${formatPesos(input.aging.total)} (${input.aging.facturas} facturas)`);
  doc.moveDown(0.8);

  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'bold' : 'body').fontSize(8);
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', x, y, { width: column.width - 4, align: column.align, lineBreak: false });
      x += column.width;
    });
    doc.x = doc.page.margins.left;
    doc.y = y + 14;
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const invoice of input.invoices) {
    row([
      invoice.numero,
      invoice.fecha_emision.slice(0, 10),
      invoice.fecha_vencimiento,
      invoice.dias_vencida > 0 ? String(invoice.dias_vencida) : '—',
      formatPesos(invoice.total - invoice.retenciones),
      formatPesos(invoice.pagado),
      formatPesos(invoice.saldo),
      INVOICE_STATE_LABELS[invoice.estado],
    ]);
  }
  if (input.invoices.length === 0)
    doc.font('body').fontSize(9).text('Sin facturas con saldo a la fecha de corte.');
  doc.end();
  return done;
}
