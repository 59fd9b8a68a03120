import { AVATAR_LIMITS } from '@trazo/shared';
import { reencodeImage } from '../../lib/reencode-image';

/** Validates by content and produces the stored avatar (square, centre-cropped, WebP). */
export function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  return reencodeImage(bytes, AVATAR_LIMITS.fieldName, (image) =>
    image
      .resize(AVATAR_LIMITS.sizePx, AVATAR_LIMITS.sizePx, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 }),
  );
}
