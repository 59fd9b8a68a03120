import {
  DELIVERY_TYPES,
  eventTypeName,
  LOADING_EVENT_IDS,
  MSG,
  type TDriverEventResponse,
  type TPlannedEvent,
  TRIP_START_EVENT_ID,
  type ZDriverEventRequest,
} from '@trazo/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import {
  consignments,
  driverDeliveries,
  movementEventImages,
  movementEvents,
  movements,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ownEventNameSql } from '../../lib/own-event-name';
import { resolveEventPlan } from '../configuration/resolve-event-plan';
import { snapshotTripEventPlans } from '../configuration/snapshot-trip-plan';
import { refreshMovementStates } from '../movements/refresh-movement-states';
import type { EventNotifier } from '../notifications/notify-event';
import { checkPhotosArrived } from './driver-photos';
import { bogotaDay, checkOccurredAt, type DriverScope, findDriverTrip } from './driver-scope';
import { driverInspectionStatus, linkTripToDayInspection, unlinkOtherDrivers } from './inspection-trips';
import { companionsOf, recordAtLoadingPlace } from './loading-place';
import { plannedEvent, type TripPlans } from './plan-order';
import { storeDriverEvent } from './store-driver-event';

type EventInput = z.output<typeof ZDriverEventRequest>;

// A timeline event from the drivers' app, written to movement_events like the ERP's (one timeline).
// INICIAR VIAJE first (after the driver's own inspection of the vehicle that day, not blocked), then the consignment's
// planned events in sequence (skipping allowed, going back refused), each once. Rules: shared trips.ts.

/** The stored event as every answer (first or resend) gives it. */
export async function describeDriverEvent(db: Db, eventId: number): Promise<TDriverEventResponse> {
  const [row] = await db
    .select({
      id: movementEvents.id,
      clientId: movementEvents.clientId,
      movementId: movementEvents.movementId,
      consignmentId: movementEvents.consignmentId,
      type: movementEvents.eventTypeId,
      at: movementEvents.occurredAt,
      lat: movementEvents.latitude,
      lon: movementEvents.longitude,
      geoDenied: movementEvents.geoDenied,
      note: movementEvents.note,
      customerId: movementEvents.customerId,
      estado: movements.estado,
      ownName: sql<
        string | null
      >`${ownEventNameSql(sql`${movementEvents.eventTypeId}`, sql`${movementEvents.customerId}`)}`,
    })
    .from(movementEvents)
    .innerJoin(movements, eq(movements.id, movementEvents.movementId))
    .where(eq(movementEvents.id, eventId));
  if (!row) throw new Error(`event ${eventId} vanished`);
  const images = await db
    .select({ id: movementEventImages.fileId })
    .from(movementEventImages)
    .where(eq(movementEventImages.eventId, eventId))
    .orderBy(asc(movementEventImages.position));
  return {
    clientId: row.clientId ?? '',
    id: row.id,
    movementId: row.movementId,
    consignmentId: row.consignmentId,
    eventId: row.type,
    event: eventTypeName(row.type, row.ownName),
    occurredAt: row.at.toISOString(),
    latitude: row.lat,
    longitude: row.lon,
    geoDenied: row.geoDenied,
    photos: images.map((i) => i.id),
    note: row.note,
    alsoConsignmentIds:
      row.clientId && LOADING_EVENT_IDS.includes(row.type)
        ? await companionsOf(db, {
            customerId: row.customerId,
            movementId: row.movementId,
            clientId: row.clientId,
          })
        : [],
    movementState: row.estado,
  };
}

/** The app's event stored under this clientId: its id, or null; 409 when it is another driver's or a delivery. */
export async function findRecordedEvent(
  db: Db,
  scope: DriverScope,
  clientId: string,
  kind: 'event' | 'delivery',
): Promise<number | null> {
  const [row] = await db
    .select({ id: movementEvents.id, driverId: movementEvents.driverId, delivery: driverDeliveries.id })
    .from(movementEvents)
    .leftJoin(driverDeliveries, eq(driverDeliveries.eventId, movementEvents.id))
    .where(and(eq(movementEvents.customerId, scope.customerId), eq(movementEvents.clientId, clientId)));
  if (!row) return null;
  const isDelivery = row.delivery !== null;
  if (row.driverId !== scope.driverId || isDelivery !== (kind === 'delivery')) {
    throw new AppError(409, MSG.tripClientIdReused);
  }
  return row.id;
}

/** Photos between the plan's required and allowed numbers. */
export function checkPhotoCount(
  planned: Pick<TPlannedEvent, 'photo_required' | 'photo_numbers'>,
  count: number,
) {
  if (count < planned.photo_required) {
    throw new AppError(422, MSG.tripPhotosTooFew, { errors: { photos: [MSG.tripPhotosTooFew] } });
  }
  if (count > planned.photo_numbers) {
    throw new AppError(422, MSG.tripPhotosTooMany, { errors: { photos: [MSG.tripPhotosTooMany] } });
  }
}

async function tripStart(db: Db, movementId: number) {
  const [row] = await db
    .select({ id: movementEvents.id, at: movementEvents.occurredAt })
    .from(movementEvents)
    .where(
      and(eq(movementEvents.movementId, movementId), eq(movementEvents.eventTypeId, TRIP_START_EVENT_ID)),
    )
    .limit(1);
  return row ?? null;
}

