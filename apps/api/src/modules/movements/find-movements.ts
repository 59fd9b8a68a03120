import {
  eventTypeName,
  type LateReasonCode,
  type MovementStateCode,
  movementStateLabel,
  normalizePlate,
  PENDING_MOVEMENT_STATES,
  type TMovementListResponse,
  type ZMovementListQuery,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/database';
import { ownEventNameSql } from '../../lib/own-event-name';
import { indicatorPredicate } from './indicators';
import { blockedByInspection } from './inspection-block';
import { toLateness } from './lateness/to-lateness';
import type { MovementScope } from './movement-scope';

// 'Movimientos APP' / mov-transporte / pendientes: filtered, SQL-paginated manifest lists (issue 4 §4).

type ListQuery = z.output<typeof ZMovementListQuery>;

/** A Bogotá calendar day as an instant (Colombia is UTC−05:00 all year). */
const startOfDay = (date: string) => new Date(`${date}T00:00:00-05:00`);
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function movementFilters(
  scope: MovementScope,
  query: ListQuery,
  onlyPending: boolean,
  now: Date = new Date(),
): SQL {
  const parts: SQL[] = [sql`m.customer_id = ${scope.customerId}`];
  if (query.fecha_inicio) parts.push(sql`m.fecha_despacho >= ${instant(startOfDay(query.fecha_inicio))}`);
  if (query.fecha_fin) {
    const end = startOfDay(query.fecha_fin);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(sql`m.fecha_despacho < ${instant(end)}`);
  }
  if (query.manifiesto)
    parts.push(sql`m.manifiesto_numero like ${`${escapeLike(query.manifiesto.toUpperCase())}%`}`);
  if (query.placa) {
    parts.push(
      sql`m.vehicle_id in (select id from vehicles where customer_id = ${scope.customerId} and placa = ${normalizePlate(query.placa)})`,
    );
  }
  if (query.estado) parts.push(sql`m.estado = ${query.estado}`);
  if (query.retraso === 'si') parts.push(sql`m.retraso_motivo is not null`);
  else if (query.retraso) parts.push(sql`m.retraso_motivo = ${query.retraso}`);
  if (query.indicador) parts.push(indicatorPredicate(query.indicador, scope, now));
  if (onlyPending) {
    parts.push(
      sql`m.estado in (${sql.join(
        PENDING_MOVEMENT_STATES.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  // The scope's generator and the filter's both apply to the same consignment: a generator asking for
  // another generator's id gets nothing — not its own list with the filter ignored, nor the manifests it
  // shares with that generator.
  const generatorIds = [scope.generatorId, query.generador].filter((id) => id !== null && id !== undefined);
  if (generatorIds.length > 0) {
    const same = sql.join(
      generatorIds.map((id) => sql`gc.generator_id = ${id}`),
      sql` and `,
    );
    parts.push(sql`exists (select 1 from consignments gc where gc.movement_id = m.id and ${same})`);
  }
  return sql.join(parts, sql` and `);
}

interface ListRow {
  id: number;
  manifiesto_numero: string;
  fecha_despacho: string | Date;
  vehiculo_placa: string;
  conductor_nombre: string;
  sucursal: string;
  origen_descripcion: string;
  destino_descripcion: string;
  estado: MovementStateCode;
  ultimo_evento_id: number | null;
  ultimo_evento_nombre: string | null;
  ultimo_evento_at: string | Date | null;
  synced_at: string | Date;
  generadores: string[] | null;
  remesas: number | string;
  rechazadas: number | string;
  peso_total: number | string | null;
  bloqueado_inspeccion: boolean;
  retraso_motivo: LateReasonCode | null;
  retraso_desde: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function findMovements(
  db: Db,
  scope: MovementScope,
  query: ListQuery,
  onlyPending: boolean,
  now: Date,
): Promise<TMovementListResponse> {
  const where = movementFilters(scope, query, onlyPending, now);
  const [countRow] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from movements m where ${where}`,
  );
  const total = Number(countRow?.total ?? 0);
  const offset = (query.page - 1) * query.per_page;
  const ownOnly = scope.generatorId === null ? sql`` : sql`and c.generator_id = ${scope.generatorId}`;
  const rows =
    total === 0 || offset >= total
      ? []
      : await queryRows<ListRow>(
          db,
          sql`
      select m.id, m.manifiesto_numero, m.fecha_despacho, v.placa as vehiculo_placa, d.nombre as conductor_nombre,
        b.nombre as sucursal, m.origen_descripcion, m.destino_descripcion, m.estado, m.ultimo_evento_id,
        ${ownEventNameSql(sql`m.ultimo_evento_id`, sql`m.customer_id`)} as ultimo_evento_nombre, m.ultimo_evento_at, m.synced_at, m.retraso_motivo, m.retraso_desde, agg.generadores, agg.remesas, agg.rechazadas, agg.peso_total,
        ${blockedByInspection(now)} as bloqueado_inspeccion
      from movements m
      join vehicles v on v.id = m.vehicle_id
      join drivers d on d.id = m.driver_id
      join branches b on b.id = m.branch_id
      cross join lateral (
        select array_agg(distinct g.razon_social) as generadores, count(*) as remesas,
          count(*) filter (where c.is_rejected) as rechazadas, sum(c.peso_final) as peso_total
        from consignments c join generators g on g.id = c.generator_id
        where c.movement_id = m.id ${ownOnly}
      ) agg
      where ${where}
      order by m.fecha_despacho desc, m.id desc
      limit ${query.per_page} offset ${offset}`,
        );
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  return {
    data: rows.map((r) => ({
      id: r.id,
      manifiesto_numero: r.manifiesto_numero,
      fecha_despacho: iso(r.fecha_despacho),
      vehiculo_placa: r.vehiculo_placa,
      conductor_nombre: r.conductor_nombre,
      sucursal: r.sucursal,
      origen_descripcion: r.origen_descripcion,
      destino_descripcion: r.destino_descripcion,
      generadores: r.generadores ?? [],
      remesas: Number(r.remesas),
      peso_total: Number(r.peso_total ?? 0),
      estado: { code: r.estado, label: movementStateLabel(r.estado) },
      remesas_rechazadas: Number(r.rechazadas),
      ultimo_evento:
        r.ultimo_evento_id !== null && r.ultimo_evento_at !== null
          ? {
              id_events: r.ultimo_evento_id,
              event: eventTypeName(r.ultimo_evento_id, r.ultimo_evento_nombre),
              created_at: iso(r.ultimo_evento_at),
            }
          : null,
      sincronizado_at: iso(r.synced_at),
      bloqueado_inspeccion: r.bloqueado_inspeccion === true,
      retraso: toLateness(r.retraso_motivo, r.retraso_desde),
    })),
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    total,
    per_page: query.per_page,
    current_page: query.page,
    last_page: lastPage,
  };
}
