import { AVATAR_LIMITS, MSG } from '@trazo/shared';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { type SniffedType, sniffContentType } from '../../lib/sniff-content-type';

// Avatars are checked by what the bytes are, never by the file name or the declared type, then
// re-encoded: the stored file is always a fresh 256×256 WebP without metadata (no EXIF location).

/** The decoder's name for each image type the sniffer knows: the two must agree. */
const SHARP_FORMATS: Partial<Record<SniffedType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** A small file can still declare huge dimensions (a decompression bomb): refuse beyond this. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Validates by content and produces the stored avatar (square, centre-cropped, WebP). */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const sniffed = sniffContentType(bytes);
  const kind = sniffed ? SHARP_FORMATS[sniffed] : undefined;
  if (!kind) throw new AppError(422, MSG.avatarInvalidType, { errors: { avatar: [MSG.avatarInvalidType] } });
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    // The decoder must agree with the signature (a PNG header glued onto something else is refused).
    if (format !== kind) throw new Error(`format ${format} does not match signature ${kind}`);
    return await image
      .rotate() // honour the EXIF orientation of phone photos before the metadata is dropped
      .resize(AVATAR_LIMITS.sizePx, AVATAR_LIMITS.sizePx, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(422, MSG.avatarUnreadable, { errors: { avatar: [MSG.avatarUnreadable] } });
  }
}
