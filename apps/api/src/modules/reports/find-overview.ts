import {
  MAX_CRITICAL_FAILURE_VEHICLES,
  MAX_OVERVIEW_RANGE_DAYS,
  MOVEMENT_STATE_CODES,
  MSG,
  OVERVIEW_DEFAULT_DAYS,
  type TCriticalFailureVehicle,
  type TDeliveryPunctuality,
  type TOverviewResponse,
  type TWeekInspections,
  type TWeekMovements,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { bogotaDateTime, bogotaDay, bogotaRange } from './report-dates';

// 'Informes' (issue 12 §5): the period's numbers, each aggregated by the database, scoped to one company.
// The period is a range of Bogotá days; movements count by dispatch day (as the export does), inspections
// by inspection day, started trips by the day of their first event 5 (INICIAR VIAJE). Weeks start on
// Monday (Bogotá) and every week of the period is listed, empty ones as zeros.

export interface OverviewInput {
  fecha?: string | undefined;
  fecha_fin?: string | undefined;
}

interface Period {
  customerId: number;
  fecha: string;
  fechaFin: string;
  from: string;
  to: string;
}

/** A timestamptz as Bogotá wall time (UTC−05:00, no daylight saving), for day and week buckets. */
const bogota = (column: SQL) => sql`((${column} at time zone 'UTC') - interval '5 hours')`;
const weekOf = (column: SQL) => sql`date_trunc('week', ${bogota(column)})::date`;

function weeks(p: Period) {
  return sql`select generate_series(date_trunc('week', ${p.fecha}::date::timestamp),
    date_trunc('week', ${p.fechaFin}::date::timestamp), interval '7 days')::date as semana`;
}

type Numeric = number | string;
const n = (value: Numeric | null | undefined) => Number(value ?? 0);

async function movementsByState(db: Db, p: Period) {
  const rows = await queryRows<{ estado: string; total: Numeric }>(
    db,
    sql`select m.estado, count(*) as total from movements m
      where m.customer_id = ${p.customerId} and m.fecha_despacho >= ${p.from} and m.fecha_despacho < ${p.to}
      group by m.estado`,
  );
  return MOVEMENT_STATE_CODES.map((estado) => ({
    estado,
    total: n(rows.find((r) => r.estado === estado)?.total),
  }));
}

async function movementsByWeek(db: Db, p: Period): Promise<TWeekMovements[]> {
  const rows = await queryRows<Record<keyof TWeekMovements, Numeric>>(
    db,
    sql`with weeks as (${weeks(p)}),
      m as (select ${weekOf(sql`m.fecha_despacho`)} as semana, m.estado from movements m
        where m.customer_id = ${p.customerId} and m.fecha_despacho >= ${p.from} and m.fecha_despacho < ${p.to})
      select w.semana::text as semana,
        count(m.estado) filter (where m.estado = 'programado') as programado,
        count(m.estado) filter (where m.estado = 'en_ruta') as en_ruta,
        count(m.estado) filter (where m.estado = 'entregado') as entregado,
        count(m.estado) filter (where m.estado = 'con_novedad') as con_novedad,
        count(m.estado) as total
      from weeks w left join m on m.semana = w.semana
      group by w.semana order by w.semana`,
  );
  return rows.map((r) => ({
    semana: String(r.semana),
    programado: n(r.programado),
    en_ruta: n(r.en_ruta),
    entregado: n(r.entregado),
    con_novedad: n(r.con_novedad),
    total: n(r.total),
  }));
}

/**
 * Punctuality of the period's consignments (ADR 0015 "on time"): the first event 11 of the consignment
 * against event 11's `time` (minutes) in its resolved plan, counted from the trip's latest earlier event
 * (the consignment's own or a manifest-wide one), or from the dispatch when there was none.
 */
async function deliveryPunctuality(db: Db, p: Period): Promise<TDeliveryPunctuality> {
  const [row] = await queryRows<Record<keyof TDeliveryPunctuality, Numeric>>(
    db,
    sql`with c as (
        select c.id, c.movement_id, m.fecha_despacho,
          (select min(e.occurred_at) from movement_events e
            where e.consignment_id = c.id and e.event_type_id = 11) as entregado_at,
          (select max((ev->>'time')::int) from trip_event_plans tp, jsonb_array_elements(tp.events) ev
            where tp.consignment_id = c.id and (ev->>'id_events')::int = 11) as minutos
        from consignments c join movements m on m.id = c.movement_id
        where m.customer_id = ${p.customerId} and m.fecha_despacho >= ${p.from} and m.fecha_despacho < ${p.to}
      ), d as (
        select c.entregado_at, c.minutos,
          coalesce((select max(e.occurred_at) from movement_events e
            where e.movement_id = c.movement_id and (e.consignment_id is null or e.consignment_id = c.id)
              and e.occurred_at < c.entregado_at), c.fecha_despacho) as desde
        from c
      )
      select
        count(*) filter (where entregado_at is null) as sin_entregar,
        count(*) filter (where entregado_at is not null and coalesce(minutos, 0) <= 0) as sin_tiempo,
        count(*) filter (where minutos > 0 and entregado_at <= desde + minutos * interval '1 minute') as a_tiempo,
        count(*) filter (where minutos > 0 and entregado_at > desde + minutos * interval '1 minute') as tarde
      from d`,
  );
  return {
    a_tiempo: n(row?.a_tiempo),
    tarde: n(row?.tarde),
    sin_tiempo: n(row?.sin_tiempo),
    sin_entregar: n(row?.sin_entregar),
  };
}

async function inspectionsByWeek(db: Db, p: Period): Promise<TWeekInspections[]> {
  const rows = await queryRows<Record<keyof TWeekInspections, Numeric>>(
    db,
    sql`with weeks as (${weeks(p)}),
      i as (select ${weekOf(sql`i.inspected_at`)} as semana, count(*) as inspecciones from preop_inspections i
        where i.customer_id = ${p.customerId} and i.inspected_at >= ${p.from} and i.inspected_at < ${p.to}
        group by 1),
      started as (select e.movement_id, min(e.occurred_at) as started_at from movement_events e
        where e.customer_id = ${p.customerId} and e.event_type_id = 5
        group by e.movement_id
        having min(e.occurred_at) >= ${p.from} and min(e.occurred_at) < ${p.to}),
      t as (select ${weekOf(sql`s.started_at`)} as semana, count(*) as viajes_iniciados,
          count(*) filter (where exists (select 1 from preop_inspections pi
            where pi.movement_id = s.movement_id and pi.customer_id = ${p.customerId})) as viajes_con_inspeccion
        from started s group by 1)
      select w.semana::text as semana, coalesce(i.inspecciones, 0) as inspecciones,
        coalesce(t.viajes_iniciados, 0) as viajes_iniciados,
        coalesce(t.viajes_con_inspeccion, 0) as viajes_con_inspeccion
      from weeks w left join i on i.semana = w.semana left join t on t.semana = w.semana
      order by w.semana`,
  );
  return rows.map((r) => ({
    semana: String(r.semana),
    inspecciones: n(r.inspecciones),
    viajes_iniciados: n(r.viajes_iniciados),
    viajes_con_inspeccion: n(r.viajes_con_inspeccion),
  }));
}

/** Vehicles (by the plate the inspection recorded) with a critical item rated 1 or 2, most failures first. */
async function criticalFailures(db: Db, p: Period): Promise<TCriticalFailureVehicle[]> {
  const rows = await queryRows<{
    placa: string;
    inspecciones: Numeric;
    items_fallidos: Numeric;
    ultima_falla: string | Date;
  }>(
    db,
    sql`select i.vehiculo_placa as placa, count(distinct i.id) as inspecciones, count(*) as items_fallidos,
        max(i.inspected_at) as ultima_falla
      from preop_inspections i
      join preop_inspection_categories c on c.inspection_id = i.id
      join preop_inspection_items it on it.category_id = c.id
      where i.customer_id = ${p.customerId} and i.inspected_at >= ${p.from} and i.inspected_at < ${p.to}
        and it.is_critical and it.rate in (1, 2)
      group by i.vehiculo_placa
      order by count(*) desc, i.vehiculo_placa
      limit ${MAX_CRITICAL_FAILURE_VEHICLES}`,
  );
  return rows.map((r) => ({
    placa: r.placa,
    inspecciones: n(r.inspecciones),
    items_fallidos: n(r.items_fallidos),
    ultima_falla: bogotaDateTime(r.ultima_falla),
  }));
}

/** The overview of a period (default: the 30 days ending today in Bogotá; at most 92 days, else 422). */
export async function findOverview(
  deps: { db: Db; now: Date },
  customerId: number,
  input: OverviewInput,
): Promise<TOverviewResponse> {
  const fecha = input.fecha ?? bogotaDay(deps.now, OVERVIEW_DEFAULT_DAYS - 1);
  const fechaFin = input.fecha_fin ?? bogotaDay(deps.now);
  const { from, to } = bogotaRange(fecha, fechaFin, 422, MAX_OVERVIEW_RANGE_DAYS, MSG.overviewRangeTooLong);
  const p: Period = { customerId, fecha, fechaFin, from: from.toISOString(), to: to.toISOString() };
  // One after another: PGlite runs one query at a time anyway, and a pool keeps one connection per request.
  const movimientos_por_estado = await movementsByState(deps.db, p);
  const movimientos_por_semana = await movementsByWeek(deps.db, p);
  const entregas = await deliveryPunctuality(deps.db, p);
  const inspecciones_por_semana = await inspectionsByWeek(deps.db, p);
  const vehiculos_fallas_criticas = await criticalFailures(deps.db, p);
  return {
    fecha,
    fecha_fin: fechaFin,
    movimientos_por_estado,
    movimientos_por_semana,
    entregas,
    inspecciones_por_semana,
    vehiculos_fallas_criticas,
  };
}
