import type { TDriverConsignment, TDriverTrip } from '@trazo/shared';
import { LOADING_EVENT_IDS, loadingPlaceKey } from '@trazo/shared/driver/event-order';
import type { OutboxItem, SentItem } from './db';
import { alsoFor, nextStep, type TripState } from './trip-state';

// What the trip screen says about a trip from the server's copy joined with the phone's own records
// (issue 22 item 10): the header's state, the last record of each remesa, and which remesas one loading
// event at a plant applies to.

export type TripHeaderState = TDriverTrip['estado'];

/** The state the trip's header shows: the remesas' states, not only the server's last word. */
export function tripHeaderState(trip: TDriverTrip, state: TripState): TripHeaderState {
  const closed = trip.remesas.map((c) => state.closed.get(c.id));
  if (closed.length > 0 && closed.every((c) => c !== undefined)) {
    return closed.every((c) => c === 'entregada') ? 'entregado' : 'con_novedad';
  }
  if (state.started) return 'en_ruta';
  return trip.estado === 'entregado' || trip.estado === 'con_novedad' ? 'en_ruta' : trip.estado;
}

/** A finished trip: every remesa delivered or rejected; the app shows it read-only. */
export const isFinished = (trip: TDriverTrip, state: TripState) =>
  ['entregado', 'con_novedad'].includes(tripHeaderState(trip, state));

export interface LastRecord {
  event: string;
  at: string | number;
  /** Still on the phone, waiting to be sent. */
  waiting: boolean;
}

/** The remesa's latest record: the server's timeline, or a newer one the phone holds (queued or just sent). */
export function lastRecord(
  c: TDriverConsignment,
  readAt: number,
  outbox: OutboxItem[],
  sent: SentItem[],
): LastRecord | null {
  const server = c.recorded.at(-1);
  let last: LastRecord | null = server
    ? { event: server.event, at: server.occurredAt, waiting: false }
    : null;
  let lastTime = server ? Date.parse(server.occurredAt) : Number.NEGATIVE_INFINITY;
  const local = [
    ...sent
      .filter((r) => r.sentAt > readAt)
      .map((r) => ({ ...r, waiting: false, label: '', meta: undefined })),
    ...outbox.map((r) => ({ ...r, waiting: true })),
  ];
  for (const r of local) {
    if (r.kind !== 'evento' && r.kind !== 'entrega') continue;
    const body = r.body as {
      consignmentId?: number | null;
      occurredAt?: string;
      eventId?: number;
      tipo?: number;
    };
    const applies = body.consignmentId == null || body.consignmentId === c.id || alsoFor(r).includes(c.id);
    const time = Date.parse(body.occurredAt ?? '');
    if (!applies || !(time >= lastTime)) continue;
    const id = body.eventId ?? body.tipo;
    const name = c.plan.events.find((e) => e.id_events === id)?.event ?? DELIVERY_NAMES[id ?? 0] ?? '';
    last = { event: name, at: body.occurredAt ?? time, waiting: r.waiting };
    lastTime = time;
  }
  return last;
}

const DELIVERY_NAMES: Record<number, string> = {
  5: 'INICIAR VIAJE',
  10: 'ENTREGA PENDIENTE',
  11: 'ENTREGA EXITOSA',
  12: 'ENTREGA RECHAZADA',
};

/**
 * The trip's other open remesas loaded at the same place whose next step is the same loading event:
 * one tap records it for them too (the server checks the same and records each once).
 */
export function loadingCompanions(
  trip: TDriverTrip,
  c: TDriverConsignment,
  state: TripState,
): TDriverConsignment[] {
  const step = nextStep(c, state.doneEvents.get(c.id));
  if (!step || !LOADING_EVENT_IDS.includes(step.id_events)) return [];
  const place = loadingPlaceKey(c.origen);
  return trip.remesas.filter(
    (other) =>
      other.id !== c.id &&
      !state.closed.has(other.id) &&
      loadingPlaceKey(other.origen) === place &&
      nextStep(other, state.doneEvents.get(other.id))?.id_events === step.id_events,
  );
}
