import {
  eventTypeName,
  MOVEMENT_INDICATORS,
  MOVEMENT_STATES,
  type MovementIndicatorCode,
  type TAdminDashboard,
  type TCompanyDashboard,
  type TEspecialesDashboard,
  type TGeneratorDashboard,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, queryRows } from '../../db/database';
import { bogotaDay, bogotaDayRange, bogotaMonthRange } from '../../lib/bogota-day';
import { ownEventNameSql } from '../../lib/own-event-name';
import { countDocumentsDue } from '../fleet/find-fleet';
import { indicatorPredicate } from '../movements/indicators';
import type { MovementScope } from '../movements/movement-scope';
import { mondayOf, weeklyPunctuality } from './punctuality';
import { findTripMap } from './trip-map';

// Inicio's numbers (issue 26 items 3–4). Every counter is the movement lists' `indicador` predicate
// (movements/indicators.ts) counted over the caller's scope: one statement, a scalar subquery per
// counter, so each narrows by its own index (ADR 0023, counters) in one round trip.

export interface DashboardDeps {
  db: Db;
  config: Config;
  now: Date;
}

/** The one statement of the counters (exported for `npm run bench:dashboard`, which also runs it bare). */
export function countIndicatorsQuery(
  scope: MovementScope,
  now: Date,
  codes: readonly MovementIndicatorCode[],
): SQL {
  const mine =
    scope.generatorId === null
      ? sql``
      : sql`and exists (select 1 from consignments gc where gc.movement_id = m.id and gc.generator_id = ${scope.generatorId})`;
  const counts = codes.map(
    (code) => sql`(select count(*) from movements m
      where m.customer_id = ${scope.customerId} ${mine} and ${indicatorPredicate(code, scope, now)}) as ${sql.identifier(code)}`,
  );
  return sql`select ${sql.join(counts, sql`, `)}`;
}

async function countIndicators<C extends MovementIndicatorCode>(
  deps: DashboardDeps,
  scope: MovementScope,
  codes: readonly C[],
): Promise<Record<C, number>> {
  const [row] = await queryRows<Record<C, number | string>>(
    deps.db,
    countIndicatorsQuery(scope, deps.now, codes),
  );
  return Object.fromEntries(codes.map((code) => [code, Number(row?.[code] ?? 0)])) as Record<C, number>;
}

export async function companyDashboard(
  deps: DashboardDeps,
  scope: MovementScope,
): Promise<TCompanyDashboard> {
  const totals = await countIndicators(
    deps,
    scope,
    MOVEMENT_INDICATORS.map((i) => i.code),
  );
  const contadores = MOVEMENT_INDICATORS.map((indicator) => ({
    ...indicator,
    total: totals[indicator.code],
  }));
  // One after another: PGlite runs one query at a time, and a pool keeps one connection per request.
  const puntualidad = await weeklyPunctuality(deps.db, scope, deps.now);
  const mapa = await findTripMap(deps, scope);
  const documentos = await countDocumentsDue(deps.db, scope.customerId, bogotaDay(deps.now));
  return { contadores, documentos, puntualidad, mapa };
}

/** Especiales Inicio's counters beside the services' (issue 24 item 8), each one query. */
export async function especialesDashboard(
  deps: Pick<DashboardDeps, 'db' | 'now'>,
  customerId: number,
): Promise<TEspecialesDashboard> {
  const today = bogotaDay(deps.now);
  const month = today.slice(0, 7);
  const { start, end } = bogotaMonthRange(month);
  const documentos = await countDocumentsDue(deps.db, customerId, today);
  const [issued] = await queryRows<{ total: number | string }>(
    deps.db,
    sql`select count(*) as total from fuecs where customer_id = ${customerId}
      and issued_at >= ${start.toISOString()}::timestamptz and issued_at < ${end.toISOString()}::timestamptz`,
  );
  return { documentos, fuec_mes: { mes: month, total: Number(issued?.total ?? 0) } };
}

/** The latest events the generator may see (its consignments' and the manifest-wide ones of its trips). */
const RECENT_EVENTS = 10;

