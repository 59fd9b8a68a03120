import type { MovementStateCode } from './event-types';

// The one definition of a consignment's and a manifest's delivery state (issue 14 item 1). The server
// stores its result for list filters (refresh-movement-states.ts) and applies it to every timeline it
// answers (detail, lookup), so a badge, a list and a lookup can never disagree.

export const DELIVERY_SUCCESS_EVENT_ID = 11;
export const DELIVERY_REJECTED_EVENT_ID = 12;

export const CONSIGNMENT_STATES = [
  { code: 'programada', label: 'Programada' },
  { code: 'en_ruta', label: 'En ruta' },
  { code: 'entregada', label: 'Entregada' },
  { code: 'rechazada', label: 'Entrega rechazada' },
] as const;
export type ConsignmentStateCode = (typeof CONSIGNMENT_STATES)[number]['code'];
export const CONSIGNMENT_STATE_CODES = CONSIGNMENT_STATES.map((s) => s.code) as [
  ConsignmentStateCode,
  ...ConsignmentStateCode[],
];

export function consignmentStateLabel(code: ConsignmentStateCode): string {
  return CONSIGNMENT_STATES.find((s) => s.code === code)?.label ?? code;
}

/** A timeline event as the state needs it: its type, when it happened, and its id to break ties. */
export interface StateEvent {
  id_events: number;
  created_at: string | Date;
  id: number;
}

const time = (value: string | Date) => new Date(value).getTime();

/**
 * A consignment's state from its timeline (its own and the manifest-wide events) and its cumplidos:
 * - nothing recorded yet → programada;
 * - the latest closing event decides: ENTREGA RECHAZADA (12) → rechazada, ENTREGA EXITOSA (11) →
 *   entregada. So a rejection wins over an earlier success, and a later success wins over a rejection;
 * - without a closing event, a cumplido closes it as entregada. A cumplido never turns a rejection into
 *   a delivery: the signed document of a rejected delivery is still a rejected delivery;
 * - otherwise en_ruta.
 */
export function deriveConsignmentState(
  events: readonly StateEvent[],
  hasCumplido: boolean,
): ConsignmentStateCode {
  if (events.length === 0 && !hasCumplido) return 'programada';
  let latest: StateEvent | undefined;
  for (const e of events) {
    if (e.id_events !== DELIVERY_SUCCESS_EVENT_ID && e.id_events !== DELIVERY_REJECTED_EVENT_ID) continue;
    if (
      !latest ||
      time(e.created_at) > time(latest.created_at) ||
      (time(e.created_at) === time(latest.created_at) && e.id > latest.id)
    ) {
      latest = e;
    }
  }
  if (latest) return latest.id_events === DELIVERY_REJECTED_EVENT_ID ? 'rechazada' : 'entregada';
  return hasCumplido ? 'entregada' : 'en_ruta';
}

/**
 * A manifest's state from its consignments': programado while none has anything recorded, en_ruta while
 * any is open, con_novedad when every one is closed and any was rejected, else entregado.
 */
export function deriveMovementState(states: readonly ConsignmentStateCode[]): MovementStateCode {
  if (states.every((s) => s === 'programada')) return 'programado';
  if (states.some((s) => s === 'programada' || s === 'en_ruta')) return 'en_ruta';
  if (states.includes('rechazada')) return 'con_novedad';
  return 'entregado';
}

/** Whether the consignment is closed (delivered or rejected): what 'pendiente' leaves out. */
export const isClosedState = (state: ConsignmentStateCode) => state === 'entregada' || state === 'rechazada';
