import { COMPANY_LOGO_LIMITS } from '@trazo/shared';
import type { Sharp } from 'sharp';
import { reencodeImage } from '../../lib/reencode-image';

/** The stored logo's shape: a PNG (pdfkit draws PNG and JPEG, keeps transparency) inside the box. */
export const toLogoPipeline = (image: Sharp): Sharp =>
  image
    .resize(COMPANY_LOGO_LIMITS.maxWidthPx, COMPANY_LOGO_LIMITS.maxHeightPx, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png({ compressionLevel: 9 });

/** Validates an uploaded logo by content and produces the stored PNG. */
export function toLogoPng(bytes: Buffer): Promise<Buffer> {
  return reencodeImage(bytes, COMPANY_LOGO_LIMITS.fieldName, toLogoPipeline);
}
