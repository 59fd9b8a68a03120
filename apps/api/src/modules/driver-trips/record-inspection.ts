import {
  CHECKLIST_CATEGORIES,
  isFailingRate,
  MSG,
  type TDriverChecklistResponse,
  type TDriverInspectionResponse,
  type TFailedCriticalItem,
  type ZDriverInspectionRequest,
} from '@trazo/shared';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import {
  checklistItems,
  customers,
  drivers,
  preopInspectionCategories,
  preopInspectionItemPhotos,
  preopInspectionItems,
  preopInspections,
  vehicles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkPhotosArrived, claimPhotos } from './driver-photos';
import { bogotaDay, bogotaDayRange, checkOccurredAt, type DriverScope, findDriverTrip } from './driver-scope';
import { linkInspectionTrips } from './inspection-trips';

type InspectionInput = z.output<typeof ZDriverInspectionRequest>;

// The pre-operational inspection from the drivers' app, stored as the spec's pre-operational record in
// the reports' tables (names and vehicle data copied), once per driver and vehicle per Bogotá day, linked
// to the trips it covers (inspection-trips.ts). A critical item rated 1 or 2 marks it blocked: INICIAR
// VIAJE answers 423 until the company records the fix. The driver's accepted declaration is stored as
// the spec's checklist_general_clause.

const categoryOrder = (name: string) => {
  const at = (CHECKLIST_CATEGORIES as readonly string[]).indexOf(name);
  return at < 0 ? CHECKLIST_CATEGORIES.length : at;
};

async function loadChecklist(db: Db, customerId: number) {
  return db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.customerId, customerId))
    .orderBy(asc(checklistItems.id));
}

