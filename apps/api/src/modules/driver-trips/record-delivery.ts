import {
  DRIVER_RECORD_LIMITS,
  eventTypeName,
  haversineMeters,
  MSG,
  type TDriverDeliveryResponse,
  type ZDriverDeliveryRequest,
} from '@trazo/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import {
  consignments,
  deliveryDocuments,
  driverDeliveries,
  movementEvents,
  movements,
  rejectionReasons,
  storedFiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { extensionOf } from '../../lib/stored-file-name';
import { snapshotTripEventPlans } from '../configuration/snapshot-trip-plan';
import { referencePrefix, SIGNATURE_SUFFIX } from '../movements/delivery-references';
import { refreshMovementStates } from '../movements/refresh-movement-states';
import type { EventNotifier } from '../notifications/notify-event';
import { checkPhotosArrived, claimPhotos } from './driver-photos';
import { checkOccurredAt, type DriverScope, findDriverTrip } from './driver-scope';
import { checkPlanOrder } from './plan-order';
import { checkPhotoCount, findRecordedEvent } from './record-event';
import { storeDriverEvent } from './store-driver-event';

type DeliveryInput = z.output<typeof ZDriverDeliveryRequest>;

// Proof of delivery: the delivery event (10, 11, 12) on the consignment's timeline, its proof in
// driver_deliveries, and for 11 the signed documents' photos and the signature as the consignment's
// 'Cumplidos Manuales' (delivery_documents, as the ERP's). The state follows through the one derivation.

/** The cumplidos of a delivery are told apart by their reference: APP-<event id>-<n> / -FIRMA. */

async function describeDelivery(db: Db, eventId: number): Promise<TDriverDeliveryResponse> {
  const [row] = await db
    .select({
      clientId: movementEvents.clientId,
      movementId: movementEvents.movementId,
      consignmentId: driverDeliveries.consignmentId,
      tipo: driverDeliveries.tipo,
      at: movementEvents.occurredAt,
      lat: movementEvents.latitude,
      lon: movementEvents.longitude,
      geoDenied: movementEvents.geoDenied,
      distance: driverDeliveries.distanceMeters,
      far: driverDeliveries.far,
      closed: consignments.isClosed,
      rejected: consignments.isRejected,
      estado: movements.estado,
    })
    .from(movementEvents)
    .innerJoin(driverDeliveries, eq(driverDeliveries.eventId, movementEvents.id))
    .innerJoin(consignments, eq(consignments.id, driverDeliveries.consignmentId))
    .innerJoin(movements, eq(movements.id, movementEvents.movementId))
    .where(eq(movementEvents.id, eventId));
  if (!row) throw new Error(`delivery ${eventId} vanished`);
  const cumplidos = await db
    .select({ id: deliveryDocuments.id })
    .from(deliveryDocuments)
    .where(
      and(
        eq(deliveryDocuments.consignmentId, row.consignmentId),
        like(deliveryDocuments.referencia, `${referencePrefix(eventId)}%`),
      ),
    );
  return {
    clientId: row.clientId ?? '',
    id: eventId,
    tipo: row.tipo,
    event: eventTypeName(row.tipo),
    movementId: row.movementId,
    consignmentId: row.consignmentId,
    occurredAt: row.at.toISOString(),
    latitude: row.lat,
    longitude: row.lon,
    geoDenied: row.geoDenied,
    distanceMeters: row.distance,
    far: row.far,
    cumplidos: cumplidos.length,
    consignmentState: row.rejected ? 'rechazada' : row.closed ? 'entregada' : 'en_ruta',
    movementState: row.estado,
  };
}

