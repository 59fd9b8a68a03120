// Inicio's movement counters (issue 26 item 3), each also a filter of the movement lists.

/**
 * Movement counters of Inicio, each also a filter of the movement lists (`indicador`): the counter and
 * the list it opens are the same SQL predicate (apps/api/src/modules/movements/indicators.ts).
 * Days are Bogotá days.
 */
export const MOVEMENT_INDICATORS = [
  { code: 'en_ruta', label: 'En ruta' },
  // Issue 26 item 2: a passed appointment without its arrival, or no event for hours on the road.
  { code: 'retrasados', label: 'Retrasados' },
  { code: 'entregados_hoy', label: 'Entregados hoy' },
  { code: 'con_novedad', label: 'Con novedad' },
  { code: 'rechazados_hoy', label: 'Rechazados hoy' },
  { code: 'cumplidos_pendientes', label: 'Cumplidos pendientes' },
  { code: 'inspeccion_critica', label: 'Detenidos por inspección' },
  { code: 'legalizaciones_por_revisar', label: 'Legalizaciones por revisar' },
] as const;
export type MovementIndicatorCode = (typeof MOVEMENT_INDICATORS)[number]['code'];
export const MOVEMENT_INDICATOR_CODES = MOVEMENT_INDICATORS.map((i) => i.code) as [
  MovementIndicatorCode,
  ...MovementIndicatorCode[],
];
export function movementIndicatorLabel(code: MovementIndicatorCode): string {
  return MOVEMENT_INDICATORS.find((i) => i.code === code)?.label ?? code;
}