/** GET /api/conductor/checklist: the company's checklist by category. */
export async function driverChecklist(db: Db, customerId: number): Promise<TDriverChecklistResponse> {
  const [company] = await db
    .select({ name: customers.checklistName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const items = await loadChecklist(db, customerId);
  const names = [...new Set(items.map((i) => i.category))].sort(
    (a, b) => categoryOrder(a) - categoryOrder(b),
  );
  return {
    titulo: company?.name ?? '',
    clausula: MSG.inspectionClause,
    categorias: names.map((nombre) => ({
      nombre,
      items: items
        .filter((i) => i.category === nombre)
        .map((i) => ({
          id: i.id,
          title: i.title,
          description: i.description,
          numberImages: i.numberImages,
          requiredImages: i.requiredImages,
          critical: i.isCritical,
        })),
    })),
  };
}

async function failedCritical(db: Db, inspectionId: number): Promise<TFailedCriticalItem[]> {
  const rows = await db
    .select({
      checklistItemId: preopInspectionItems.checklistItemId,
      title: preopInspectionItems.title,
      rate: preopInspectionItems.rate,
      critical: preopInspectionItems.isCritical,
    })
    .from(preopInspectionItems)
    .innerJoin(preopInspectionCategories, eq(preopInspectionCategories.id, preopInspectionItems.categoryId))
    .where(eq(preopInspectionCategories.inspectionId, inspectionId))
    .orderBy(asc(preopInspectionCategories.position), asc(preopInspectionItems.position));
  return rows
    .filter((r) => r.critical && isFailingRate(r.rate))
    .map(({ checklistItemId, title, rate }) => ({ checklistItemId, title, rate }));
}

export { failedCritical as findFailedCriticalItems };

async function describeInspection(db: Db, id: number): Promise<TDriverInspectionResponse> {
  const [row] = await db.select().from(preopInspections).where(eq(preopInspections.id, id));
  if (!row) throw new Error(`inspection ${id} vanished`);
  return {
    clientId: row.clientId ?? '',
    id: row.id,
    movementId: row.movementId,
    vehiculoPlaca: row.vehiculoPlaca,
    inspectedAt: row.inspectedAt.toISOString(),
    blocked: row.blocked,
    failedCritical: await failedCritical(db, row.id),
  };
}

async function findStored(db: Db, scope: DriverScope, clientId: string) {
  const [row] = await db
    .select({ id: preopInspections.id, driverId: preopInspections.driverId })
    .from(preopInspections)
    .where(and(eq(preopInspections.customerId, scope.customerId), eq(preopInspections.clientId, clientId)));
  if (!row) return null;
  if (row.driverId !== scope.driverId) throw new AppError(409, MSG.tripClientIdReused);
  return row.id;
}

/** The inspection's clientId was stored by a concurrent request while this one ran. */
class ClientIdTaken extends Error {}

const itemError = (index: number, field: string, message: string) =>
  new AppError(422, message, { errors: { [`items.${index}.${field}`]: [message] } });

export async function recordDriverInspection(
  deps: { db: Db; now: Date },
  scope: DriverScope,
  input: InspectionInput,
): Promise<{ created: boolean; inspection: TDriverInspectionResponse }> {
  const { db, now } = deps;
  const stored = await findStored(db, scope, input.clientId);
  if (stored !== null) return { created: false, inspection: await describeInspection(db, stored) };

  const inspectedAt = checkOccurredAt(input.inspectedAt, now);
  const trip = await findDriverTrip(db, scope, input.movementId);
  const checklist = await loadChecklist(db, scope.customerId);
  if (checklist.length === 0) throw new AppError(422, MSG.inspectionNoChecklist);
  const byId = new Map(checklist.map((c) => [c.id, c]));
  const seen = new Set<number>();
  input.items.forEach((item, index) => {
    const entry = byId.get(item.checklistItemId);
    if (!entry) throw itemError(index, 'checklistItemId', MSG.inspectionItemUnknown);
    if (seen.has(item.checklistItemId)) throw itemError(index, 'checklistItemId', MSG.inspectionItemRepeated);
    seen.add(item.checklistItemId);
    if (item.photos.length < entry.requiredImages) throw itemError(index, 'photos', MSG.tripPhotosTooFew);
    if (item.photos.length > entry.numberImages) throw itemError(index, 'photos', MSG.tripPhotosTooMany);
  });
  if (seen.size !== checklist.length) {
    throw new AppError(422, MSG.inspectionItemsMissing, { errors: { items: [MSG.inspectionItemsMissing] } });
  }
  const photoIds = input.items.flatMap((i) => i.photos);
  await checkPhotosArrived(db, scope, [...photoIds, input.signaturePhotoId]);

  const result = await db
    .transaction(async (tx) => {
      // One inspection per driver, vehicle and day: concurrent ones for the same vehicle queue on its row.
      const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, trip.vehicleId)).for('update');
      if (!vehicle) throw new Error('trip vehicle vanished');
      const resent = await findStored(tx, scope, input.clientId); // a concurrent resend got here first
      if (resent !== null) return { id: resent, created: false };
      const { start, end } = bogotaDayRange(bogotaDay(inspectedAt));
      const [sameDay] = await tx
        .select({ id: preopInspections.id })
        .from(preopInspections)
        .where(
          and(
            eq(preopInspections.customerId, scope.customerId),
            eq(preopInspections.vehicleId, vehicle.id),
            eq(preopInspections.driverId, scope.driverId),
            gte(preopInspections.inspectedAt, start),
            lt(preopInspections.inspectedAt, end),
          ),
        )
        .limit(1);
      if (sameDay) throw new AppError(409, MSG.inspectionAlreadyToday);
      const [driver] = await tx.select().from(drivers).where(eq(drivers.id, scope.driverId));
      const [company] = await tx
        .select({ name: customers.checklistName })
        .from(customers)
        .where(eq(customers.id, scope.customerId));
      const blocked = input.items.some(
        (i) => byId.get(i.checklistItemId)?.isCritical && isFailingRate(i.rate),
      );
      const [signature] = await claimPhotos(tx, scope, [input.signaturePhotoId], input.clientId);
      const [inspection] = await tx
        .insert(preopInspections)
        .values({
          customerId: scope.customerId,
          movementId: trip.id,
          manifiestoNumero: trip.manifiestoNumero,
          vehicleId: vehicle.id,
          vehiculoPlaca: vehicle.placa,
          vehiculoMarca: vehicle.marca,
          vehiculoModelo: vehicle.modelo,
          vehiculoSerie: vehicle.serie,
          driverId: scope.driverId,
          conductorNombre: driver?.nombre ?? '',
          conductorDocumento: driver?.documento ?? '',
          checklistTitle: company?.name ?? '',
          inspectedAt,
          observation: input.observation,
          clause: MSG.inspectionClause,
          signatureFileId: signature ?? null,
          clientId: input.clientId,
          blocked,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: preopInspections.id });
      if (!inspection) throw new ClientIdTaken(); // rolls back the photos claimed above
      await linkInspectionTrips(tx, {
        id: inspection.id,
        customerId: scope.customerId,
        driverId: scope.driverId,
        vehicleId: vehicle.id,
        movementId: trip.id,
        at: inspectedAt,
      });
      const files = await claimPhotos(tx, scope, photoIds, input.clientId);
      const fileOf = new Map(photoIds.map((p, i) => [p, files[i] as string]));
      const comments = new Map(input.categoryComments.map((c) => [c.category, c.comment]));
      const categories = [...new Set(checklist.map((c) => c.category))].sort(
        (a, b) => categoryOrder(a) - categoryOrder(b),
      );
      for (const [position, name] of categories.entries()) {
        const [category] = await tx
          .insert(preopInspectionCategories)
          .values({ inspectionId: inspection.id, position, name, comment: comments.get(name) ?? '' })
          .returning({ id: preopInspectionCategories.id });
        const items = checklist.filter((c) => c.category === name);
        for (const [itemPosition, entry] of items.entries()) {
          const answer = input.items.find((i) => i.checklistItemId === entry.id);
          if (!answer || !category) continue;
          const [item] = await tx
            .insert(preopInspectionItems)
            .values({
              categoryId: category.id,
              position: itemPosition,
              checklistItemId: entry.id,
              title: entry.title,
              isCritical: entry.isCritical,
              rate: answer.rate,
              observation: answer.observation,
            })
            .returning({ id: preopInspectionItems.id });
          if (item && answer.photos.length > 0) {
            await tx.insert(preopInspectionItemPhotos).values(
              answer.photos.map((p, photoPosition) => ({
                itemId: item.id,
                position: photoPosition,
                fileId: fileOf.get(p) as string,
              })),
            );
          }
        }
      }
      return { id: inspection.id, created: true };
    })
    .catch(async (error: unknown) => {
      // The same clientId sent for another vehicle at the same moment (issue 23 item 4): the vehicle locks
      // did not queue the two, the other one stored it first; answer it as a resend.
      if (!(error instanceof ClientIdTaken)) throw error;
      const stored = await findStored(db, scope, input.clientId);
      if (stored === null) throw error;
      return { id: stored, created: false };
    });
  return { created: result.created, inspection: await describeInspection(db, result.id) };
}
