import { randomUUID } from 'node:crypto';
import { MSG } from '@trazo/shared';
import type { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPhotoJpeg } from '../../lib/bound-photo';
import type { UploadedFile } from '../../lib/read-multipart';
import { extensionOf, storedFileName } from '../../lib/stored-file-name';
import type { FileStorage } from '../../storage/file-storage';

/**
 * Checks the sniffed type, re-encodes an image (bounded JPEG, bound-photo.ts), puts the bytes in storage
 * and returns the stored_files row to insert. The stored name says what the file is (`name`, e.g. `foto`
 * or `cumplido-<referencia>`) with the extension of what it really is; the uploader's name is not kept,
 * since it is served back in Content-Disposition (an image sent as `evil.html`, issue 23).
 */
export async function storeUpload(
  storage: FileStorage,
  customerId: number,
  file: UploadedFile,
  allowed: readonly string[],
  name?: string,
): Promise<typeof storedFiles.$inferInsert & { id: string; storageKey: string }> {
  if (!file.contentType || !allowed.includes(file.contentType)) {
    throw new AppError(422, MSG.fileTypeNotAllowed, { errors: { [file.field]: [MSG.fileTypeNotAllowed] } });
  }
  const isImage = file.contentType.startsWith('image/');
  const bytes = isImage ? await toPhotoJpeg(file.bytes, file.field) : file.bytes;
  const contentType = isImage ? 'image/jpeg' : file.contentType;
  const id = randomUUID();
  const storageKey = `movimientos/${customerId}/${id}.${extensionOf(contentType)}`;
  await storage.put(storageKey, bytes);
  return {
    id,
    customerId,
    storageKey,
    contentType,
    sizeBytes: bytes.length,
    originalName: storedFileName(name ?? `foto-${id}`, contentType),
  };
}
