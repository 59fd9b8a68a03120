import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-file-storage';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'trazo-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores buffers and streams and reads them back', async () => {
    expect(await storage.put('a/b/one.txt', Buffer.from('hola'))).toEqual({ size: 4 });
    await storage.put('two.txt', Readable.from(['mun', 'do']));
    expect(await text((await storage.get('a/b/one.txt')) as Readable)).toBe('hola');
    expect(await text((await storage.get('two.txt')) as Readable)).toBe('mundo');
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.get('nada.txt')).toBeNull();
    await storage.put('x.txt', Buffer.from('x'));
    await storage.delete('x.txt');
    await storage.delete('x.txt');
    expect(await storage.exists('x.txt')).toBe(false);
  });

  it('refuses keys that would escape its folder', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../x', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
  });
});
