import { MSG, PHOTO_LIMITS } from '@trazo/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from './app-error';
import { type SniffedType, sniffContentType } from './sniff-content-type';

// Images people upload (avatars, logos, photos, signatures, receipts, image cumplidos) are checked by what
// the bytes are, never by the file name or the declared type, then re-encoded: what we store is always a
// fresh file produced by the caller's pipeline (bounded, no trailing bytes, no alpha where a JPEG is asked).

/** The decoder's name for each image type the sniffer knows: the two must agree. */
const SHARP_FORMATS: Partial<Record<SniffedType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

export interface ReencodeMessages {
  /** Not a PNG, JPEG or WebP by its bytes. */
  invalidType: string;
  /** Its bytes do not decode whole. */
  unreadable: string;
}

const AVATAR_MESSAGES: ReencodeMessages = {
  invalidType: MSG.avatarInvalidType,
  unreadable: MSG.avatarUnreadable,
};

/**
 * 422 on the multipart `field` when the bytes are not a PNG, JPEG or WebP that decodes whole, or when they
 * declare more than PHOTO_LIMITS.maxInputPixels: a small file can declare huge dimensions (a decompression
 * bomb), so the header is read first and such a file is never decoded.
 */
export async function reencodeImage(
  bytes: Buffer,
  field: string,
  pipeline: (image: Sharp) => Sharp,
  messages: ReencodeMessages = AVATAR_MESSAGES,
): Promise<Buffer> {
  const refuse = (message: string) => new AppError(422, message, { errors: { [field]: [message] } });
  const sniffed = sniffContentType(bytes);
  const kind = sniffed ? SHARP_FORMATS[sniffed] : undefined;
  if (!kind) throw refuse(messages.invalidType);
  let header: Metadata;
  try {
    // Header only: no pixel is decoded, so no limit is needed to read the dimensions themselves.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(messages.unreadable);
  }
  // The decoder must agree with the signature (a PNG header glued onto something else is refused).
  if (header.format !== kind) throw refuse(messages.unreadable);
  if ((header.width ?? 0) * (header.height ?? 0) > PHOTO_LIMITS.maxInputPixels) {
    throw refuse(MSG.imageTooManyPixels);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error' });
    // rotate(): honour the EXIF orientation of phone photos (the tag is dropped with it).
    return await pipeline(image.rotate()).toBuffer();
  } catch {
    throw refuse(messages.unreadable);
  }
}
