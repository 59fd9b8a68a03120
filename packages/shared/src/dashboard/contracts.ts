import { z } from 'zod';
import { MOVEMENT_INDICATOR_CODES } from '../movements/indicators';
import { ZMovementState } from '../movements/views-contracts';

// Inicio of the transport company, the generator and the super administrador (issue 26 items 3–4), and
// the live-updates stream (item 1). Counters that open a list are the list's `indicador` filter.

export const ZIndicatorCount = z.object({
  code: z.enum(MOVEMENT_INDICATOR_CODES),
  label: z.string(),
  total: z.number().int(),
});

/** A week's delivered consignments with a planned time (ADR 0015 "on time"), by the day of the delivery. */
export const ZWeekPunctuality = z.object({
  /** Monday of the week (Bogotá), YYYY-MM-DD. */
  semana: z.string(),
  a_tiempo: z.number().int(),
  tarde: z.number().int(),
  /** a_tiempo / (a_tiempo + tarde) × 100, one decimal; null when none had a planned time. */
  porcentaje: z.number().nullable(),
});
export type TWeekPunctuality = z.infer<typeof ZWeekPunctuality>;
export const ZPunctualityComparison = z.object({
  semana_actual: ZWeekPunctuality,
  semana_anterior: ZWeekPunctuality,
});

/** Marker ageing on the map: fresh < 30 min, stale < 6 h, lost beyond. */
export const POSITION_AGES = ['reciente', 'demorada', 'perdida'] as const;
export type PositionAge = (typeof POSITION_AGES)[number];
export const POSITION_AGE_LIMITS_MINUTES = { reciente: 30, demorada: 360 } as const;
export function positionAge(reportedAt: Date, now: Date): PositionAge {
  const minutes = (now.getTime() - reportedAt.getTime()) / 60_000;
  if (minutes < POSITION_AGE_LIMITS_MINUTES.reciente) return 'reciente';
  if (minutes < POSITION_AGE_LIMITS_MINUTES.demorada) return 'demorada';
  return 'perdida';
}
export const POSITION_AGE_LABELS: Record<PositionAge, string> = {
  reciente: 'Reciente (menos de 30 min)',
  demorada: 'Demorada (menos de 6 h)',
  perdida: 'Perdida (más de 6 h)',
};

/** The last reported position of a trip en ruta (its latest event with coordinates). */
export const ZTripPosition = z.object({
  id: z.number().int(),
  manifiesto_numero: z.string(),
  vehiculo_placa: z.string(),
  conductor_nombre: z.string(),
  estado: ZMovementState,
  evento: z.string(),
  latitud: z.number(),
  longitud: z.number(),
  /** ISO 8601. */
  reportado_at: z.string(),
  antiguedad: z.enum(POSITION_AGES),
});
export type TTripPosition = z.infer<typeof ZTripPosition>;

export const ZTripMap = z.object({
  /** Tile URL template (`{z}/{x}/{y}`, MAP_TILES_URL); null: draw over the shipped outline of Colombia. */
  tiles_url: z.string().nullable(),
  atribucion: z.string().nullable(),
  posiciones: z.array(ZTripPosition),
  /** Trips en ruta with no position reported yet (listed, not drawn). */
  sin_posicion: z.number().int(),
});
export type TTripMap = z.infer<typeof ZTripMap>;

/**
 * Fleet documents of the company's vehicles and drivers that expired or expire within the next 30 days
 * (Bogotá calendar day); each opens the fleet list filtered 'por_vencer_o_vencido'.
 */
export const ZDocumentsDue = z.object({
  vencidos: z.number().int(),
  por_vencer: z.number().int(),
  /** vencidos + por_vencer. */
  total: z.number().int(),
  /** Of the total, on vehicles and on drivers. */
  vehiculos: z.number().int(),
  conductores: z.number().int(),
});
export type TDocumentsDue = z.infer<typeof ZDocumentsDue>;

/** Especiales Inicio's counters beside the services' (issue 24 item 8). */
export const ZEspecialesDashboard = z.object({
  documentos: ZDocumentsDue,
  /** FUECs issued in the current month (Bogotá), annulled ones included. */
  fuec_mes: z.object({ mes: z.string(), total: z.number().int() }),
});
export type TEspecialesDashboard = z.infer<typeof ZEspecialesDashboard>;

export const ZCompanyDashboard = z.object({
  contadores: z.array(ZIndicatorCount),
  documentos: ZDocumentsDue,
  puntualidad: ZPunctualityComparison,
  mapa: ZTripMap,
});
export type TCompanyDashboard = z.infer<typeof ZCompanyDashboard>;

export const ZRecentEvent = z.object({
  movimiento_id: z.number().int(),
  manifiesto_numero: z.string(),
  evento: z.string(),
  /** ISO 8601. */
  ocurrido_at: z.string(),
});

export const ZGeneratorDashboard = z.object({
  /** Its consignments dispatched this week (Bogotá, from Monday), by the state of their manifest. */
  remesas_semana: z.array(z.object({ estado: ZMovementState, total: z.number().int() })),
  cumplidos_pendientes: z.number().int(),
  ultimos_eventos: z.array(ZRecentEvent),
  puntualidad: ZPunctualityComparison,
  mapa: ZTripMap,
});
export type TGeneratorDashboard = z.infer<typeof ZGeneratorDashboard>;

export const ZAdminDashboard = z.object({
  empresas: z.object({
    total: z.number().int(),
    con_app_movil: z.number().int(),
    sin_app_movil: z.number().int(),
    con_usuarios_activos: z.number().int(),
    sin_usuarios_activos: z.number().int(),
  }),
  usuarios_por_activar: z.number().int(),
  suscripciones_por_vencer: z.array(
    z.object({ empresa: z.string(), nit: z.string(), plan: z.string(), vence_at: z.string() }),
  ),
  correo: z.object({ en_cola: z.number().int(), fallidos: z.number().int(), enviados_24h: z.number().int() }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** One live-updates message: the movements that changed (ids only; 0 = a company-wide change). */
export const ZLiveChange = z.object({ ids: z.array(z.number().int()) });
export type TLiveChange = z.infer<typeof ZLiveChange>;
/** The SSE event names of GET /api/eventos/stream. */
export const LIVE_EVENTS = { changes: 'movimientos', ready: 'listo' } as const;
