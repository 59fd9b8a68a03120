import { MSG, PHOTO_LIMITS } from '@trazo/shared';
import type { Sharp } from 'sharp';
import { type ReencodeMessages, reencodeImage } from './reencode-image';

// Photos are evidence (event photos, receipts, photographed cumplidos): their EXIF (when and where the
// phone took them) is kept in the stored JPEG, the orientation applied to the pixels. Signatures come
// from a canvas and have none. Transparency has no meaning on paper or in a photo: flattened on white.

const PHOTO_MESSAGES: ReencodeMessages = {
  invalidType: MSG.tripPhotoNotImage,
  unreadable: MSG.imageUnreadable,
};

/** The stored shape of a photo: a JPEG inside PHOTO_LIMITS.maxSidePx, EXIF kept, no alpha. */
export const toPhotoPipeline = (image: Sharp): Sharp =>
  image
    .resize(PHOTO_LIMITS.maxSidePx, PHOTO_LIMITS.maxSidePx, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .keepExif()
    .jpeg({ quality: 82 });

/** 422 on `field` for a non-image, an unreadable one or one past the pixel limit; else the JPEG. */
export function toPhotoJpeg(bytes: Buffer, field: string): Promise<Buffer> {
  return reencodeImage(bytes, field, toPhotoPipeline, PHOTO_MESSAGES);
}
