import { AVATAR_LIMITS, MSG } from '@trazo/shared';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

// Avatars are checked by what the bytes are, never by the file name or the declared type, then
// re-encoded: the stored file is always a fresh 256×256 WebP without metadata (no EXIF location).

export type ImageKind = 'png' | 'jpeg' | 'webp';

/** The image type by its magic bytes (PNG signature, JPEG SOI marker, RIFF…WEBP), or null. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** A small file can still declare huge dimensions (a decompression bomb): refuse beyond this. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Validates by content and produces the stored avatar (square, centre-cropped, WebP). */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const kind = detectImageKind(bytes);
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
