import { DRIVER_PHOTO_TYPES, MSG, type TDriverPhotoResponse } from '@trazo/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { driverPhotos, storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import type { UploadedFile } from '../../lib/read-multipart';
import type { FileStorage } from '../../storage/file-storage';
import { storeUpload } from '../integration/store-upload';
import type { DriverScope } from './driver-scope';

// Photos travel alone, before the records that use them (packages/shared/src/driver/trips.ts): stored
// once per (company, clientId); a record then claims them by their client ids.

async function describePhoto(db: Db, customerId: number, clientId: string) {
  const [row] = await db
    .select({
      clientId: driverPhotos.clientId,
      driverId: driverPhotos.driverId,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      createdAt: driverPhotos.createdAt,
    })
    .from(driverPhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, driverPhotos.fileId))
    .where(and(eq(driverPhotos.customerId, customerId), eq(driverPhotos.clientId, clientId)));
  return row ?? null;
}

function answer(row: NonNullable<Awaited<ReturnType<typeof describePhoto>>>, scope: DriverScope) {
  if (row.driverId !== scope.driverId) throw new AppError(409, MSG.tripClientIdReused);
  const photo: TDriverPhotoResponse = {
    clientId: row.clientId,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    receivedAt: row.createdAt.toISOString(),
  };
  return photo;
}

/** Stores one photo (sniffed: jpeg, png, webp). A resend of its clientId answers the stored one. */
export async function storeDriverPhoto(
  deps: { db: Db; storage: FileStorage; now: Date },
  scope: DriverScope,
  input: { clientId: string; file: UploadedFile | undefined },
): Promise<{ created: boolean; photo: TDriverPhotoResponse }> {
  const { db, storage } = deps;
  const before = await describePhoto(db, scope.customerId, input.clientId);
  if (before) return { created: false, photo: answer(before, scope) };
  if (!input.file)
    throw new AppError(422, MSG.tripPhotoRequired, { errors: { foto: [MSG.tripPhotoRequired] } });
  if (
    !input.file.contentType ||
    !(DRIVER_PHOTO_TYPES as readonly string[]).includes(input.file.contentType)
  ) {
    throw new AppError(422, MSG.tripPhotoNotImage, { errors: { foto: [MSG.tripPhotoNotImage] } });
  }
  const stored = await storeUpload(storage, scope.customerId, input.file, DRIVER_PHOTO_TYPES);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(storedFiles).values(stored);
      await tx.insert(driverPhotos).values({
        customerId: scope.customerId,
        driverId: scope.driverId,
        clientId: input.clientId,
        fileId: stored.id,
        createdAt: deps.now,
      });
    });
  } catch (error) {
    await storage.delete(stored.storageKey);
    if (uniqueViolation(error) === null) throw error;
    const after = await describePhoto(db, scope.customerId, input.clientId); // a concurrent resend won
    if (after) return { created: false, photo: answer(after, scope) };
    throw error;
  }
  const row = await describePhoto(db, scope.customerId, input.clientId);
  if (!row) throw new Error('driver photo vanished');
  return { created: true, photo: answer(row, scope) };
}

/**
 * The file ids of a record's photos, in order, claimed for the record `usedBy` inside its transaction.
 * 425 with the missing client ids when some have not arrived; 409 when one belongs to another record.
 */
export async function claimPhotos(
  tx: Db,
  scope: DriverScope,
  clientIds: readonly string[],
  usedBy: string,
): Promise<string[]> {
  if (clientIds.length === 0) return [];
  const rows = await tx
    .select({ clientId: driverPhotos.clientId, fileId: driverPhotos.fileId, usedBy: driverPhotos.usedBy })
    .from(driverPhotos)
    .where(
      and(
        eq(driverPhotos.customerId, scope.customerId),
        eq(driverPhotos.driverId, scope.driverId),
        inArray(driverPhotos.clientId, [...clientIds]),
      ),
    );
  const byClient = new Map(rows.map((r) => [r.clientId, r]));
  const missing = clientIds.filter((id) => !byClient.has(id));
  if (missing.length > 0) {
    throw new AppError(425, MSG.tripPhotosPending, { errors: { fotosPendientes: missing } });
  }
  if (rows.some((r) => r.usedBy !== null)) throw new AppError(409, MSG.tripPhotoAlreadyUsed);
  const claimed = await tx
    .update(driverPhotos)
    .set({ usedBy })
    .where(
      and(
        eq(driverPhotos.customerId, scope.customerId),
        inArray(driverPhotos.clientId, [...clientIds]),
        isNull(driverPhotos.usedBy),
      ),
    )
    .returning({ clientId: driverPhotos.clientId });
  if (claimed.length !== clientIds.length) throw new AppError(409, MSG.tripPhotoAlreadyUsed);
  return clientIds.map((id) => byClient.get(id)?.fileId as string);
}

/** Clients ids still missing among these (for the 425 check before any other work). */
export async function checkPhotosArrived(db: Db, scope: DriverScope, clientIds: readonly string[]) {
  if (clientIds.length === 0) return;
  const rows = await db
    .select({ clientId: driverPhotos.clientId })
    .from(driverPhotos)
    .where(
      and(
        eq(driverPhotos.customerId, scope.customerId),
        eq(driverPhotos.driverId, scope.driverId),
        inArray(driverPhotos.clientId, [...clientIds]),
      ),
    );
  const found = new Set(rows.map((r) => r.clientId));
  const missing = clientIds.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError(425, MSG.tripPhotosPending, { errors: { fotosPendientes: missing } });
}
