import { randomUUID } from 'node:crypto';
import { MSG } from '@trazo/shared';
import type { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/read-multipart';
import type { FileStorage } from '../../storage/file-storage';

export const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Checks the sniffed type, puts the bytes in storage and returns the stored_files row to insert. */
export async function storeUpload(
  storage: FileStorage,
  customerId: number,
  file: UploadedFile,
  allowed: readonly string[],
): Promise<typeof storedFiles.$inferInsert & { id: string; storageKey: string }> {
  if (!file.contentType || !allowed.includes(file.contentType)) {
    throw new AppError(422, MSG.fileTypeNotAllowed, { errors: { [file.field]: [MSG.fileTypeNotAllowed] } });
  }
  const id = randomUUID();
  const storageKey = `movimientos/${customerId}/${id}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
  await storage.put(storageKey, file.bytes);
  const name = (file.filename || `${id}.${EXTENSIONS[file.contentType]}`)
    .replace(/[\\/\0]/g, '_')
    .slice(0, 200);
  return {
    id,
    customerId,
    storageKey,
    contentType: file.contentType,
    sizeBytes: file.bytes.length,
    originalName: name,
  };
}