export async function recordDriverDelivery(
  deps: { db: Db; now: Date; notify: EventNotifier },
  scope: DriverScope,
  input: DeliveryInput,
): Promise<{ created: boolean; delivery: TDriverDeliveryResponse }> {
  const { db, now } = deps;
  const stored = await findRecordedEvent(db, scope, input.clientId, 'delivery');
  if (stored !== null) return { created: false, delivery: await describeDelivery(db, stored) };

  const occurredAt = checkOccurredAt(input.occurredAt, now);
  const trip = await findDriverTrip(db, scope, input.movementId);
  const photos = input.tipo === 11 ? input.documentPhotos : input.photos;
  const signature = input.tipo === 11 ? input.signaturePhotoId : null;
  await checkPhotosArrived(db, scope, signature ? [...photos, signature] : photos);

  const result = await db.transaction(async (tx) => {
    await tx.select({ id: movements.id }).from(movements).where(eq(movements.id, trip.id)).for('update');
    const resent = await findRecordedEvent(tx, scope, input.clientId, 'delivery');
    if (resent !== null) return { id: resent, created: false };
    const [start] = await tx
      .select({ id: movementEvents.id })
      .from(movementEvents)
      .where(and(eq(movementEvents.movementId, trip.id), eq(movementEvents.eventTypeId, 5)))
      .limit(1);
    if (!start) throw new AppError(428, MSG.tripNotStarted);
    const [consignment] = await tx
      .select({
        closed: consignments.isClosed,
        remesa: consignments.remesaNumero,
        lat: consignments.destinoLatitud,
        lon: consignments.destinoLongitud,
        precision: consignments.destinoPrecision,
      })
      .from(consignments)
      .where(
        and(
          eq(consignments.id, input.consignmentId),
          eq(consignments.movementId, trip.id),
          eq(consignments.customerId, scope.customerId),
        ),
      );
    if (!consignment) throw new AppError(404, MSG.consignmentNotFound);
    if (consignment.closed) throw new AppError(409, MSG.tripConsignmentClosed);
    const plans = await snapshotTripEventPlans(tx, {
      customerId: scope.customerId,
      movementId: trip.id,
      now,
    });
    const plan = plans.find((p) => p.consignmentId === input.consignmentId);
    // The delivery comes after every other planned event (issue 22 item 6).
    await checkPlanOrder(
      tx,
      { movementId: trip.id, consignmentId: input.consignmentId },
      plan?.events ?? [],
      input.tipo,
    );
    const planned = plan?.events.find((e) => e.id_events === input.tipo);
    if (planned) checkPhotoCount(planned, photos.length);
    let reason: { id: number; nombre: string } | null = null;
    if (input.tipo === 12) {
      const [found] = await tx
        .select({ id: rejectionReasons.id, nombre: rejectionReasons.nombre })
        .from(rejectionReasons)
        .where(
          and(
            eq(rejectionReasons.id, input.reasonId),
            eq(rejectionReasons.customerId, scope.customerId),
            eq(rejectionReasons.isActive, true),
          ),
        );
      if (!found)
        throw new AppError(422, MSG.deliveryReasonUnknown, {
          errors: { reasonId: [MSG.deliveryReasonUnknown] },
        });
      reason = found;
    }
    const distance =
      input.position && consignment.lat !== null && consignment.lon !== null
        ? haversineMeters(input.position, { lat: consignment.lat, lon: consignment.lon })
        : null;

    const { eventId, files } = await storeDriverEvent(
      tx,
      scope,
      {
        movementId: trip.id,
        consignmentId: input.consignmentId,
        eventTypeId: input.tipo,
        occurredAt,
        position: input.position,
        geoDenied: input.geoDenied,
        clientId: input.clientId,
        note: input.note,
        now,
      },
      photos,
    );
    const [signatureFile] = signature ? await claimPhotos(tx, scope, [signature], input.clientId) : [];
    await tx.insert(driverDeliveries).values({
      customerId: scope.customerId,
      eventId,
      consignmentId: input.consignmentId,
      tipo: input.tipo,
      receiverName: input.tipo === 11 ? input.receiverName : null,
      receiverDocument: input.tipo === 11 ? input.receiverDocument : null,
      signatureFileId: signatureFile ?? null,
      reasonId: reason?.id ?? null,
      reasonName: reason?.nombre ?? null,
      note: input.note,
      distanceMeters: distance,
      // A municipality's centre is kilometres from most addresses in it: only a street-level destination
      // can say the delivery happened far from it (issue 22 item 13).
      far:
        distance !== null &&
        consignment.precision === 'direccion' &&
        distance > DRIVER_RECORD_LIMITS.deliveryFarMeters,
      createdAt: now,
    });
    if (input.tipo === 11) {
      const documents = signatureFile ? [...files, signatureFile] : files;
      const types = await tx
        .select({ id: storedFiles.id, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(inArray(storedFiles.id, documents));
      const typeOf = new Map(types.map((n) => [n.id, n.contentType]));
      const rows = documents.map((fileId, i) => {
        const isSignature = fileId === signatureFile;
        const descripcion = isSignature
          ? MSG.deliverySignatureCumplido
          : `${MSG.deliveryCumplidoDescription} (${i + 1} de ${files.length})`;
        // Named for what it is, not the phone's "<uuid>.jpg" (issue 22 item 13): the list and the
        // downloaded file read "Firma de quien recibe RM-1.png", "Documento firmado … (1 de 2) RM-1.jpg".
        const nombre = `${descripcion} ${consignment.remesa}.${extensionOf(typeOf.get(fileId) ?? '')}`;
        return {
          movementId: trip.id,
          consignmentId: input.consignmentId,
          customerId: scope.customerId,
          descripcion,
          referencia: `${referencePrefix(eventId)}${isSignature ? SIGNATURE_SUFFIX : i + 1}`,
          fileId,
          nombre,
          createdAt: now,
          updatedAt: now,
        };
      });
      await tx.insert(deliveryDocuments).values(rows);
      for (const row of rows) {
        await tx
          .update(storedFiles)
          .set({ originalName: row.nombre })
          .where(and(eq(storedFiles.id, row.fileId), eq(storedFiles.customerId, scope.customerId)));
      }
    }
    await refreshMovementStates(tx, [trip.id], now);
    await deps.notify(tx, eventId, now);
    return { id: eventId, created: true };
  });
  return { created: result.created, delivery: await describeDelivery(db, result.id) };
}
