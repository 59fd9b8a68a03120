import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../../storage/file-storage';

/** A stored image's bytes for the PDF (signatures and photos are small), or null when it is missing. */
export async function readStoredImage(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  return stream ? buffer(stream) : null;
}
