import { z } from 'zod';
import { MSG } from '../messages';
import { MOVEMENT_STATE_CODES } from '../movements/event-types';
import { ZReportDate } from './fields';

// 'Informes' (/empresa-transporte/informes, issue 12 §5): the overview a manager reads at a glance for a
// period of Bogotá days. Ours: the spec names no call; GET /api/informes/resumen.

/** The period shown when none is chosen: the 30 days ending today (today and the 29 before it). */
export const OVERVIEW_DEFAULT_DAYS = 30;
/** The longest period the overview aggregates (a quarter): enforced by the server with a 422. */
export const MAX_OVERVIEW_RANGE_DAYS = 92;

/** Both days or neither (neither = the last 30 days). */
export const ZOverviewQuery = z
  .object({ fecha: ZReportDate.optional(), fecha_fin: ZReportDate.optional() })
  .refine((q) => (q.fecha === undefined) === (q.fecha_fin === undefined), {
    message: MSG.overviewDatesRequired,
    path: ['fecha_fin'],
  });
export type TOverviewQuery = z.input<typeof ZOverviewQuery>;

const count = z.number().int().nonnegative();

export const ZStateCount = z.object({ estado: z.enum(MOVEMENT_STATE_CODES), total: count });

/** Movements dispatched in one week (Monday, Bogotá), by state. */
export const ZWeekMovements = z.object({
  semana: z.string(),
  programado: count,
  en_ruta: count,
  entregado: count,
  con_novedad: count,
  total: count,
});

/**
 * Consignments of the period's movements, by delivery punctuality. "On time" is defined in
 * docs/decisions/0015-reports-streaming.md: the first event 11 (ENTREGA EXITOSA) of the consignment came at
 * most `time` minutes after the trip's previous event (or the dispatch when there was none), `time` being
 * event 11's in the consignment's resolved event plan; no plan, no event 11 in it or a time of 0 counts
 * as `sin_tiempo`, neither on time nor late.
 */
export const ZDeliveryPunctuality = z.object({
  a_tiempo: count,
  tarde: count,
  sin_tiempo: count,
  sin_entregar: count,
});

/** Pre-operational inspections made vs trips started (first event 5, INICIAR VIAJE) in one week. */
export const ZWeekInspections = z.object({
  semana: z.string(),
  inspecciones: count,
  viajes_iniciados: count,
  viajes_con_inspeccion: count,
});

/** A vehicle whose inspections in the period rated a critical item 1 (Muy malo) or 2 (Malo). */
export const ZCriticalFailureVehicle = z.object({
  placa: z.string(),
  inspecciones: count,
  items_fallidos: count,
  ultima_falla: z.string(),
});

export const ZOverviewResponse = z.object({
  fecha: z.string(),
  fecha_fin: z.string(),
  movimientos_por_estado: z.array(ZStateCount),
  movimientos_por_semana: z.array(ZWeekMovements),
  entregas: ZDeliveryPunctuality,
  inspecciones_por_semana: z.array(ZWeekInspections),
  vehiculos_fallas_criticas: z.array(ZCriticalFailureVehicle),
});
export type TOverviewResponse = z.infer<typeof ZOverviewResponse>;
export type TWeekMovements = z.infer<typeof ZWeekMovements>;
export type TWeekInspections = z.infer<typeof ZWeekInspections>;
export type TCriticalFailureVehicle = z.infer<typeof ZCriticalFailureVehicle>;
export type TDeliveryPunctuality = z.infer<typeof ZDeliveryPunctuality>;

/** The most vehicles listed with failed critical items (the most failures first). */
export const MAX_CRITICAL_FAILURE_VEHICLES = 50;
