import type { Readable } from 'node:stream';
import { MSG } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UrlSigner } from '../../lib/signed-url';
import { storedFileName } from '../../lib/stored-file-name';
import type { FileStorage } from '../../storage/file-storage';

export interface OpenedFile {
  stream: Readable;
  contentType: string;
  size: number;
  name: string;
  expiresInSeconds: number;
}

/**
 * GET /api/archivos/:id — only with a valid, unexpired signature (ADR 0005). Signed links point at this
 * route whichever storage driver is configured, and it streams the bytes from that storage (a folder or
 * an S3 bucket, ADR 0011): one kind of link, one key, the same expiry everywhere, the bucket never exposed,
 * and any API process can answer a link another one signed.
 */
export async function openSignedFile(
  deps: { db: Db; urlSigner: UrlSigner; storage: FileStorage; now: Date },
  input: { id: string; expires: number; signature: string },
): Promise<OpenedFile> {
  if (!deps.urlSigner.verify(input.id, input.expires, input.signature)) {
    throw new AppError(403, MSG.signedUrlInvalid);
  }
  const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, input.id));
  const stream = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !stream) throw new AppError(404, MSG.fileNotFound);
  return {
    stream,
    contentType: file.contentType,
    size: file.sizeBytes,
    // Files stored before names were ours keep the uploader's name part, never its extension.
    name: storedFileName(file.originalName.replace(/\.[^.]*$/, ''), file.contentType),
    expiresInSeconds: Math.max(0, input.expires - Math.floor(deps.now.getTime() / 1000)),
  };
}
