import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

// Each consignment's first ENTREGA EXITOSA (11) and its on-time verdict, stored so that Inicio's weekly
// punctuality (dashboard/punctuality.ts) counts an index range instead of working out ~17,000 deliveries
// per request (ADR 0023, counters). "On time" is Informes' (ADR 0015, reports/find-overview.ts): the
// delivery against event 11's planned minutes in the consignment's frozen plan, counted from the trip's
// latest earlier event (its own or manifest-wide) or else the dispatch; no planned time (none, or 0) is
// no verdict. Recomputed from the whole timeline whenever refresh-movement-states runs for a movement,
// so an event that reaches the server late (offline phones) moves the verdict with it. Migration 0038
// backfills with the same statement.

/** Recomputes `entregado_at` and `a_tiempo` of the consignments `c2` that `where` selects. */
export async function refreshDeliveryVerdicts(tx: Db, where: SQL): Promise<void> {
  await tx.execute(sql`
    update consignments c set entregado_at = v.entregado_at, a_tiempo = v.a_tiempo
    from (
      select c2.id, f.entregado_at,
        case when f.entregado_at is null or coalesce(p.minutos, 0) <= 0 then null
          else f.entregado_at <= coalesce((select max(e.occurred_at) from movement_events e
              where e.movement_id = c2.movement_id and (e.consignment_id is null or e.consignment_id = c2.id)
                and e.occurred_at < f.entregado_at), m.fecha_despacho) + p.minutos * interval '1 minute'
        end as a_tiempo
      from consignments c2
      join movements m on m.id = c2.movement_id
      cross join lateral (select min(e.occurred_at) as entregado_at from movement_events e
        where e.consignment_id = c2.id and e.event_type_id = 11) f
      cross join lateral (select max((ev->>'time')::int) as minutos
        from trip_event_plans tp, jsonb_array_elements(tp.events) ev
        where tp.consignment_id = c2.id and (ev->>'id_events')::int = 11) p
      where ${where}
    ) v
    where c.id = v.id and (c.entregado_at, c.a_tiempo) is distinct from (v.entregado_at, v.a_tiempo)`);
}
