import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFile } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type FileStorage } from './file-storage';

/** Files in a folder (by default `<DATA_DIR>/files`). Writes go to a temp file, then rename: no torn files. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size: (await stat(target)).size };
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(path);
  }

  async read(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    // fs.readFile's callback form: no stream (stat + open + reads + close through a ReadStream cost twice
    // the CPU per small file) and no FileHandle (the promise form's, ~25 % more again; bench:reports).
    return new Promise((resolve, reject) => {
      readFile(path, (error, bytes) => {
        if (!error) resolve(bytes);
        else if (error.code === 'ENOENT' || error.code === 'EISDIR') resolve(null);
        else reject(error);
      });
    });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async close(): Promise<void> {}
}
