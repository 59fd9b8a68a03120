import type { MovementIndicatorCode } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';
import { blockedByInspection } from './inspection-block';
import type { MovementScope } from './movement-scope';

// Inicio's counters (issue 26 item 3): one SQL predicate over the movement `m` each, counted by the
// dashboard and applied by the movement lists' `indicador` filter, so a counter and the list it opens
// always agree. A generator's scope narrows the consignment-level ones to its own consignments.

const DELIVERY_SUCCESS = 11;
const DELIVERY_REJECTED = 12;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Movement `m` has an event of the type today (Bogotá). Written as membership in today's events of the
 * company — a small set read through movement_events_customer_type_time_idx — rather than a correlated
 * EXISTS, which the planner answered with a scan of every movement of the company (ADR 0023, counters).
 * The same set of movements: an event carries its movement's company.
 */
function eventToday(eventTypeId: number, now: Date, scope: MovementScope): SQL {
  const { start, end } = bogotaDayRange(bogotaDay(now));
  const own =
    scope.generatorId === null
      ? sql``
      : sql`and (e.consignment_id is null or e.consignment_id in
          (select oc.id from consignments oc where oc.movement_id = e.movement_id and oc.generator_id = ${scope.generatorId}))`;
  return sql`m.id = any (array(select e.movement_id from movement_events e
    where e.customer_id = ${scope.customerId} and e.event_type_id = ${eventTypeId}
      and e.occurred_at >= ${ts(start)} and e.occurred_at < ${ts(end)} ${own}))`;
}

/**
 * A cumplido is pending when a consignment's delivery is closed (delivered or rejected) and no delivery
 * document (cumplido) covers it yet — neither its own nor a manifest-wide one. For the whole company that
 * is the movement's stored flag (kept by triggers, migration 0036: the same predicate); a generator
 * counts its own consignments only.
 */
function pendingCumplido(scope: MovementScope): SQL {
  if (scope.generatorId === null) return sql`m.cumplido_pendiente`;
  return sql`exists (select 1 from consignments pc where pc.movement_id = m.id and pc.is_closed
    and pc.generator_id = ${scope.generatorId}
    and not exists (select 1 from delivery_documents dd
      where dd.movement_id = m.id and (dd.consignment_id is null or dd.consignment_id = pc.id)))`;
}

/** The predicate of an indicator at `now` (Bogotá days) for `scope`. */
export function indicatorPredicate(code: MovementIndicatorCode, scope: MovementScope, now: Date): SQL {
  switch (code) {
    case 'en_ruta':
      return sql`m.estado = 'en_ruta'`;
    case 'retrasados':
      return sql`m.retraso_motivo is not null`;
    case 'entregados_hoy':
      return sql`(m.estado = 'entregado' and ${eventToday(DELIVERY_SUCCESS, now, scope)})`;
    case 'con_novedad':
      return sql`m.estado = 'con_novedad'`;
    case 'rechazados_hoy':
      return eventToday(DELIVERY_REJECTED, now, scope);
    case 'cumplidos_pendientes':
      return pendingCumplido(scope);
    case 'inspeccion_critica':
      return blockedByInspection(now);
    case 'legalizaciones_por_revisar':
      // Expenses the company has not reviewed yet (a withdrawn one waits for nobody). Company-only money.
      return scope.generatorId !== null
        ? sql`false`
        : sql`exists (select 1 from trip_expenses te where te.movement_id = m.id and te.state = 'registrado'
            and te.withdrawn_at is null)`;
  }
}
