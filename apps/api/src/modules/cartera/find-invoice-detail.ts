import { MSG, type TInvoiceDetail } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { CarteraScope } from './cartera-scope';
import { invoiceColumns, type RawInvoiceRow, toInvoiceRow } from './find-invoices';
import { invoicesAsOf } from './open-balances';

/** One invoice in the caller's scope: its position on `corte`, the remesas it bills and its payments. */
export async function findInvoiceDetail(
  db: Db,
  scope: CarteraScope,
  id: number,
  corte: string,
  edges: readonly number[],
): Promise<TInvoiceDetail> {
  const [row] = await queryRows<
    RawInvoiceRow & {
      subtotal: string;
      iva: string;
      otros_impuestos: string;
      motivo_anulacion: string | null;
      has_pdf: boolean;
      has_xml: boolean;
    }
  >(
    db,
    sql`select ${invoiceColumns({ corte, edges })}, i.subtotal::text, i.iva::text, i.otros_impuestos::text, i.motivo_anulacion,
      i.pdf_file_id is not null as has_pdf, i.xml_file_id is not null as has_xml
      ${invoicesAsOf(corte, scope, sql`i.id = ${id}`)}`,
  );
  if (!row) throw new AppError(404, MSG.carteraInvoiceUnknown);
  const remesas = await queryRows<TInvoiceDetail['remesas'][number]>(
    db,
    sql`select m.id as movimiento_id, m.manifiesto_numero as manifiesto, c.remesa_numero as remesa,
          c.origen_descripcion as origen, c.destino_descripcion as destino, m.estado
        from invoice_consignments ic
        join consignments c on c.id = ic.consignment_id
        join movements m on m.id = c.movement_id
        where ic.invoice_id = ${id}
        order by m.manifiesto_numero, c.remesa_numero`,
  );
  const pagos = await queryRows<{
    referencia: string;
    tipo: 'pago' | 'nota_credito';
    fecha: string;
    valor: string;
  }>(
    db,
    sql`select referencia, tipo, fecha::text as fecha, valor::text as valor
        from invoice_payments where invoice_id = ${id} order by fecha, id`,
  );
  return {
    ...toInvoiceRow(row),
    subtotal: Number(row.subtotal),
    iva: Number(row.iva),
    otros_impuestos: Number(row.otros_impuestos),
    motivo_anulacion: row.motivo_anulacion,
    pdf: row.has_pdf,
    xml: row.has_xml,
    remesas,
    pagos: pagos.map((p) => ({ ...p, valor: Number(p.valor) })),
  };
}
