// spec §3 (end): the movement timeline event ids 2–18. Id 5 is also the trip-start event of the event
// configuration ('INICIAR VIAJE', always selected, spec §3 configured event / §9), so it carries that name.

export const MOVEMENT_EVENT_TYPES = [
  { id: 2, name: 'LLEGADA A CARGUE' },
  { id: 3, name: 'INICIO DE CARGUE' },
  { id: 4, name: 'FIN DE CARGUE' },
  { id: 5, name: 'INICIAR VIAJE' },
  { id: 6, name: 'LLEGADA A DESCARGUE' },
  { id: 7, name: 'INICIO DE DESCARGUE' },
  { id: 8, name: 'FIN DE DESCARGUE' },
  { id: 9, name: 'DESCARGUE ACEPTADO' },
  { id: 10, name: 'ENTREGA PENDIENTE' },
  { id: 11, name: 'ENTREGA EXITOSA' },
  { id: 12, name: 'ENTREGA RECHAZADA' },
  { id: 13, name: 'PLANTA DE CARGUE RESERVADA' },
  { id: 14, name: 'INICIO DE CARGUE EN PLANTA' },
  { id: 15, name: 'FIN DE CARGUE EN PLANTA' },
  { id: 16, name: 'INICIO DE DESCARGUE EN PLANTA' },
  { id: 17, name: 'FIN DE DESCARGUE EN PLANTA' },
  { id: 18, name: 'DESCARGADO EN PLANTA NO RESERVADA' },
] as const;

export type MovementEventTypeId = (typeof MOVEMENT_EVENT_TYPES)[number]['id'];

export const MOVEMENT_EVENT_IDS = MOVEMENT_EVENT_TYPES.map((t) => t.id) as MovementEventTypeId[];
const EVENT_ID_SET: ReadonlySet<number> = new Set(MOVEMENT_EVENT_IDS);

export function isMovementEventId(id: number): id is MovementEventTypeId {
  return EVENT_ID_SET.has(id);
}

/**
 * A company's own logistic events (Configuraciones → eventos) get ids from 100 up; the catalogue's ids are
 * smallint, and its routes take up to 32,000 (catalogue-contracts.ts ZLogisticEventParams).
 */
export const FIRST_COMPANY_EVENT_ID = 100;
export const LAST_COMPANY_EVENT_ID = 32_000;

/**
 * An id a timeline event may carry: the spec's 2–18 or a company's own (issue 27 §2). Whether a company
 * has that own event is the server's check against its catalogue.
 */
export function isRecordableEventId(id: number): boolean {
  return isMovementEventId(id) || (id >= FIRST_COMPANY_EVENT_ID && id <= LAST_COMPANY_EVENT_ID);
}

/** The trip-start event (spec §3: id_events 5, INICIAR VIAJE). */
export const TRIP_START_EVENT_ID = 5;

/** The spec's name of event `id`, or the company's own name of it (`ownName`, ids from 100 up). */
export function eventTypeName(id: number, ownName?: string | null): string {
  if (ownName && id >= FIRST_COMPANY_EVENT_ID) return ownName;
  return MOVEMENT_EVENT_TYPES.find((t) => t.id === id)?.name ?? `EVENTO ${id}`;
}

/** Movement states, derived by delivery-state.ts deriveMovementState. 'Pendientes' are programado and en_ruta. */
export const MOVEMENT_STATES = [
  { code: 'programado', label: 'Programado' },
  { code: 'en_ruta', label: 'En ruta' },
  { code: 'entregado', label: 'Entregado' },
  { code: 'con_novedad', label: 'Con novedad' },
] as const;

export type MovementStateCode = (typeof MOVEMENT_STATES)[number]['code'];
export const MOVEMENT_STATE_CODES = MOVEMENT_STATES.map((s) => s.code) as [
  MovementStateCode,
  ...MovementStateCode[],
];
export const PENDING_MOVEMENT_STATES: readonly MovementStateCode[] = ['programado', 'en_ruta'];

export function movementStateLabel(code: string): string {
  return MOVEMENT_STATES.find((s) => s.code === code)?.label ?? code;
}
