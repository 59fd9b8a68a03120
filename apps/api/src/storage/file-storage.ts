import type { Readable } from 'node:stream';

/**
 * Where photos, signatures, avatars and delivery documents live (ARCHITECTURE: files).
 * Keys are relative, slash-separated paths chosen by the caller (e.g. `avatars/<uuid>.webp`);
 * callers never build file-system paths themselves, so the S3-compatible store (ADR 0011) replaces the
 * local folder without touching them. `put` and `get` stream: no driver holds a whole large file
 * (`read` is for small ones).
 */
export interface FileStorage {
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  /** A stream of the file, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  /**
   * The whole file, or null when there is no such key: for small files read by the thousand (the
   * signatures and photos a PDF draws), where a stream per file costs more than the bytes (bench:reports).
   */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Fails with a clear message when the store cannot be used (bucket missing, credentials refused). */
  check(): Promise<void>;
  /** Releases connections; the owner of the storage calls it once, at shutdown. */
  close(): Promise<void>;
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
