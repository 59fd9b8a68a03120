import {
  eventTypeName,
  IMAGE_CONTENT_TYPES,
  isMovementEventId,
  MSG,
  type TEventCreatedResponse,
  type ZEventFields,
} from '@trazo/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { consignments, movementEventImages, movementEvents, storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ownEventNameSql } from '../../lib/own-event-name';
import type { UploadedFile } from '../../lib/read-multipart';
import type { FileStorage } from '../../storage/file-storage';
import { isActiveEvent } from '../configuration/event-catalogue';
import { refreshMovementStates } from '../movements/refresh-movement-states';
import type { EventNotifier } from '../notifications/notify-event';
import { findTarget } from './find-target';
import { storeUpload } from './store-upload';

type EventFields = z.output<typeof ZEventFields>;

async function describeEvent(db: Db, eventId: number): Promise<TEventCreatedResponse> {
  const [row] = await db
    .select({
      id: movementEvents.id,
      type: movementEvents.eventTypeId,
      ownName: sql<
        string | null
      >`${ownEventNameSql(sql`${movementEvents.eventTypeId}`, sql`${movementEvents.customerId}`)}`,
      at: movementEvents.occurredAt,
      lat: movementEvents.latitude,
      lon: movementEvents.longitude,
      remesa: consignments.remesaNumero,
    })
    .from(movementEvents)
    .leftJoin(consignments, eq(consignments.id, movementEvents.consignmentId))
    .where(eq(movementEvents.id, eventId));
  if (!row) throw new Error(`event ${eventId} vanished`);
  const images = await db
    .select({ id: movementEventImages.fileId })
    .from(movementEventImages)
    .where(eq(movementEventImages.eventId, eventId))
    .orderBy(asc(movementEventImages.position));
  return {
    id: row.id,
    id_events: row.type,
    event: eventTypeName(row.type, row.ownName),
    created_at: row.at.toISOString(),
    latitude: row.lat,
    longitude: row.lon,
    image_event: images.map((i) => i.id),
    remesa_numero: row.remesa,
  };
}

/**
 * Adds an event (with photos) to a manifest or one of its consignments. With `id_externo` a retry is
 * safe: the stored event is answered (created false) and nothing changes.
 */
export async function addMovementEvent(
  deps: { db: Db; storage: FileStorage; notify: EventNotifier; now: Date },
  input: { customerId: number; manifest: string; fields: EventFields; images: UploadedFile[] },
): Promise<{ created: boolean; event: TEventCreatedResponse }> {
  const { db, storage } = deps;
  const { customerId, fields } = input;
  const existing = async () => {
    if (!fields.id_externo) return null;
    const [row] = await db
      .select({ id: movementEvents.id })
      .from(movementEvents)
      .where(
        and(eq(movementEvents.customerId, customerId), eq(movementEvents.externalId, fields.id_externo)),
      );
    return row ? describeEvent(db, row.id) : null;
  };
  const before = await existing();
  if (before) return { created: false, event: before };

  // A company's own event (≥ 100, issue 27 §2) must be an active one of its catalogue; 2–18 are the spec's.
  if (!isMovementEventId(fields.id_events) && !(await isActiveEvent(db, customerId, fields.id_events))) {
    throw new AppError(422, MSG.fieldInvalidEvent, { errors: { id_events: [MSG.fieldInvalidEvent] } });
  }
  const target = await findTarget(db, customerId, input.manifest, fields.remesa);
  const files: Awaited<ReturnType<typeof storeUpload>>[] = [];
  for (const image of input.images)
    files.push(await storeUpload(storage, customerId, image, IMAGE_CONTENT_TYPES));

  const eventId = await db.transaction(async (tx) => {
    const [event] = await tx
      .insert(movementEvents)
      .values({
        movementId: target.movementId,
        consignmentId: target.consignmentId,
        customerId,
        eventTypeId: fields.id_events,
        occurredAt: new Date(fields.fecha),
        latitude: fields.latitude ?? null,
        longitude: fields.longitude ?? null,
        externalId: fields.id_externo ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: movementEvents.id });
    if (!event) return null; // a concurrent retry with the same id_externo won
    if (files.length > 0) {
      await tx.insert(storedFiles).values(files);
      await tx
        .insert(movementEventImages)
        .values(files.map((f, position) => ({ eventId: event.id, position, fileId: f.id })));
    }
    await refreshMovementStates(tx, [target.movementId], deps.now);
    await deps.notify(tx, event.id, deps.now);
    return event.id;
  });
  if (eventId === null) {
    for (const f of files) await storage.delete(f.storageKey);
    const after = await existing();
    if (after) return { created: false, event: after };
    throw new Error('event conflict without a stored event');
  }
  return { created: true, event: await describeEvent(db, eventId) };
}
