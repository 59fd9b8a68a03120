import type { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/file-storage';

/** A small stream's bytes, from its 'data' events: half the cost of `stream/consumers`' async iteration. */
function bytesOf(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.once('end', () => resolve(Buffer.concat(parts)));
    stream.once('error', reject);
  });
}

/**
 * A stored image's bytes for the PDF (signatures and photos are small), or null when it is missing. A
 * 1,000-inspection PDF reads 1,000 signatures at least (bench:reports).
 */
export async function readStoredImage(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  return stream ? bytesOf(stream) : null;
}

/** PNG or JPEG by their first bytes: what pdfkit can draw (an SVG or WebP logo is left out, not an error). */
export function isEmbeddableImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}
