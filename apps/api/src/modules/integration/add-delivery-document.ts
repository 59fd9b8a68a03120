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
  if (!input.file) throw new AppError(422, MSG.fileRequired, { errors: { documento: [MSG.fileRequired] } });
  const target = await findTarget(db, input.customerId, input.manifest, input.fields.remesa);
  const stored = await storeUpload(
    storage,
    input.customerId,
    input.file,
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

  const result = await db.transaction(async (tx) => {
    await tx.insert(storedFiles).values(stored);
    const [previous] = await tx
      .select({ id: deliveryDocuments.id, fileId: deliveryDocuments.fileId, key: storedFiles.storageKey })
      .from(deliveryDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, deliveryDocuments.fileId))
      .where(sameReference)
      .for('update');
    const values = {
      descripcion: input.fields.descripcion,
      fileId: stored.id,
      nombre: stored.originalName,
      updatedAt: deps.now,
    };
    let id: number;
    if (previous) {
      await tx.update(deliveryDocuments).set(values).where(eq(deliveryDocuments.id, previous.id));
      await tx.delete(storedFiles).where(eq(storedFiles.id, previous.fileId));
      id = previous.id;
    } else {
      const [row] = await tx
        .insert(deliveryDocuments)
        .values({
          ...values,
          movementId: target.movementId,
          consignmentId: target.consignmentId,
          customerId: input.customerId,
          referencia: input.fields.referencia,
          createdAt: deps.now,
        })
        .returning({ id: deliveryDocuments.id });
      id = row?.id as number;
      await refreshMovementStates(tx, [target.movementId]);
    }
    return { id, replacedKey: previous?.key ?? null, createdAt: previous ? null : deps.now };
  });
  if (result.replacedKey) await storage.delete(result.replacedKey);

  const [row] = await db.select().from(deliveryDocuments).where(eq(deliveryDocuments.id, result.id));
  if (!row) throw new Error('cumplido vanished');
  return {
    created: result.replacedKey === null,
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
