import type { Db } from '../../db/database';
import { movementEventImages, movementEvents } from '../../db/schema';
import { claimPhotos } from './driver-photos';
import type { DriverScope } from './driver-scope';

export interface DriverEventValues {
  movementId: number;
  consignmentId: number | null;
  eventTypeId: number;
  occurredAt: Date;
  position?: { lat: number; lon: number } | null;
  geoDenied: boolean;
  clientId: string;
  /** The driver's note ('' when none). */
  note: string;
  now: Date;
}

/**
 * Writes a driver's timeline event with its photos (claimed for it, in order) inside the record's
 * transaction: the one shape every driver record takes in movement_events, like the ERP's events.
 */
export async function storeDriverEvent(
  tx: Db,
  scope: DriverScope,
  values: DriverEventValues,
  photoClientIds: readonly string[],
): Promise<{ eventId: number; files: string[] }> {
  const [event] = await tx
    .insert(movementEvents)
    .values({
      movementId: values.movementId,
      consignmentId: values.consignmentId,
      customerId: scope.customerId,
      eventTypeId: values.eventTypeId,
      occurredAt: values.occurredAt,
      latitude: values.position?.lat ?? null,
      longitude: values.position?.lon ?? null,
      geoDenied: values.geoDenied,
      clientId: values.clientId,
      note: values.note,
      driverId: scope.driverId,
      createdAt: values.now,
    })
    // The caller holds the trip lock and has answered resends already, so a conflict is a bug.
    .onConflictDoNothing()
    .returning({ id: movementEvents.id });
  if (!event) throw new Error('driver event conflict under the trip lock');
  const files = await claimPhotos(tx, scope, photoClientIds, values.clientId);
  if (files.length > 0) {
    await tx
      .insert(movementEventImages)
      .values(files.map((fileId, position) => ({ eventId: event.id, position, fileId })));
  }
  return { eventId: event.id, files };
}
