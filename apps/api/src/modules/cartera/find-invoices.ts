import type { TInvoicePage, TInvoiceRow, TInvoiceState } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { folded } from '../../db/schema/search-text';
import { offsetOf, toPage } from '../../lib/pagination';
import type { CarteraScope } from './cartera-scope';
import { annulledSql, balanceSql, bucketExpression, daysOverdueSql, invoicesAsOf } from './open-balances';

export interface InvoiceFilters {
  corte: string;
  edges: readonly number[];
  tramo?: number;
  estado?: TInvoiceState;
  con_saldo?: '1';
  desde?: string;
  hasta?: string;
  q?: string;
}

export type RawInvoiceRow = Omit<TInvoiceRow, 'total' | 'retenciones' | 'pagado' | 'saldo'> &
  Record<'total' | 'retenciones' | 'pagado' | 'saldo', string>;

/** The state on the as-of date, in SQL so the list filters and pages by it. */
function stateSql(corte: string): SQL {
  return sql`case when ${annulledSql(corte)} then 'anulada'
    when ${balanceSql} <= 0 then 'pagada'
    when ${daysOverdueSql(corte)} > 0 then 'vencida' else 'abierta' end`;
}

export function filtersSql(f: InvoiceFilters): SQL {
  const terms: SQL[] = [sql`true`];
  if (f.estado) terms.push(sql`${stateSql(f.corte)} = ${f.estado}`);
  if (f.con_saldo) terms.push(sql`not ${annulledSql(f.corte)} and ${balanceSql} > 0`);
  if (f.tramo !== undefined) {
    terms.push(sql`not ${annulledSql(f.corte)} and ${balanceSql} > 0`);
    terms.push(sql`${bucketExpression(daysOverdueSql(f.corte), f.edges)} = ${f.tramo}`);
  }
  if (f.desde) terms.push(sql`i.fecha_emision >= ${f.desde}::date`);
  if (f.hasta) terms.push(sql`i.fecha_emision <= ${f.hasta}::date`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    terms.push(
      sql`(i.numero like ${`${f.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or g.nit like ${like}
        or ${folded(sql`g.razon_social`)} like ${folded(sql`${like}`)})`,
    );
  }
  return sql.join(terms, sql` and `);
}

/** The list's two statements: the count of the filtered invoices and one page (bench:cartera times them bare). */
export function invoicePageStatements(
  scope: CarteraScope,
  filters: InvoiceFilters,
  page: number,
  perPage: number,
) {
  const from = invoicesAsOf(filters.corte, scope, filtersSql(filters));
  return {
    count: sql`select count(*)::int as n ${from}`,
    page: sql`select ${invoiceColumns(filters)}
        ${from}
        order by i.fecha_emision desc, i.id desc
        limit ${perPage} offset ${offsetOf(page, perPage)}`,
  };
}

/** Invoices in the scope with their position on the as-of date, newest first, paginated in SQL. */
export async function findInvoices(
  db: Db,
  scope: CarteraScope,
  filters: InvoiceFilters,
  page: number,
  perPage: number,
): Promise<TInvoicePage> {
  const statements = invoicePageStatements(scope, filters, page, perPage);
  const [counted] = await queryRows<{ n: number }>(db, statements.count);
  const rows = await queryRows<RawInvoiceRow>(db, statements.page);
  return toPage(rows.map(toInvoiceRow), counted?.n ?? 0, page, perPage);
}

/** The list's columns on the as-of date (also the export's). */
export function invoiceColumns(filters: InvoiceFilters): SQL {
  return sql`i.id, i.numero, i.customer_id as empresa_id, c.razon_social as empresa,
          g.nit as generador_nit, g.razon_social as generador,
          to_char(i.emitida_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as fecha_emision,
          i.fecha_vencimiento::text as fecha_vencimiento, i.forma_pago, i.plazo_dias::int as plazo_dias,
          i.total::text as total, i.retenciones::text as retenciones, pay.paid::text as pagado,
          greatest(${balanceSql}, 0)::text as saldo,
          ${daysOverdueSql(filters.corte)}::int as dias_vencida,
          case when ${annulledSql(filters.corte)} or ${balanceSql} <= 0 then null
            else ${bucketExpression(daysOverdueSql(filters.corte), filters.edges)} end as tramo,
          ${stateSql(filters.corte)} as estado,
          case when ${balanceSql} <= 0 and pay.last_paid_on is not null then pay.last_paid_on::text end as fecha_pago,
          case when ${balanceSql} <= 0 and pay.last_paid_on is not null then (pay.last_paid_on - i.fecha_emision)::int end as dias_para_pagar,
          i.cufe`;
}

export function toInvoiceRow(r: RawInvoiceRow): TInvoiceRow {
  return {
    ...r,
    total: Number(r.total),
    retenciones: Number(r.retenciones),
    pagado: Number(r.pagado),
    saldo: Number(r.saldo),
  };
}
