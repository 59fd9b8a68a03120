import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { assertValidKey, type FileStorage } from './file-storage';

/** Files in memory: for tests and benchmarks, where nothing should touch the disk. */
export class MemoryFileStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    assertValidKey(key);
    const bytes = Buffer.isBuffer(data) ? Buffer.from(data) : await buffer(data);
    this.files.set(key, bytes);
    return { size: bytes.length };
  }

  async get(key: string): Promise<Readable | null> {
    assertValidKey(key);
    const bytes = this.files.get(key);
    return bytes ? Readable.from([bytes]) : null;
  }

  async read(key: string): Promise<Buffer | null> {
    assertValidKey(key);
    const bytes = this.files.get(key);
    return bytes ? Buffer.from(bytes) : null;
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    return this.files.has(key);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    this.files.delete(key);
  }

  async check(): Promise<void> {}

  async close(): Promise<void> {}
}
