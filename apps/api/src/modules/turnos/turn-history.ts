import { REPORT_CONTENT_TYPES, type TTurnHistoryResponse } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { bogotaDayRange } from '../../lib/bogota-day';
import type { ReportFile } from '../reports/export-synced-movements';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';

// Issue 27 §1 history: turns per branch and Bogotá day (of enturning) with the waiting time from
// enturning to leaving the queue (assigned or cancelled) — median and p90 computed in SQL
// (percentile_cont, interpolated), in minutes with one decimal — and the declines by reason.

export interface HistoryFilter {
  desde: string;
  hasta: string;
  sucursal?: number;
}

interface DayRow {
  sucursal: string;
  dia: string;
  turnos: number;
  asignados: number;
  cancelados: number;
  mediana: number | string | null;
  p90: number | string | null;
}

function range(f: HistoryFilter) {
  const from = bogotaDayRange(f.desde).start;
  const until = bogotaDayRange(f.hasta).end;
  return { from, until };
}

const asNumber = (v: number | string | null) => (v === null ? null : Number(v));

export async function turnHistory(
  db: Db,
  customerId: number,
  f: HistoryFilter,
): Promise<TTurnHistoryResponse> {
  const { from, until } = range(f);
  const branch = f.sucursal === undefined ? sql`` : sql`and t.branch_id = ${f.sucursal}`;
  const wait = sql`extract(epoch from (t.closed_at - t.enqueued_at)) / 60.0`;
  const days = await queryRows<DayRow>(
    db,
    sql`select b.nombre as sucursal,
        to_char((t.enqueued_at at time zone 'UTC') - interval '5 hours', 'YYYY-MM-DD') as dia,
        count(*)::int as turnos,
        (count(*) filter (where t.estado = 'asignado'))::int as asignados,
        (count(*) filter (where t.estado = 'cancelado'))::int as cancelados,
        round((percentile_cont(0.5) within group (order by ${wait})
          filter (where t.closed_at is not null))::numeric, 1)::float8 as mediana,
        round((percentile_cont(0.9) within group (order by ${wait})
          filter (where t.closed_at is not null))::numeric, 1)::float8 as p90
      from turns t join branches b on b.id = t.branch_id
      where t.customer_id = ${customerId} and t.enqueued_at >= ${from} and t.enqueued_at < ${until} ${branch}
      group by b.nombre, dia
      order by dia, b.nombre`,
  );
  const declines = await queryRows<{ motivo: string; cantidad: number }>(
    db,
    sql`select e.motivo, count(*)::int as cantidad
      from turn_events e join turns t on t.id = e.turn_id
      where e.customer_id = ${customerId} and e.kind in ('rechazado', 'vencido')
        and e.at >= ${from} and e.at < ${until} ${branch}
      group by e.motivo order by cantidad desc, e.motivo`,
  );
  return {
    dias: days.map((d) => ({
      sucursal: d.sucursal,
      dia: d.dia,
      turnos: d.turnos,
      asignados: d.asignados,
      cancelados: d.cancelados,
      esperaMediana: asNumber(d.mediana),
      esperaP90: asNumber(d.p90),
    })),
    rechazos: declines.map((r) => ({ motivo: r.motivo ?? '', cantidad: r.cantidad })),
  };
}

const HEADER = [
  'Sucursal',
  'Día',
  'Turnos',
  'Asignados',
  'Cancelados',
  'Espera mediana (min)',
  'Espera p90 (min)',
];

export function exportTurnHistory(
  db: Db,
  customerId: number,
  f: HistoryFilter,
  formato: 'xlsx' | 'csv',
): ReportFile {
  async function* cells() {
    const { dias } = await turnHistory(db, customerId, f);
    yield dias.map((d): Cell[] => [
      d.sucursal,
      d.dia,
      d.turnos,
      d.asignados,
      d.cancelados,
      d.esperaMediana ?? '',
      d.esperaP90 ?? '',
    ]);
  }
  return {
    fileName: `Turnos ${f.desde} a ${f.hasta}.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, 'Turnos', HEADER, cells()),
  };
}
