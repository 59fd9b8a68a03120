import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { MemoryFileStorage } from './memory-file-storage';
import { S3FileStorage } from './s3-file-storage';

// One contract, every driver: the same cases run against the folder, memory and a real S3-protocol
// server (s3rver), so a route that works on one storage works on the others (ADR 0011).

let s3: TestS3Server;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(join(tmpdir(), 'trazo-storage-'));
});
afterAll(async () => {
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => FileStorage][] = [
  ['local', () => new LocalFileStorage(folder)],
  ['memory', () => new MemoryFileStorage()],
  ['s3', () => new S3FileStorage(s3.config)],
];

const read = async (storage: FileStorage, key: string) => {
  const stream = await storage.get(key);
  return stream ? text(stream) : null;
};

/** `mib` MiB in 64 KiB chunks, made as they are read: a stream whose length nobody knows beforehand. */
function generated(mib: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < mib * 16; i++) yield Buffer.alloc(64 * 1024, i % 251);
    })(),
  );
}

describe.each(drivers)('FileStorage contract: %s', (name, make) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = make();
    await storage.check();
  });
  afterAll(() => storage?.close());

  it('stores buffers and streams and reads them back', async () => {
    expect(await storage.put('a/b/one.txt', Buffer.from('hola'))).toEqual({ size: 4 });
    expect(await storage.put('two.txt', Readable.from([Buffer.from('mun'), Buffer.from('do')]))).toEqual({
      size: 5,
    });
    expect(await read(storage, 'a/b/one.txt')).toBe('hola');
    expect(await read(storage, 'two.txt')).toBe('mundo');
    expect(await storage.exists('a/b/one.txt')).toBe(true);
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('same.txt', Buffer.from('primero'));
    await storage.put('same.txt', Readable.from([Buffer.from('segundo')]));
    expect(await read(storage, 'same.txt')).toBe('segundo');
  });

  it('round-trips a 12 MiB stream of unknown length byte for byte (several S3 parts)', async () => {
    const expected = createHash('sha256')
      .update(await buffer(generated(12)))
      .digest('hex');
    expect(await storage.put('big/file.bin', generated(12))).toEqual({ size: 12 * 1024 * 1024 });
    const back = await storage.get('big/file.bin');
    expect(back).toBeInstanceOf(Readable);
    const hash = createHash('sha256');
    let chunks = 0;
    for await (const chunk of back as Readable) {
      hash.update(chunk as Buffer);
      chunks++;
    }
    expect(hash.digest('hex')).toBe(expected);
    // Served as a stream of pieces, not one buffer (memory keeps its file whole by design).
    if (name !== 'memory') expect(chunks).toBeGreaterThan(1);
  });

  it('answers null / false for a missing key and deletes idempotently', async () => {
    expect(await storage.get('nada.txt')).toBeNull();
    expect(await storage.exists('nada.txt')).toBe(false);
    await storage.put('x.txt', Buffer.from('x'));
    await storage.delete('x.txt');
    await storage.delete('x.txt');
    expect(await storage.exists('x.txt')).toBe(false);
    expect(await storage.get('x.txt')).toBeNull();
  });

  it('reads a whole file as bytes, null for a missing key', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 10, 13]);
    await storage.put('firmas/f.png', bytes);
    expect(await storage.read('firmas/f.png')).toEqual(bytes);
    expect(await storage.read('firmas/nada.png')).toBeNull();
    // A folder is not a file (local driver: `firmas` exists as a directory).
    expect(await storage.read('firmas')).toBeNull();
  });

  it('refuses keys that would escape its root', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../x', 'a//b', '', 'a\\b', 'a\0b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('fails a put whose source stream fails, leaving no file behind', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('el cliente se desconectó'));
      },
    });
    await expect(storage.put('torn.bin', failing)).rejects.toThrow();
    expect(await storage.exists('torn.bin')).toBe(false);
  });
});

/** Bytes in every file under `dir`: what s3rver has received so far. */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

describe('S3FileStorage specifics', () => {
  it('uploads a 48 MiB stream holding only a few parts ahead of what the server received', async () => {
    const storage = new S3FileStorage(s3.config);
    const before = bytesUnder(s3.directory);
    let produced = 0;
    let mostAhead = 0;
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 48 * 16; i++) {
          if (i % 16 === 0) mostAhead = Math.max(mostAhead, produced - (bytesUnder(s3.directory) - before));
          produced += 64 * 1024;
          yield Buffer.alloc(64 * 1024, i % 251);
        }
      })(),
    );
    try {
      expect(await storage.put('big/48.bin', source)).toEqual({ size: 48 * 1024 * 1024 });
      // Parts of 5 MiB, two in flight, one being filled: ~15 MiB. Buffering the file would reach 48.
      expect(mostAhead).toBeGreaterThan(0);
      expect(mostAhead).toBeLessThanOrEqual(24 * 1024 * 1024);
      await storage.delete('big/48.bin');
    } finally {
      await storage.close();
    }
  });

  it('keeps files under the configured key prefix', async () => {
    const prefixed = new S3FileStorage({ ...s3.config, prefix: 'trazo/prod' });
    const root = new S3FileStorage(s3.config);
    try {
      await prefixed.put('avatars/a.webp', Buffer.from('img'));
      expect(await read(root, 'trazo/prod/avatars/a.webp')).toBe('img');
      expect(await root.exists('avatars/a.webp')).toBe(false);
    } finally {
      await prefixed.close();
      await root.close();
    }
  });

  it('check() names a missing bucket and refused credentials', async () => {
    const missing = new S3FileStorage({ ...s3.config, bucket: 'no-existe' });
    const wrongKey = new S3FileStorage({
      ...s3.config,
      credentials: { accessKeyId: 'desconocida', secretAccessKey: 'incorrecta' },
    });
    try {
      await expect(missing.check()).rejects.toThrow('bucket "no-existe" is not usable: it does not exist');
      await expect(wrongKey.check()).rejects.toThrow(/access denied/);
    } finally {
      await missing.close();
      await wrongKey.close();
    }
  });
});
