import { eventTypeName, movementStateLabel, positionAge, type TTripMap } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, queryRows } from '../../db/database';
import { ownEventNameSql } from '../../lib/own-event-name';
import type { MovementScope } from '../movements/movement-scope';

// The map of Inicio (issue 26 item 3): the last reported position of each trip en ruta — its latest
// event with coordinates (a generator: its own consignments' events and the manifest-wide ones).

/** The most markers drawn; a company with more trips en ruta sees the freshest. */
export const MAX_MAP_POSITIONS = 500;

export async function findTripMap(
  deps: { db: Db; config: Config; now: Date },
  scope: MovementScope,
): Promise<TTripMap> {
  const own =
    scope.generatorId === null
      ? sql``
      : sql`and (e.consignment_id is null or e.consignment_id in
          (select oc.id from consignments oc where oc.movement_id = m.id and oc.generator_id = ${scope.generatorId}))`;
  const mine =
    scope.generatorId === null
      ? sql``
      : sql`and exists (select 1 from consignments gc where gc.movement_id = m.id and gc.generator_id = ${scope.generatorId})`;
  const rows = await queryRows<{
    id: number;
    manifiesto_numero: string;
    vehiculo_placa: string;
    conductor_nombre: string;
    estado: string;
    event_type_id: number | null;
    nombre_propio: string | null;
    latitude: number | null;
    longitude: number | null;
    occurred_at: string | Date | null;
  }>(
    deps.db,
    sql`select m.id, m.manifiesto_numero, v.placa as vehiculo_placa, d.nombre as conductor_nombre, m.estado,
        p.event_type_id, ${ownEventNameSql(sql`p.event_type_id`, sql`m.customer_id`)} as nombre_propio,
        p.latitude, p.longitude, p.occurred_at
      from movements m
      join vehicles v on v.id = m.vehicle_id
      join drivers d on d.id = m.driver_id
      left join lateral (
        select e.event_type_id, e.latitude, e.longitude, e.occurred_at from movement_events e
        where e.movement_id = m.id and e.latitude is not null and e.longitude is not null ${own}
        order by e.occurred_at desc, e.id desc limit 1
      ) p on true
      where m.customer_id = ${scope.customerId} and m.estado = 'en_ruta' ${mine}
      order by p.occurred_at desc nulls last, m.id desc`,
  );
  const placed = rows.filter((r) => r.occurred_at !== null && r.latitude !== null && r.longitude !== null);
  return {
    tiles_url: deps.config.mapTiles?.url ?? null,
    atribucion: deps.config.mapTiles?.attribution ?? null,
    sin_posicion: rows.length - placed.length,
    posiciones: placed.slice(0, MAX_MAP_POSITIONS).map((r) => {
      const at = new Date(r.occurred_at as string | Date);
      return {
        id: r.id,
        manifiesto_numero: r.manifiesto_numero,
        vehiculo_placa: r.vehiculo_placa,
        conductor_nombre: r.conductor_nombre,
        estado: { code: r.estado as 'en_ruta', label: movementStateLabel(r.estado) },
        evento: eventTypeName(r.event_type_id ?? 0, r.nombre_propio),
        latitud: Number(r.latitude),
        longitud: Number(r.longitude),
        reportado_at: at.toISOString(),
        antiguedad: positionAge(at, deps.now),
      };
    }),
  };
}
