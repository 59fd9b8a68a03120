import { INVOICE_STATE_LABELS, REPORT_CONTENT_TYPES } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ReportFile } from '../reports/export-synced-movements';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';
import type { CarteraScope } from './cartera-scope';
import { filtersSql, type InvoiceFilters, invoiceColumns, type RawInvoiceRow } from './find-invoices';
import { invoicesAsOf } from './open-balances';

const HEADER = [
  'Factura',
  'Empresa',
  'NIT generador',
  'Generador',
  'Emisión',
  'Vencimiento',
  'Forma de pago',
  'Plazo (días)',
  'Total',
  'Retenciones',
  'Pagado',
  'Saldo',
  'Días vencida',
  'Tramo',
  'Estado',
  'Fecha de pago',
  'Días para pagar',
  'CUFE',
] as const;

/** One raw row straight to its cells (no TInvoiceRow in between: one object less per exported row). */
function toCells(r: RawInvoiceRow, tramos: readonly string[]): Cell[] {
  return [
    r.numero,
    r.empresa,
    r.generador_nit,
    r.generador,
    r.fecha_emision.slice(0, 10),
    r.fecha_vencimiento,
    r.forma_pago === 'credito' ? 'Crédito' : 'Contado',
    r.plazo_dias,
    Number(r.total),
    Number(r.retenciones),
    Number(r.pagado),
    Number(r.saldo),
    r.dias_vencida,
    r.tramo === null ? '' : (tramos[r.tramo] ?? ''),
    INVOICE_STATE_LABELS[r.estado],
    r.fecha_pago ?? '',
    r.dias_para_pagar,
    r.cufe,
  ];
}

/** The filtered invoices as xlsx or csv, read in keyset batches and streamed (ADR 0015's machinery). */
export function exportInvoices(
  db: Db,
  scope: CarteraScope,
  filters: InvoiceFilters,
  tramos: readonly string[],
  formato: 'xlsx' | 'csv',
): ReportFile {
  const where = filtersSql(filters);
  const batches = reportBatches<RawInvoiceRow>(
    db,
    (afterId, limit) => sql`select ${invoiceColumns(filters)}
      ${invoicesAsOf(filters.corte, scope, sql`${where} and i.id > ${afterId}`)}
      order by i.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) yield rows.map((r) => toCells(r, tramos));
  }
  return {
    fileName: `Cartera ${filters.corte}.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, 'Cartera', HEADER, cells()),
  };
}
