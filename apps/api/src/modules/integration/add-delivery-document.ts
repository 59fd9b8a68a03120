import {
  DOCUMENT_CONTENT_TYPES,
  MSG,
  type TCumplidoCreatedResponse,
  type ZCumplidoFields,
} from '@trazo/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { deliveryDocuments, storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/read-multipart';
import type { UrlSigner } from '../../lib/signed-url';
import type { FileStorage } from '../../storage/file-storage';
import { refreshMovementStates } from '../movements/refresh-movement-states';
import { findTarget } from './find-target';
import { storeUpload } from './store-upload';

type CumplidoFields = z.output<typeof ZCumplidoFields>;

/**
 * Adds a manual delivery document (cumplido) to a manifest or a consignment; the same referencia there
 * replaces the previous file (created false). A cumplido closes the delivery of what it covers.
 */
export async function addDeliveryDocument(
  deps: { db: Db; storage: FileStorage; urlSigner: UrlSigner; now: Date },
  input: {
    customerId: number;
    manifest: string;
    remesa?: string;
    fields: CumplidoFields;
    file: UploadedFile | undefined;
  },
): Promise<{ created: boolean; cumplido: TCumplidoCreatedResponse }> {
  const { db, storage } = deps;
  const { file } = input;
  if (!file) throw new AppError(422, MSG.fileRequired, { errors: { documento: [MSG.fileRequired] } });
  const target = await findTarget(db, input.customerId, input.manifest, input.fields.remesa);
  const stored = await storeUpload(
    storage,
    input.customerId,
    file,
    DOCUMENT_CONTENT_TYPES,
    `cumplido-${input.fields.referencia}`,
  );
  const sameReference = and(
    eq(deliveryDocuments.movementId, target.movementId),
    target.consignmentId === null
      ? isNull(deliveryDocuments.consignmentId)
      : eq(deliveryDocuments.consignmentId, target.consignmentId),
    eq(deliveryDocuments.referencia, input.fields.referencia),
  );

  const values = {
    descripcion: input.fields.descripcion,
    fileId: stored.id,
    nombre: stored.originalName,
    updatedAt: deps.now,
  };
  // The row is inserted first, ON CONFLICT DO NOTHING: of identical uploads at the same moment (an ERP
  // retrying a slow one) one creates it and the others, once it committed, find it and replace or
  // repeat it — no duplicate key reaches the client (issue 23 item 4).
  const result = await db
    .transaction(async (tx) => {
      await tx.insert(storedFiles).values(stored);
      const [inserted] = await tx
        .insert(deliveryDocuments)
        .values({
          ...values,
          movementId: target.movementId,
          consignmentId: target.consignmentId,
          customerId: input.customerId,
          referencia: input.fields.referencia,
          createdAt: deps.now,
        })
        .onConflictDoNothing()
        .returning({ id: deliveryDocuments.id });
      if (inserted) {
        await refreshMovementStates(tx, [target.movementId], deps.now);
        return { id: inserted.id, created: true, dropKey: null };
      }
      // Only the cumplido's row is locked (not its file's: a concurrent replacement deletes that one),
      // then its current file is read once the lock is ours.
      const [locked] = await tx
        .select({ id: deliveryDocuments.id })
        .from(deliveryDocuments)
        .where(sameReference)
        .for('update');
      const [previous] = locked
        ? await tx
            .select({
              id: deliveryDocuments.id,
              fileId: deliveryDocuments.fileId,
              descripcion: deliveryDocuments.descripcion,
              key: storedFiles.storageKey,
              size: storedFiles.sizeBytes,
            })
            .from(deliveryDocuments)
            .innerJoin(storedFiles, eq(storedFiles.id, deliveryDocuments.fileId))
            .where(eq(deliveryDocuments.id, locked.id))
        : [];
      if (!previous) throw new Error('cumplido conflict without a row');
      // The very same upload again: nothing changes and it answers as the stored one (same id, same link).
      if (await isSameUpload(storage, previous, input.fields.descripcion, file)) {
        await tx.delete(storedFiles).where(eq(storedFiles.id, stored.id));
        return { id: previous.id, created: false, dropKey: stored.storageKey };
      }
      await tx.update(deliveryDocuments).set(values).where(eq(deliveryDocuments.id, previous.id));
      await tx.delete(storedFiles).where(eq(storedFiles.id, previous.fileId));
      return { id: previous.id, created: false, dropKey: previous.key };
    })
    .catch(async (error: unknown) => {
      // Whatever failed, the bytes just stored must not stay behind without a row.
      await storage.delete(stored.storageKey);
      throw error;
    });
  if (result.dropKey) await storage.delete(result.dropKey);

  const [row] = await db.select().from(deliveryDocuments).where(eq(deliveryDocuments.id, result.id));
  if (!row) throw new Error('cumplido vanished');
  return {
    created: result.created,
    cumplido: {
      id: row.id,
      descripcion: row.descripcion,
      referencia: row.referencia,
      ruta_digital: deps.urlSigner.sign(row.fileId).url,
      nombre: row.nombre,
      created_at: row.createdAt.toISOString(),
      remesa_numero: input.fields.remesa?.toUpperCase() ?? null,
    },
  };
}

async function isSameUpload(
  storage: FileStorage,
  previous: { descripcion: string; key: string; size: number },
  descripcion: string,
  file: UploadedFile,
): Promise<boolean> {
  if (previous.descripcion !== descripcion || previous.size !== file.bytes.length) return false;
  const bytes = await storage.read(previous.key);
  return bytes?.equals(file.bytes) ?? false;
}
