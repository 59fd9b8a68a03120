import { randomUUID } from 'node:crypto';
import { MSG, type TFuecSettingsResponse, type ZFuecSettings } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { fuecSettings, storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';

// The operator's FUEC settings (issue 24 item 5: "live in its profile"): what builds the number and heads
// the PDF. The signature image is a stored PNG; an old one is never deleted, issued FUECs print theirs.

type Settings = z.output<typeof ZFuecSettings>;

export async function getFuecSettings(db: Db, customerId: number): Promise<TFuecSettingsResponse> {
  const [row] = await db.select().from(fuecSettings).where(eq(fuecSettings.customerId, customerId));
  if (!row) return { settings: null, hasSignature: false };
  return {
    settings: {
      territorialCode: row.territorialCode as Settings['territorialCode'],
      resolutionNumber: row.resolutionNumber,
      resolutionYear: row.resolutionYear,
      address: row.address,
      phone: row.phone,
      email: row.email,
      legalRepName: row.legalRepName,
    },
    hasSignature: row.signatureFileId !== null,
  };
}

export async function saveFuecSettings(
  deps: { db: Db; now: Date },
  customerId: number,
  settings: Settings,
): Promise<TFuecSettingsResponse> {
  const values = { ...settings, updatedAt: deps.now };
  await deps.db
    .insert(fuecSettings)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: fuecSettings.customerId, set: values });
  return getFuecSettings(deps.db, customerId);
}

/** Stores the signature PNG (already re-encoded) and points the settings at it. */
export async function setFuecSignature(
  deps: { db: Db; storage: FileStorage },
  customerId: number,
  png: Buffer,
): Promise<TFuecSettingsResponse> {
  const id = randomUUID();
  const storageKey = `firmas/${customerId}/${id}.png`;
  await deps.storage.put(storageKey, png);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(storedFiles).values({
        id,
        customerId,
        storageKey,
        contentType: 'image/png',
        sizeBytes: png.length,
        originalName: 'firma.png',
      });
      const [row] = await tx
        .update(fuecSettings)
        .set({ signatureFileId: id })
        .where(eq(fuecSettings.customerId, customerId))
        .returning({ id: fuecSettings.customerId });
      if (!row) throw new AppError(409, MSG.fuecSettingsMissing);
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
  return getFuecSettings(deps.db, customerId);
}
