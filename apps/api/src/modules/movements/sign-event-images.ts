import type { TImgPublicRequest, TImgPublicResponse } from '@trazo/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { movementEventImages } from '../../db/schema';
import type { UrlSigner } from '../../lib/signed-url';

/**
 * spec §7 img_public: event image ids (from a lookup's `image_event`) → short-lived signed URLs. Only
 * event photos can be signed here; an unknown id is left out. The ids are random UUIDs handed out only
 * by a lookup, so knowing one already means having seen that movement.
 */
export async function signEventImages(
  deps: { db: Db; urlSigner: UrlSigner },
  input: TImgPublicRequest,
): Promise<TImgPublicResponse> {
  const wanted = [...new Set(input.imagenes.map((id) => id.toLowerCase()))];
  const rows = await deps.db
    .select({ id: movementEventImages.fileId })
    .from(movementEventImages)
    .where(inArray(movementEventImages.fileId, wanted));
  const found = new Set(rows.map((r) => r.id));
  const images = wanted
    .filter((id) => found.has(id))
    .map((id) => {
      const { url, expiresAt } = deps.urlSigner.sign(id);
      return { id, image_url: url, expires_at: expiresAt.toISOString() };
    });
  return { data: { images } };
}
