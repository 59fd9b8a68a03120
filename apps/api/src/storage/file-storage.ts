import type { Readable } from 'node:stream';

/**
 * Where photos, signatures, avatars and delivery documents live (ARCHITECTURE: files).
 * Keys are relative, slash-separated paths chosen by the caller (e.g. `avatars/<uuid>.webp`);
 * callers never build file-system paths themselves, so an S3-compatible store can replace the
 * local folder without touching them.
 */
export interface FileStorage {
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  /** A stream of the file, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Refuses keys that could escape the storage root or that are not plain relative paths. */
export function assertValidKey(key: string): void {
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
  if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