/** The start's rules over every consignment's live plan: the most photos any asks for. */
async function startRules(db: Db, customerId: number, movementId: number) {
  const rows = await db
    .select({ generatorId: consignments.generatorId, dispatchTypeId: consignments.dispatchTypeId })
    .from(consignments)
    .where(and(eq(consignments.movementId, movementId), eq(consignments.customerId, customerId)));
  const rule = { photo_required: 0, photo_numbers: 0, confirmation: false };
  for (const row of rows) {
    const plan = await resolveEventPlan(db, customerId, row);
    const start = plan.events.find((e) => e.id_events === TRIP_START_EVENT_ID);
    if (!start) continue;
    rule.photo_required = Math.max(rule.photo_required, start.photo_required);
    rule.photo_numbers = Math.max(rule.photo_numbers, start.photo_numbers);
    rule.confirmation ||= start.confirmation;
  }
  return rule;
}

export async function recordDriverEvent(
  deps: { db: Db; now: Date; notify: EventNotifier },
  scope: DriverScope,
  input: EventInput,
): Promise<{ created: boolean; event: TDriverEventResponse }> {
  const { db, now } = deps;
  const stored = await findRecordedEvent(db, scope, input.clientId, 'event');
  if (stored !== null) return { created: false, event: await describeDriverEvent(db, stored) };

  const occurredAt = checkOccurredAt(input.occurredAt, now);
  const trip = await findDriverTrip(db, scope, input.movementId);
  await checkPhotosArrived(db, scope, input.photos);
  const isStart = input.eventId === TRIP_START_EVENT_ID;
  if (isStart && input.consignmentId !== null) {
    throw new AppError(422, MSG.tripStartIsManifestWide, {
      errors: { consignmentId: [MSG.tripStartIsManifestWide] },
    });
  }
  if (!isStart && (DELIVERY_TYPES as readonly number[]).includes(input.eventId)) {
    throw new AppError(422, MSG.tripEventUseDelivery, { errors: { eventId: [MSG.tripEventUseDelivery] } });
  }
  if (input.allAtLoadingPlace && !LOADING_EVENT_IDS.includes(input.eventId)) {
    throw new AppError(422, MSG.tripEventNotLoading, {
      errors: { allAtLoadingPlace: [MSG.tripEventNotLoading] },
    });
  }
  if (!isStart && input.consignmentId === null) {
    throw new AppError(422, MSG.tripEventConsignmentRequired, {
      errors: { consignmentId: [MSG.tripEventConsignmentRequired] },
    });
  }

  const result = await db.transaction(async (tx) => {
    // One record of a trip at a time: concurrent sends of the same trip queue here.
    await tx.select({ id: movements.id }).from(movements).where(eq(movements.id, trip.id)).for('update');
    const resent = await findRecordedEvent(tx, scope, input.clientId, 'event');
    if (resent !== null) return { id: resent, created: false };
    const started = await tripStart(tx, trip.id);
    let rule: Pick<TPlannedEvent, 'photo_required' | 'photo_numbers' | 'confirmation'>;
    let plans: TripPlans = [];
    if (isStart) {
      if (started) throw new AppError(409, MSG.tripAlreadyStarted);
      const status = (await driverInspectionStatus(tx, scope, [trip.vehicleId], bogotaDay(occurredAt))).get(
        trip.vehicleId,
      );
      if (!status?.done) {
        // Someone else's inspection of the vehicle is not this driver's (PESV paso 16).
        throw new AppError(
          428,
          status?.byOtherDriver ? MSG.tripInspectionOwnRequired : MSG.tripInspectionRequired,
        );
      }
      if (status.blocked) throw new AppError(423, MSG.tripBlockedByInspection);
      // The trip runs on this driver's inspection: its PESV report finds it (also a trip assigned after
      // it was made), and no longer a previous driver's.
      await unlinkOtherDrivers(tx, { movementId: trip.id, driverId: scope.driverId });
      await linkTripToDayInspection(tx, {
        customerId: scope.customerId,
        movementId: trip.id,
        driverId: scope.driverId,
        vehicleId: trip.vehicleId,
        at: occurredAt,
      });
      rule = await startRules(tx, scope.customerId, trip.id);
    } else {
      if (!started) throw new AppError(428, MSG.tripNotStarted);
      const [consignment] = await tx
        .select({ closed: consignments.isClosed })
        .from(consignments)
        .where(
          and(
            eq(consignments.id, input.consignmentId as number),
            eq(consignments.movementId, trip.id),
            eq(consignments.customerId, scope.customerId),
          ),
        );
      if (!consignment) throw new AppError(404, MSG.consignmentNotFound);
      if (consignment.closed) throw new AppError(409, MSG.tripConsignmentClosed);
      const found = await plannedEvent(tx, now, {
        customerId: scope.customerId,
        movementId: trip.id,
        consignmentId: input.consignmentId as number,
        eventId: input.eventId,
      });
      rule = found.planned;
      plans = found.plans;
    }
    if (rule.confirmation && !input.confirmed) {
      throw new AppError(422, MSG.tripConfirmationRequired, {
        errors: { confirmed: [MSG.tripConfirmationRequired] },
      });
    }
    checkPhotoCount(rule, input.photos.length);

    const values = {
      movementId: trip.id,
      consignmentId: input.consignmentId,
      eventTypeId: input.eventId,
      occurredAt,
      position: input.position,
      geoDenied: input.geoDenied,
      clientId: input.clientId,
      note: input.note,
      now,
    };
    const { eventId } = await storeDriverEvent(tx, scope, values, input.photos);
    if (input.allAtLoadingPlace && values.consignmentId !== null) {
      await recordAtLoadingPlace(tx, scope, plans, { ...values, consignmentId: values.consignmentId });
    }
    if (isStart) await snapshotTripEventPlans(tx, { customerId: scope.customerId, movementId: trip.id, now });
    await refreshMovementStates(tx, [trip.id], now);
    await deps.notify(tx, eventId, now);
    return { id: eventId, created: true };
  });
  return { created: result.created, event: await describeDriverEvent(db, result.id) };
}
