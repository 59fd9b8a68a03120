import type { TWeekPunctuality } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';
import type { MovementScope } from '../movements/movement-scope';

// On-time deliveries this week vs last (issue 26 item 3), by the Bogotá week of each consignment's first
// ENTREGA EXITOSA (11). "On time" is Informes' (ADR 0015), stored per consignment when its timeline
// changes (movements/delivery-verdicts.ts): a count over the company's deliveries of two weeks.
// Consignments without a planned time (a_tiempo null) count in neither.

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
    sql`select
        count(*) filter (where c.entregado_at >= ${split.toISOString()}::timestamptz and c.a_tiempo) as actual_a_tiempo,
        count(*) filter (where c.entregado_at >= ${split.toISOString()}::timestamptz and not c.a_tiempo) as actual_tarde,
        count(*) filter (where c.entregado_at < ${split.toISOString()}::timestamptz and c.a_tiempo) as anterior_a_tiempo,
        count(*) filter (where c.entregado_at < ${split.toISOString()}::timestamptz and not c.a_tiempo) as anterior_tarde
      from consignments c
      where c.customer_id = ${scope.customerId} ${own}
        and c.entregado_at >= ${from.toISOString()}::timestamptz and c.entregado_at < ${now.toISOString()}::timestamptz`,
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
