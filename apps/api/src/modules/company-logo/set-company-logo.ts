import { randomUUID } from 'node:crypto';
import { MSG, type TCompanyLogoResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, storedFiles } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

// A company's logo is a stored PNG under `logos/<uuid>.png`: `customers.logo_file_id` is what the
// pre-operational PDF embeds, `customers.logo_url` (`/api/logos/<uuid>.png`) what the top bar shows.
// Every upload gets a new name, so browsers may cache a logo forever and still see a change at once.

export const LOGO_URL_PREFIX = '/api/logos/';
const LOGO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** The storage key of a logo file name from a URL, or null when it is not one of ours. */
export function logoKeyOfFile(file: string): string | null {
  return LOGO_FILE.test(file) ? `logos/${file}` : null;
}

export interface CompanyLogoDeps {
  db: Db;
  storage: FileStorage;
  /** Where a failed clean-up of the old file is told (the request's logger; the console when seeding). */
  log: { warn(detail: unknown, message: string): void };
}

/** Stores the new logo (null removes it), points the company at it and deletes the previous one. */
export async function setCompanyLogo(
  deps: CompanyLogoDeps,
  customerId: number,
  png: Buffer | null,
): Promise<TCompanyLogoResponse> {
  const id = png ? randomUUID() : null;
  const key = id ? `logos/${id}.png` : null;
  if (key && png) await deps.storage.put(key, png);
  const url = id ? `${LOGO_URL_PREFIX}${id}.png` : null;
  let previous: { id: string; key: string } | null = null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ fileId: customers.logoFileId, key: storedFiles.storageKey })
        .from(customers)
        .leftJoin(storedFiles, eq(storedFiles.id, customers.logoFileId))
        .where(eq(customers.id, customerId))
        .for('update', { of: customers });
      if (id && key && png) {
        await tx.insert(storedFiles).values({
          id,
          customerId,
          storageKey: key,
          contentType: 'image/png',
          sizeBytes: png.length,
          originalName: 'logo.png',
        });
      }
      await tx.update(customers).set({ logoUrl: url, logoFileId: id }).where(eq(customers.id, customerId));
      if (!row?.fileId || !row.key?.startsWith('logos/')) return null;
      await tx.delete(storedFiles).where(eq(storedFiles.id, row.fileId));
      return { id: row.fileId, key: row.key };
    });
  } catch (error) {
    if (key) await deps.storage.delete(key);
    throw error;
  }
  // The old file is garbage now; failing to delete it must not fail the change.
  if (previous)
    await deps.storage.delete(previous.key).catch((e) => deps.log.warn(e, 'old logo not deleted'));
  return { message: url ? MSG.companyLogoUpdated : MSG.companyLogoRemoved, logo: url };
}
