import {
  BOGOTA_OFFSET,
  type TLegalisationPage,
  type TLegalisationQueryParsed,
  type TLegalisationRow,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { containsSearch, offsetOf, toPage } from '../../lib/pagination';
import { EXPENSE_SUMS, TOTALS_COLUMNS, type TotalsRow, toTotals } from './trip-totals';

// 'Legalización Gastos' (spec §2.1 legalizacion-gastos): the company's trips that have money — an advance
// or an expense — with their totals, filtered and paginated in SQL.

const DAY_MS = 86_400_000;

type Query = TLegalisationQueryParsed;

export interface TripRow extends TotalsRow {
  id: number;
  manifiesto_numero: string;
  fecha_despacho: string | Date;
  conductor: string;
  conductor_documento: string;
  placa: string;
  reopened_at: string | Date | null;
}

export const TRIP_COLUMNS = sql`m.id, m.manifiesto_numero, m.fecha_despacho, d.nombre as conductor,
  d.documento as conductor_documento, v.placa, l.reopened_at, ${TOTALS_COLUMNS}`;

export const TRIP_FROM = sql`movements m
  join drivers d on d.id = m.driver_id
  join vehicles v on v.id = m.vehicle_id
  left join trip_legalisations l on l.movement_id = m.id`;

const HAS_MONEY = sql`(exists (select 1 from trip_advances a where a.movement_id = m.id)
  or exists (select 1 from trip_expenses x where x.movement_id = m.id and x.withdrawn_at is null))`;

export function toTripRow(r: TripRow): TLegalisationRow {
  return {
    movementId: r.id,
    manifiesto: r.manifiesto_numero,
    fechaDespacho: new Date(r.fecha_despacho).toISOString(),
    conductor: r.conductor,
    conductorDocumento: r.conductor_documento,
    placa: r.placa,
    reopenedAt: r.reopened_at === null ? null : new Date(r.reopened_at).toISOString(),
    ...toTotals(r),
  };
}

function filters(customerId: number, q: Query): SQL {
  const parts: SQL[] = [sql`m.customer_id = ${customerId}`, HAS_MONEY];
  if (q.desde)
    parts.push(sql`m.fecha_despacho >= ${new Date(`${q.desde}T00:00:00${BOGOTA_OFFSET}`).toISOString()}`);
  if (q.hasta) {
    const end = new Date(Date.parse(`${q.hasta}T00:00:00${BOGOTA_OFFSET}`) + DAY_MS);
    parts.push(sql`m.fecha_despacho < ${end.toISOString()}`);
  }
  if (q.conductor) parts.push(containsSearch(sql`d.search_text`, q.conductor));
  if (q.placa) parts.push(sql`v.placa like ${`${q.placa.toUpperCase().replace(/[\\%_]/g, '')}%`}`);
  if (q.estado) parts.push(sql`coalesce(l.state, 'abierta') = ${q.estado}`);
  return sql.join(parts, sql` and `);
}

export async function findLegalisations(db: Db, customerId: number, q: Query): Promise<TLegalisationPage> {
  const where = filters(customerId, q);
  const [rows, [total]] = await Promise.all([
    queryRows<TripRow>(
      db,
      sql`select ${TRIP_COLUMNS} from ${TRIP_FROM} ${EXPENSE_SUMS}
        where ${where}
        order by m.fecha_despacho desc, m.id desc
        limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from ${TRIP_FROM} where ${where}`),
  ]);
  return toPage(rows.map(toTripRow), Number(total?.n ?? 0), q.page, q.per_page);
}
