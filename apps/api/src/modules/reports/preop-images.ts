import type { PreopInspection } from './find-preop-inspections';

// The PDF's images (signatures, item photos) are read from storage a few inspections ahead of the one
// being drawn, so drawing never waits on storage: reading one inspection's signature took ~0.3 ms of
// round trips on local disk (10 % of the PDF, bench:reports) and takes tens of ms on S3.

/**
 * A stored image as the PDF gets it: its bytes; 'unavailable' when they are not an image the PDF may open
 * (preop-report.ts: a PNG or JPEG inside the photo bounds), drawn as a placeholder; null when it is gone
 * (the report still prints, without that image).
 */
export type PdfImage = Buffer | 'unavailable' | null;

export type LoadImage = (storageKey: string) => Promise<PdfImage>;

/** An inspection's images by storage key. */
export type InspectionImages = ReadonlyMap<string, PdfImage>;

/** Inspections whose images are being read while earlier ones are drawn. */
const LOOKAHEAD = 4;

function imageKeys(i: PreopInspection): string[] {
  const photos = i.categories.flatMap((c) => c.items.flatMap((item) => item.photos));
  return i.signature_key ? [i.signature_key, ...photos] : photos;
}

async function loadImages(i: PreopInspection, loadImage: LoadImage): Promise<InspectionImages> {
  const keys = [...new Set(imageKeys(i))];
  const images = await Promise.all(keys.map(loadImage));
  return new Map(keys.map((key, n) => [key, images[n] ?? null]));
}

/** Each inspection with its images, read LOOKAHEAD inspections ahead; a read error fails the PDF. */
export async function* withImages(
  inspections: AsyncIterable<PreopInspection>,
  loadImage: LoadImage,
): AsyncGenerator<[PreopInspection, InspectionImages]> {
  const ahead: Array<[PreopInspection, Promise<InspectionImages>]> = [];
  const next = async (): Promise<[PreopInspection, InspectionImages]> => {
    const [inspection, images] = ahead.shift() as [PreopInspection, Promise<InspectionImages>];
    return [inspection, await images];
  };
  for await (const inspection of inspections) {
    const images = loadImages(inspection, loadImage);
    // Awaited in its turn; until then a failure must not count as unhandled (that would end the process).
    images.catch(() => {});
    ahead.push([inspection, images]);
    if (ahead.length > LOOKAHEAD) yield await next();
  }
  while (ahead.length > 0) yield await next();
}
