import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/database';
import { refreshDeliveryVerdicts } from '../src/modules/movements/delivery-verdicts';
import { FIRST_MANIFEST } from './load-movements';

// Work for every Inicio counter of the company, on top of load-movements.ts and load-fleet.ts (manifests
// spread over ~60 days, all delivered or en ruta): k is a manifest's number from 0, and the mix is
//  - states: 3 % en ruta and 1 % con novedad (dispatched in the last two days, with a departure and a
//    position), 2 % programado, the rest delivered; the late flag on every 7th open trip;
//  - deliveries: each delivered consignment's ENTREGA EXITOSA (11) is its own event, those of the last
//    hours fall today; a rejection (12) today on every 200th trip; plans for the last three weeks'
//    consignments (a quarter of them late) so the week's punctuality has work;
//  - cumplidos: a document for nine closed consignments in ten, and a manifest-wide one on every 50th trip;
//  - a week of daily inspections per vehicle, today's failing (blocked, not fixed) for every 100th
//    vehicle, which has programmed trips; expenses on every 20th trip, a fifth of them not reviewed;
//  - a SOAT per vehicle expiring from a month ago to a year ahead.

const ours = (customerId: number) =>
  sql`m.customer_id = ${customerId} and m.manifiesto_numero >= ${String(FIRST_MANIFEST)}`;
const k = sql`(m.manifiesto_numero::int - ${FIRST_MANIFEST})`;