export async function generatorDashboard(
  deps: DashboardDeps,
  scope: MovementScope,
): Promise<TGeneratorDashboard> {
  const generatorId = scope.generatorId ?? 0;
  const weekStart = bogotaDayRange(mondayOf(deps.now)).start;
  const byState = await queryRows<{ estado: string; total: number | string }>(
    deps.db,
    sql`select m.estado, count(*) as total from consignments c join movements m on m.id = c.movement_id
      where c.customer_id = ${scope.customerId} and c.generator_id = ${generatorId}
        and m.fecha_despacho >= ${weekStart.toISOString()}::timestamptz
      group by m.estado`,
  );
  const events = await queryRows<{
    movement_id: number;
    manifiesto_numero: string;
    event_type_id: number;
    nombre_propio: string | null;
    occurred_at: string | Date;
  }>(
    deps.db,
    sql`select e.movement_id, m.manifiesto_numero, e.event_type_id, e.occurred_at,
        ${ownEventNameSql(sql`e.event_type_id`, sql`e.customer_id`)} as nombre_propio
      from movement_events e join movements m on m.id = e.movement_id
      where e.customer_id = ${scope.customerId}
        and exists (select 1 from consignments gc where gc.movement_id = e.movement_id and gc.generator_id = ${generatorId}
          and (e.consignment_id is null or e.consignment_id = gc.id))
      order by e.occurred_at desc, e.id desc limit ${RECENT_EVENTS}`,
  );
  return {
    remesas_semana: MOVEMENT_STATES.map((s) => ({
      estado: { code: s.code, label: s.label },
      total: Number(byState.find((r) => r.estado === s.code)?.total ?? 0),
    })),
    cumplidos_pendientes: (await countIndicators(deps, scope, ['cumplidos_pendientes'] as const))
      .cumplidos_pendientes,
    ultimos_eventos: events.map((e) => ({
      movimiento_id: e.movement_id,
      manifiesto_numero: e.manifiesto_numero,
      evento: eventTypeName(e.event_type_id, e.nombre_propio),
      ocurrido_at: new Date(e.occurred_at).toISOString(),
    })),
    puntualidad: await weeklyPunctuality(deps.db, scope, deps.now),
    mapa: await findTripMap(deps, scope),
  };
}

const SUBSCRIPTION_WARNING_DAYS = 30;

export async function adminDashboard(deps: Pick<DashboardDeps, 'db' | 'now'>): Promise<TAdminDashboard> {
  const [companies] = await queryRows<Record<string, number | string>>(
    deps.db,
    sql`select count(*) as total,
        count(*) filter (where c.has_mobile_app) as con_app_movil,
        count(*) filter (where exists (select 1 from user_roles ur where ur.customer_id = c.id and ur.status = 'active'))
          as con_usuarios_activos
      from customers c`,
  );
  const [pending] = await queryRows<{ total: number | string }>(
    deps.db,
    sql`select count(*) as total from user_roles where status = 'pending'`,
  );
  const until = new Date(deps.now.getTime() + SUBSCRIPTION_WARNING_DAYS * 24 * 60 * 60 * 1000);
  // Each company's latest paid subscription, when it ends within the next 30 days.
  const ending = await queryRows<{ empresa: string; nit: string; plan: string; vence_at: string | Date }>(
    deps.db,
    sql`select c.razon_social as empresa, c.nit, last.plan_name as plan, last.subscription_ends_at as vence_at
      from customers c
      cross join lateral (select p.plan_name, p.subscription_ends_at from payment_orders p
        where p.customer_id = c.id and p.status = 'aceptada' and p.subscription_ends_at is not null
        order by p.subscription_ends_at desc limit 1) last
      where last.subscription_ends_at >= ${deps.now.toISOString()}::timestamptz
        and last.subscription_ends_at < ${until.toISOString()}::timestamptz
      order by last.subscription_ends_at, c.razon_social limit 50`,
  );
  const since = new Date(deps.now.getTime() - 24 * 60 * 60 * 1000);
  const [mail] = await queryRows<Record<string, number | string>>(
    deps.db,
    sql`select count(*) filter (where status = 'pending') as en_cola,
        count(*) filter (where status = 'failed') as fallidos,
        count(*) filter (where status = 'sent' and sent_at >= ${since.toISOString()}::timestamptz) as enviados_24h
      from email_outbox`,
  );
  const n = (v: unknown) => Number(v ?? 0);
  const total = n(companies?.total);
  const withApp = n(companies?.con_app_movil);
  const active = n(companies?.con_usuarios_activos);
  return {
    empresas: {
      total,
      con_app_movil: withApp,
      sin_app_movil: total - withApp,
      con_usuarios_activos: active,
      sin_usuarios_activos: total - active,
    },
    usuarios_por_activar: n(pending?.total),
    suscripciones_por_vencer: ending.map((r) => ({ ...r, vence_at: new Date(r.vence_at).toISOString() })),
    correo: { en_cola: n(mail?.en_cola), fallidos: n(mail?.fallidos), enviados_24h: n(mail?.enviados_24h) },
  };
}
