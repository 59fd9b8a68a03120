import {
  EXPENSE_STATE_LABELS,
  LEGALISATION_STATE_LABELS,
  REPORT_CONTENT_TYPES,
  type TProviderExpensePage,
  type TProviderExpenseQuery,
  type TProviderExpenseRow,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { offsetOf, toPage } from '../../lib/pagination';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTime } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';
import { type PartnerFilters, partnerFilterSql } from './partner-filters';

// The provider's area (issue 26 §5): the drivers' expenses paid to the provider's NIT, in every company,
// with the state of the trip's legalisation. A withdrawn expense was never paid: it is not shown.

interface RawRow {
  id: number;
  occurred_at: string | Date;
  empresa: string;
  manifiesto: string;
  placa: string;
  tipo_gasto: string;
  recibo: string;
  valor: string | number;
  estado: TProviderExpenseRow['estado'];
  legalizacion: TProviderExpenseRow['legalizacion'];
}

const COLUMNS = sql`e.id, e.occurred_at, c.razon_social as empresa, m.manifiesto_numero as manifiesto, v.placa,
  t.nombre as tipo_gasto, e.receipt_number as recibo, e.amount_cop as valor, e.state as estado,
  coalesce(l.state, 'abierta') as legalizacion`;

const FROM = sql`trip_expenses e
  join movements m on m.id = e.movement_id
  join vehicles v on v.id = m.vehicle_id
  join customers c on c.id = e.customer_id
  join expense_types t on t.id = e.expense_type_id
  left join trip_legalisations l on l.movement_id = e.movement_id`;

type Filters = PartnerFilters & { estado?: TProviderExpenseRow['estado'] };

function whereOf(nit: string, f: Filters): SQL {
  const parts = [
    sql`e.beneficiary_nit = ${nit}`,
    sql`e.withdrawn_at is null`,
    ...partnerFilterSql(f, sql`e.occurred_at`, sql`e.customer_id`),
  ];
  if (f.estado) parts.push(sql`e.state = ${f.estado}`);
  return sql.join(parts, sql` and `);
}

function toRow(r: RawRow): TProviderExpenseRow {
  return {
    id: r.id,
    fecha: new Date(r.occurred_at).toISOString(),
    empresa: r.empresa,
    manifiesto: r.manifiesto,
    placa: r.placa,
    tipo_gasto: r.tipo_gasto,
    recibo: r.recibo,
    valor: Number(r.valor),
    estado: r.estado,
    legalizacion: r.legalizacion,
  };
}

export async function findProviderExpenses(
  db: Db,
  nit: string,
  q: TProviderExpenseQuery,
): Promise<TProviderExpensePage> {
  const where = whereOf(nit, q);
  const [rows, [sums]] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${where}
        order by e.occurred_at desc, e.id desc limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`,
    ),
    queryRows<{ n: string | number; valor: string | number | null }>(
      db,
      sql`select count(*) as n, sum(e.amount_cop) filter (where e.state <> 'rechazado') as valor
        from ${FROM} where ${where}`,
    ),
  ]);
  return {
    ...toPage(rows.map(toRow), Number(sums?.n ?? 0), q.page, q.per_page),
    nit,
    total_valor: Number(sums?.valor ?? 0),
  };
}

const HEADER = [
  'Fecha',
  'Empresa',
  'Manifiesto',
  'Placa',
  'Tipo de gasto',
  'Recibo',
  'Valor',
  'Estado',
  'Legalización',
];

/** The filtered expenses as xlsx or csv, in keyset batches (ADR 0015's machinery). */
export function exportProviderExpenses(db: Db, nit: string, f: Filters, formato: 'xlsx' | 'csv'): ReportFile {
  const where = whereOf(nit, f);
  const batches = reportBatches<RawRow>(
    db,
    (afterId, limit) =>
      sql`select ${COLUMNS} from ${FROM} where ${where} and e.id > ${afterId} order by e.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) {
      yield rows.map((raw): Cell[] => {
        const r = toRow(raw);
        return [
          bogotaDateTime(r.fecha),
          r.empresa,
          r.manifiesto,
          r.placa,
          r.tipo_gasto,
          r.recibo,
          r.valor,
          EXPENSE_STATE_LABELS[r.estado],
          LEGALISATION_STATE_LABELS[r.legalizacion],
        ];
      });
    }
  }
  return {
    fileName: `Gastos pagados NIT ${nit}.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, 'Gastos', HEADER, cells()),
  };
}
