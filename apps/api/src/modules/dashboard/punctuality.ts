import type { TWeekPunctuality } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';
import type { MovementScope } from '../movements/movement-scope';

// On-time deliveries this week vs last (issue 26 item 3), by the Bogotá week of each consignment's first
// ENTREGA EXITOSA (11). "On time" is Informes' (ADR 0015, reports/find-overview.ts): that event against
// event 11's planned minutes in the consignment's resolved plan, counted from the trip's latest earlier
// event (or the dispatch). Consignments without a planned time count in neither.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday (Bogotá) of the week of `now`, as YYYY-MM-DD. */
export function mondayOf(now: Date): string {
  const day = bogotaDay(now);
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return new Date(new Date(`${day}T12:00:00Z`).getTime() - weekday * DAY_MS).toISOString().slice(0, 10);
}

const share = (onTime: number, late: number) =>
  onTime + late === 0 ? null : Math.round((onTime * 1000) / (onTime + late)) / 10;

export async function weeklyPunctuality(db: Db, scope: MovementScope, now: Date) {
  const thisMonday = mondayOf(now);
  const lastMonday = new Date(new Date(`${thisMonday}T12:00:00Z`).getTime() - 7 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const from = bogotaDayRange(lastMonday).start;
  const split = bogotaDayRange(thisMonday).start;
  const own = scope.generatorId === null ? sql`` : sql`and c.generator_id = ${scope.generatorId}`;
  const [row] = await queryRows<Record<string, number | string | null>>(
    db,
    sql`with first_delivery as (
        select e.consignment_id as id, min(e.occurred_at) as entregado_at from movement_events e
        where e.customer_id = ${scope.customerId} and e.event_type_id = 11 and e.consignment_id is not null
          and e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at < ${now.toISOString()}::timestamptz
        group by e.consignment_id
      ), c as (
        select c.id, c.movement_id, m.fecha_despacho, f.entregado_at,
          (select max((ev->>'time')::int) from trip_event_plans tp, jsonb_array_elements(tp.events) ev
            where tp.consignment_id = c.id and (ev->>'id_events')::int = 11) as minutos
        from first_delivery f join consignments c on c.id = f.id join movements m on m.id = c.movement_id
        where c.customer_id = ${scope.customerId} ${own}
          and not exists (select 1 from movement_events e0 where e0.consignment_id = c.id and e0.event_type_id = 11
            and e0.occurred_at < ${from.toISOString()}::timestamptz)
      ), d as (
        select c.entregado_at >= ${split.toISOString()}::timestamptz as actual, c.entregado_at, c.minutos,
          coalesce((select max(e.occurred_at) from movement_events e
            where e.movement_id = c.movement_id and (e.consignment_id is null or e.consignment_id = c.id)
              and e.occurred_at < c.entregado_at), c.fecha_despacho) as desde
        from c where c.minutos > 0
      )
      select
        count(*) filter (where actual and entregado_at <= desde + minutos * interval '1 minute') as actual_a_tiempo,
        count(*) filter (where actual and entregado_at > desde + minutos * interval '1 minute') as actual_tarde,
        count(*) filter (where not actual and entregado_at <= desde + minutos * interval '1 minute') as anterior_a_tiempo,
        count(*) filter (where not actual and entregado_at > desde + minutos * interval '1 minute') as anterior_tarde
      from d`,
  );
  const week = (semana: string, onTime: unknown, late: unknown): TWeekPunctuality => {
    const a = Number(onTime ?? 0);
    const t = Number(late ?? 0);
    return { semana, a_tiempo: a, tarde: t, porcentaje: share(a, t) };
  };
  return {
    semana_actual: week(thisMonday, row?.actual_a_tiempo, row?.actual_tarde),
    semana_anterior: week(lastMonday, row?.anterior_a_tiempo, row?.anterior_tarde),
  };
}
