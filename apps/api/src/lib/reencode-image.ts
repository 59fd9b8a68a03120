import { MSG } from '@trazo/shared';
import sharp, { type Sharp } from 'sharp';
import { AppError } from './app-error';
import { type SniffedType, sniffContentType } from './sniff-content-type';

// Images people upload (avatars, company logos) are checked by what the bytes are, never by the file
// name or the declared type, then re-encoded: what we store is always a fresh file without metadata
// (no EXIF location), produced by the caller's pipeline.

/** The decoder's name for each image type the sniffer knows: the two must agree. */
const SHARP_FORMATS: Partial<Record<SniffedType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** A small file can still declare huge dimensions (a decompression bomb): refuse beyond this. */
const MAX_INPUT_PIXELS = 40_000_000;

/** 422 on the multipart `field` when the bytes are not a PNG, JPEG or WebP that decodes whole. */
export async function reencodeImage(
  bytes: Buffer,
  field: string,
  pipeline: (image: Sharp) => Sharp,
): Promise<Buffer> {
  const sniffed = sniffContentType(bytes);
  const kind = sniffed ? SHARP_FORMATS[sniffed] : undefined;
  if (!kind) throw new AppError(422, MSG.avatarInvalidType, { errors: { [field]: [MSG.avatarInvalidType] } });
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    // The decoder must agree with the signature (a PNG header glued onto something else is refused).
    if (format !== kind) throw new Error(`format ${format} does not match signature ${kind}`);
    // rotate(): honour the EXIF orientation of phone photos before the metadata is dropped.
    return await pipeline(image.rotate()).toBuffer();
  } catch {
    throw new AppError(422, MSG.avatarUnreadable, { errors: { [field]: [MSG.avatarUnreadable] } });
  }
}
