import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database';

// Movements, consignments (with a frozen plan) and events written straight into the tables for the
// known-answer tests of "on time" (Informes' overview, Inicio's punctuality): Bogotá local times, the
// demo company's branch, vehicle, driver and generator. Writers' side effects (refresh-movement-states)
// are the test's to run.

export interface TimelineRefs {
  customerId: number;
  branchId: number;
  vehicleId: number;
  driverId: number;
  generatorId: number;
}

/** A Bogotá local time ('2025-06-02T11:00:00') as an ISO instant. */
export const bogotaAt = (local: string) => new Date(`${local}-05:00`).toISOString();

/** The demo transport company's (NIT 900123456) references, from one of its demo movements. */
export async function demoTimelineRefs(db: Db): Promise<TimelineRefs> {
  const [found] = await queryRows<TimelineRefs>(
    db,
    sql`select m.customer_id as "customerId", m.branch_id as "branchId", m.vehicle_id as "vehicleId",
        m.driver_id as "driverId", c.generator_id as "generatorId"
      from movements m join customers cu on cu.id = m.customer_id and cu.nit = '900123456'
      join consignments c on c.movement_id = m.id limit 1`,
  );
  if (!found) throw new Error('the demo has no movement for Transportes Demo');
  return found;
}

export function timelineFixtures(db: Db, refs: TimelineRefs) {
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  return {
    async movement(manifest: string, dispatched: string, estado = 'en_ruta'): Promise<number> {
      const [row] = await run<{ id: number }>(sql`insert into movements (customer_id, manifiesto_numero,
          branch_id, vehicle_id, driver_id, fecha_despacho, origen_descripcion, destino_descripcion, estado, synced_at)
        values (${refs.customerId}, ${manifest}, ${refs.branchId}, ${refs.vehicleId}, ${refs.driverId},
          ${bogotaAt(dispatched)}, 'BOGOTA', 'CALI', ${estado}, now()) returning id`);
      return row?.id as number;
    },

    /** A consignment; with `minutes`, its frozen plan (INICIAR VIAJE, then ENTREGA EXITOSA in `minutes`). */
    async consignment(movementId: number, remesa: string, minutes?: number): Promise<number> {
      const [row] = await run<{
        id: number;
      }>(sql`insert into consignments (movement_id, customer_id, remesa_numero,
          generator_id, producto_descripcion, empaque_descripcion, valor_declarado, unidades_final, peso_final,
          remitente_documento, remitente_nombre, remitente_direccion, remitente_zona, remitente_telefono,
          destinatario_documento, destinatario_nombre, destinatario_direccion, destinatario_zona,
          destinatario_telefono, origen_descripcion, destino_descripcion, documento_cliente, tipo_despacho, synced_at)
        values (${movementId}, ${refs.customerId}, ${remesa}, ${refs.generatorId}, 'P', 'E', 1, 1, 1,
          '1', 'R', 'D', 'Z', '1', '2', 'D', 'D', 'Z', '2', 'O', 'D', '', 'NACIONAL', now()) returning id`);
      const id = row?.id as number;
      if (minutes !== undefined) {
        const step = { photo_numbers: 0, photo_required: 0, confirmation: false };
        const plan = [
          { id_events: 5, code: '5', event: 'INICIAR VIAJE', sequence: 1, time: 0, ...step },
          { id_events: 11, code: '11', event: 'ENTREGA EXITOSA', sequence: 2, time: minutes, ...step },
        ];
        await run(sql`insert into trip_event_plans (customer_id, movement_id, consignment_id, source, events, created_at)
          values (${refs.customerId}, ${movementId}, ${id}, 'propia', ${JSON.stringify(plan)}::jsonb, now())`);
      }
      return id;
    },

    async event(movementId: number, consignmentId: number | null, type: number, when: string): Promise<void> {
      await run(sql`insert into movement_events (movement_id, consignment_id, customer_id, event_type_id, occurred_at)
        values (${movementId}, ${consignmentId}, ${refs.customerId}, ${type}, ${bogotaAt(when)})`);
    },
  };
}
