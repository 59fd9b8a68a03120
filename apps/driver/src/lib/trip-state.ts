import type {
  TDriverConsignment,
  TDriverEventResponse,
  TDriverInspectionResponse,
  TDriverTrip,
} from '@trazo/shared';
import { nextStep as firstMissing, orderedSteps } from '@trazo/shared/driver/event-order';
import type { OutboxItem, SentItem } from './db';
import { TRIP_START_EVENT_ID } from './records';

// What the driver has done on a trip: the server's copy (maybe cached, maybe old) joined with what the
// phone recorded since — still in the outbox or already accepted but not yet read back.

export interface TripState {
  started: boolean;
  inspectionDone: boolean;
  /** A critical item failed (the server said so, or the phone's own pending inspection shows it). */
  blocked: boolean;
  failedCritical: string[];
  /** Event ids recorded per consignment id (the manifest-wide INICIAR VIAJE counts for all). */
  doneEvents: Map<number, Set<number>>;
  /** Consignments closed by ENTREGA EXITOSA / RECHAZADA. */
  closed: Map<number, 'entregada' | 'rechazada'>;
  /** Pending deliveries recorded by this phone (ENTREGA PENDIENTE), per consignment. */
  pendingNotes: Map<number, number>;
}

type Local = Pick<OutboxItem, 'kind' | 'body' | 'meta' | 'movementId'> & { answer?: unknown };

/** `readAt`: when the server's copy of the trip was read; records it accepted before that are in it already. */
export function tripState(
  trip: TDriverTrip,
  readAt: number,
  outbox: OutboxItem[],
  sent: SentItem[],
): TripState {
  const local: Local[] = [...sent.filter((r) => r.sentAt > readAt), ...outbox].filter(
    (r) => r.kind !== 'foto' && r.movementId === trip.id,
  );
  const doneEvents = new Map<number, Set<number>>();
  const closed = new Map<number, 'entregada' | 'rechazada'>();
  const pendingNotes = new Map<number, number>();
  const mark = (consignmentId: number, eventId: number) => {
    const set = doneEvents.get(consignmentId) ?? new Set<number>();
    set.add(eventId);
    doneEvents.set(consignmentId, set);
  };
  for (const c of trip.remesas) {
    for (const r of c.recorded) mark(c.id, r.eventId);
    if (c.estadoEntrega === 'entregada' || c.estadoEntrega === 'rechazada') closed.set(c.id, c.estadoEntrega);
  }
  let started = trip.startedAt !== null;
  let inspectionDone = trip.inspeccion.done;
  let blocked = trip.inspeccion.blocked;
  const failedCritical: string[] = [];
  for (const r of local) {
    const body = r.body as { eventId?: number; consignmentId?: number | null; tipo?: number };
    if (r.kind === 'evento' && body.eventId !== undefined) {
      if (body.eventId === TRIP_START_EVENT_ID) started = true;
      if (body.consignmentId == null) for (const c of trip.remesas) mark(c.id, body.eventId);
      else mark(body.consignmentId, body.eventId);
      // One loading event for the remesas loaded at the same place (issue 22 item 10).
      for (const other of alsoFor(r)) mark(other, body.eventId);
    }
    if (r.kind === 'entrega' && body.consignmentId != null && body.tipo !== undefined) {
      mark(body.consignmentId, body.tipo);
      if (body.tipo === 11) closed.set(body.consignmentId, 'entregada');
      if (body.tipo === 12) closed.set(body.consignmentId, 'rechazada');
      if (body.tipo === 10)
        pendingNotes.set(body.consignmentId, (pendingNotes.get(body.consignmentId) ?? 0) + 1);
    }
    if (r.kind === 'inspeccion') {
      inspectionDone = true;
      const answer = r.answer as TDriverInspectionResponse | undefined;
      const failed = answer
        ? answer.failedCritical.map((f) => f.title)
        : ((r.meta?.failedCritical as string[]) ?? []);
      if (answer ? answer.blocked : failed.length > 0) blocked = true;
      failedCritical.push(...failed);
    }
  }
  return { started, inspectionDone, blocked, failedCritical, doneEvents, closed, pendingNotes };
}

/** The other remesas a loading event was recorded for: the server's answer, or what the phone asked. */
export function alsoFor(r: Pick<Local, 'meta'> & { answer?: unknown }): number[] {
  const answer = r.answer as TDriverEventResponse | undefined;
  return answer?.alsoConsignmentIds ?? (r.meta?.alsoFor as number[] | undefined) ?? [];
}

/** The plan's events other than INICIAR VIAJE and the deliveries (those have their own screen), in order. */
export const plannedSteps = (c: TDriverConsignment) => orderedSteps(c.plan.events);

/** The next event to record for a consignment (the plan's order: none skipped); null when the delivery is next. */
export const nextStep = (c: TDriverConsignment, done: Set<number> | undefined) =>
  firstMissing(c.plan.events, done ?? new Set());
