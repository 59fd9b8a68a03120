import { PHOTO_LIMITS } from '@trazo/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPhotoJpeg } from '../../lib/bound-photo';
import { imageHeader } from '../../lib/image-header';
import { storedFileName } from '../../lib/stored-file-name';
import type { FileStorage } from '../../storage/file-storage';
import { runOnce } from './one-time-task';

// Images stored before uploads were bounded (issue 23) — photos, signatures, receipts, image cumplidos —
// are re-encoded once into the shape uploads now get (bound-photo.ts). Logos are bounded PNGs already
// (their transparency is kept) and avatars are not stored files.

export const REENCODE_IMAGES_TASK = 'reencode-stored-images-2026-11';

const BATCH = 50;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface ReencodeSummary {
  reencoded: number;
  /** Already a bounded JPEG: left as it is (a rerun after a crash does not re-encode twice). */
  alreadyBounded: number;
  /** Past the pixel limit or unreadable: left as stored; the PDF does not open them (preop-report.ts). */
  refused: string[];
  missing: number;
}

async function reencodeOne(
  db: Db,
  storage: FileStorage,
  file: { id: string; storageKey: string },
  summary: ReencodeSummary,
) {
  const bytes = await storage.read(file.storageKey);
  if (!bytes) {
    summary.missing += 1;
    return;
  }
  const header = imageHeader(bytes);
  const isBoundedJpeg =
    header?.format === 'jpeg' &&
    header.width <= PHOTO_LIMITS.maxSidePx &&
    header.height <= PHOTO_LIMITS.maxSidePx;
  if (isBoundedJpeg) {
    summary.alreadyBounded += 1;
    return;
  }
  let jpeg: Buffer;
  try {
    jpeg = await toPhotoJpeg(bytes, 'foto');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    summary.refused.push(file.id);
    return;
  }
  // New bytes under a new key first, then the row, then the old bytes: a crash leaves at most an orphan.
  const key = `${file.storageKey.replace(/\.[^./]*$/, '')}.jpg`;
  await storage.put(key, jpeg);
  await db
    .update(storedFiles)
    .set({
      storageKey: key,
      contentType: 'image/jpeg',
      sizeBytes: jpeg.length,
      originalName: storedFileName(`foto-${file.id}`, 'image/jpeg'),
    })
    .where(eq(storedFiles.id, file.id));
  if (key !== file.storageKey) await storage.delete(file.storageKey);
  summary.reencoded += 1;
}

/** Walks the stored images a batch at a time, one image decoded at a time. */
async function reencodeAll(db: Db, storage: FileStorage, signal?: AbortSignal): Promise<ReencodeSummary> {
  const summary: ReencodeSummary = { reencoded: 0, alreadyBounded: 0, refused: [], missing: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .leftJoin(customers, eq(customers.logoFileId, storedFiles.id))
      .where(
        and(
          inArray(storedFiles.contentType, IMAGE_TYPES),
          isNull(customers.id),
          gt(storedFiles.id, sql`${after}::uuid`),
        ),
      )
      .orderBy(asc(storedFiles.id))
      .limit(BATCH);
    for (const file of batch) {
      signal?.throwIfAborted(); // a stopping process leaves the rest to the next start
      await reencodeOne(db, storage, file, summary);
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return summary;
    after = last.id;
  }
}

/** Re-encodes the stored images once per installation; null when it already ran (or is running). */
export function reencodeStoredImages(deps: {
  db: Db;
  storage: FileStorage;
  now: Date;
  signal?: AbortSignal;
}): Promise<ReencodeSummary | null> {
  return runOnce(deps.db, REENCODE_IMAGES_TASK, deps.now, () =>
    reencodeAll(deps.db, deps.storage, deps.signal),
  );
}
