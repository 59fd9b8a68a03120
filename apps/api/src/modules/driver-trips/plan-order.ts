import { eventTypeName, MSG, missingBefore, type TPlannedEvent } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { movementEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { snapshotTripEventPlans, type TripPlan } from '../configuration/snapshot-trip-plan';

export type TripPlans = TripPlan[];

// The plan's order on the server (issue 22 item 6; shared event-order.ts): an event goes after every
// planned event before it, a delivery after all of them. The app never offers one out of order; a
// record that arrives out of order anyway (an old phone, another tool) is refused and names what is missing.

/** The event types already recorded for a consignment (its own events; the ERP's count too). */
export async function recordedTypes(
  tx: Db,
  where: { movementId: number; consignmentId: number },
): Promise<Set<number>> {
  const rows = await tx
    .select({ type: movementEvents.eventTypeId })
    .from(movementEvents)
    .where(
      and(
        eq(movementEvents.movementId, where.movementId),
        eq(movementEvents.consignmentId, where.consignmentId),
      ),
    );
  return new Set(rows.map((r) => r.type));
}

/** 409 naming the planned events still missing before `eventId`. */
export function assertNothingMissing(
  events: readonly TPlannedEvent[],
  eventId: number,
  recorded: ReadonlySet<number>,
): void {
  const missing = missingBefore(events, eventId, recorded);
  if (missing.length === 0) return;
  const names = missing.map((e) => e.event || eventTypeName(e.id_events)).join(', ');
  throw new AppError(409, `${MSG.tripEventPreviousMissing} ${names}.`);
}

export async function checkPlanOrder(
  tx: Db,
  where: { movementId: number; consignmentId: number },
  events: readonly TPlannedEvent[],
  eventId: number,
): Promise<Set<number>> {
  const recorded = await recordedTypes(tx, where);
  assertNothingMissing(events, eventId, recorded);
  return recorded;
}

/** The planned event of a consignment (frozen plan), checked against what is already recorded. */
export async function plannedEvent(
  tx: Db,
  now: Date,
  {
    customerId,
    movementId,
    consignmentId,
    eventId,
  }: { customerId: number; movementId: number; consignmentId: number; eventId: number },
) {
  const plans = await snapshotTripEventPlans(tx, { customerId, movementId, now });
  const plan = plans.find((p) => p.consignmentId === consignmentId);
  const planned = plan?.events.find((e) => e.id_events === eventId);
  if (!plan || !planned)
    throw new AppError(422, MSG.tripEventNotInPlan, { errors: { eventId: [MSG.tripEventNotInPlan] } });
  const recorded = await recordedTypes(tx, { movementId, consignmentId });
  if (recorded.has(eventId)) throw new AppError(409, MSG.tripEventAlreadyRecorded);
  const later = plan.events.some((e) => e.sequence > planned.sequence && recorded.has(e.id_events));
  if (later) throw new AppError(409, MSG.tripEventOutOfOrder);
  assertNothingMissing(plan.events, eventId, recorded);
  return { planned, plans };
}