export async function loadDashboardWork(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`
    update movements m set
      estado = (case when ${k} % 100 < 3 then 'en_ruta' when ${k} % 100 = 3 then 'con_novedad'
        when ${k} % 100 < 6 then 'programado' else 'entregado' end)::movement_state,
      fecha_despacho = case when ${k} % 100 < 6 then now() - (${k} % 48) * interval '1 hour' else m.fecha_despacho end
    where ${ours(customerId)}`);
  await db.execute(sql`
    delete from movement_events e using movements m
    where e.movement_id = m.id and ${ours(customerId)} and m.estado <> 'entregado'`);
  await db.execute(sql`
    insert into movement_events (movement_id, customer_id, event_type_id, occurred_at, latitude, longitude)
    select m.id, m.customer_id, e.t, m.fecha_despacho + e.f * (${k} % 48) * interval '30 minutes', e.lat, e.lon
    from movements m cross join (values (5, 0, 4.711, -74.0721), (6, 1, 5.0689, -75.5174)) as e(t, f, lat, lon)
    where ${ours(customerId)} and m.estado in ('en_ruta', 'con_novedad')`);
  await db.execute(sql`
    update movements m set retraso_motivo = 'sin_eventos', retraso_desde = now() - interval '2 hours'
    where ${ours(customerId)} and m.estado <> 'entregado' and ${k} % 7 = 0`);
  await db.execute(sql`
    update consignments c set is_closed = (m.estado = 'entregado')
    from movements m where m.id = c.movement_id and ${ours(customerId)}`);
  // Each delivered consignment's own ENTREGA EXITOSA, 11 hours after the dispatch (load-movements.ts' one
  // per manifest, without a consignment, is replaced).
  await db.execute(sql`
    delete from movement_events e using movements m
    where e.movement_id = m.id and ${ours(customerId)} and e.event_type_id = 11`);
  await db.execute(sql`
    insert into movement_events (movement_id, customer_id, consignment_id, event_type_id, occurred_at, latitude, longitude)
    select m.id, m.customer_id, c.id, 11, m.fecha_despacho + interval '11 hours', 6.2442, -75.5812
    from movements m join consignments c on c.movement_id = m.id
    where ${ours(customerId)} and m.estado = 'entregado'`);
  await db.execute(sql`
    insert into movement_events (movement_id, customer_id, consignment_id, event_type_id, occurred_at, latitude, longitude)
    select m.id, m.customer_id, (select min(c.id) from consignments c where c.movement_id = m.id), 12,
      now() - (${k} % 60) * interval '1 minute', 6.2442, -75.5812
    from movements m where ${ours(customerId)} and m.estado = 'entregado' and ${k} % 200 = 7`);
  await db.execute(sql`
    insert into trip_event_plans (customer_id, movement_id, consignment_id, source, events, created_at)
    select c.customer_id, c.movement_id, c.id, 'propia',
      jsonb_build_array(jsonb_build_object('id_events', 11, 'code', '11', 'event', 'ENTREGA EXITOSA', 'sequence', 3,
        'photo_numbers', 0, 'photo_required', 0, 'time', case when c.id % 4 = 0 then 60 else 180 end, 'confirmation', false)),
      m.fecha_despacho
    from consignments c join movements m on m.id = c.movement_id
    where ${ours(customerId)} and m.fecha_despacho >= now() - interval '21 days'`);
  // The delivery verdicts the writers store with every event (refresh-movement-states), for the whole load.
  await refreshDeliveryVerdicts(db, sql`c2.customer_id = ${customerId}`);

  const [file] = await queryRows<{ id: string }>(
    db,
    sql`insert into stored_files (customer_id, storage_key, content_type, size_bytes, original_name)
      values (${customerId}, 'bench/cumplido.pdf', 'application/pdf', 1000, 'cumplido.pdf') returning id`,
  );
  await db.execute(sql`
    insert into delivery_documents (movement_id, consignment_id, customer_id, descripcion, referencia, file_id, nombre)
    select c.movement_id, c.id, c.customer_id, 'Cumplido', 'CUMPLIDO-' || c.id, ${file?.id}, 'cumplido.pdf'
    from consignments c join movements m on m.id = c.movement_id
    where ${ours(customerId)} and c.is_closed and c.id % 10 <> 0`);
  await db.execute(sql`
    insert into delivery_documents (movement_id, customer_id, descripcion, referencia, file_id, nombre)
    select m.id, m.customer_id, 'Cumplido del manifiesto', 'MANIFIESTO', ${file?.id}, 'cumplido.pdf'
    from movements m where ${ours(customerId)} and m.estado = 'entregado' and ${k} % 50 = 0`);

  // Vehicles are numbered as load-fleet.ts spreads the manifests (manifest % vehicles): vehicle BQ0005 and
  // every 100th from it carries the manifests with k % 100 = 4, which are programado.
  await db.execute(sql`
    insert into preop_inspections (customer_id, vehicle_id, vehiculo_placa, conductor_nombre, conductor_documento,
      checklist_title, inspected_at, blocked)
    select v.customer_id, v.id, v.placa, 'Conductor de prueba', '1', 'Inspección diaria',
      now() - d * interval '1 day' - interval '5 minutes', d = 0 and v.placa like 'BQ__05'
    from vehicles v cross join generate_series(0, 6) d
    where v.customer_id = ${customerId} and v.placa like 'BQ%'`);
  const [type] = await queryRows<{ id: number }>(
    db,
    sql`insert into expense_types (customer_id, nombre, key) values (${customerId}, 'Peaje bench', 'peaje bench') returning id`,
  );
  await db.execute(sql`
    insert into trip_expenses (customer_id, client_id, movement_id, driver_id, expense_type_id, amount_cop, occurred_at, state)
    select m.customer_id, gen_random_uuid(), m.id, m.driver_id, ${type?.id}, 25000, m.fecha_despacho + interval '1 hour',
      (case when ${k} % 100 = 0 then 'registrado' else 'aprobado' end)::expense_state
    from movements m where ${ours(customerId)} and ${k} % 20 = 0`);
  await db.execute(sql`
    insert into fleet_documents (customer_id, vehicle_id, kind, number, expires_on)
    select v.customer_id, v.id, 'soat', 'SOAT-' || v.id, current_date + (v.id % 400 - 30)
    from vehicles v where v.customer_id = ${customerId} and v.placa like 'BQ%'`);
}
