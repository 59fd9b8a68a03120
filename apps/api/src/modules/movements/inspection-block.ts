import type { TBlockedTrip } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';

// A trip not yet started whose vehicle has an unfixed failed critical item in today's (Bogotá)
// inspections: INICIAR VIAJE answers 423 until the company records the fix (driver-trips
// inspection-trips.ts). The lists badge it and the company's Inicio lists them (issue 22 item 9).

/** SQL true when movement `m` is blocked by an inspection at `now`. */
export function blockedByInspection(now: Date): SQL {
  const { start, end } = bogotaDayRange(bogotaDay(now));
  return sql`(m.estado = 'programado' and exists (
    select 1 from preop_inspections bi
    where bi.customer_id = m.customer_id and bi.vehicle_id = m.vehicle_id and bi.blocked and bi.fixed_at is null
      and bi.inspected_at >= ${start.toISOString()}::timestamptz and bi.inspected_at < ${end.toISOString()}::timestamptz))`;
}

/** The company's blocked trips (at most 50, the oldest dispatch first), for its Inicio. */
export async function findBlockedTrips(db: Db, customerId: number, now: Date): Promise<TBlockedTrip[]> {
  const rows = await queryRows<{
    id: number;
    manifiesto_numero: string;
    vehiculo_placa: string;
    conductor_nombre: string;
    fecha_despacho: string | Date;
  }>(
    db,
    sql`select m.id, m.manifiesto_numero, v.placa as vehiculo_placa, d.nombre as conductor_nombre, m.fecha_despacho
      from movements m
      join vehicles v on v.id = m.vehicle_id
      join drivers d on d.id = m.driver_id
      where m.customer_id = ${customerId} and ${blockedByInspection(now)}
      order by m.fecha_despacho, m.id
      limit 50`,
  );
  return rows.map((r) => ({ ...r, fecha_despacho: new Date(r.fecha_despacho).toISOString() }));
}
