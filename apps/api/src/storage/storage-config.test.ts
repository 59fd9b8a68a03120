import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('STORAGE_URL and S3 credentials in loadConfig', () => {
  it('keeps files in DATA_DIR/files by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/trazo' }).storage).toEqual({
      kind: 'local',
      root: '/srv/trazo/files',
    });
    expect(loadConfig({}).storage).toEqual({ kind: 'local', root: resolve(process.cwd(), 'data', 'files') });
  });

  it('reads an S3-compatible bucket with endpoint, region, path style, prefix and credentials', () => {
    const config = loadConfig({
      STORAGE_URL:
        's3://trazo-files/prod/v1/?endpoint=http://127.0.0.1:4569&region=us-east-1&forcePathStyle=true',
      S3_ACCESS_KEY_ID: 'AKIA123',
      S3_SECRET_ACCESS_KEY: 'secreto',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'trazo-files',
      prefix: 'prod/v1',
      endpoint: 'http://127.0.0.1:4569',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'secreto' },
    });
  });

  it('defaults to AWS itself: no endpoint, us-east-1, virtual-hosted style, the SDK credential chain', () => {
    expect(loadConfig({ STORAGE_URL: 's3://trazo-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'trazo-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    const r2 = loadConfig({
      STORAGE_URL: 's3://fotos?endpoint=https://abc.r2.cloudflarestorage.com&region=auto',
    });
    expect(r2.storage).toMatchObject({ endpoint: 'https://abc.r2.cloudflarestorage.com', region: 'auto' });
  });

  it.each([
    ['file:///var/trazo', {}, 'STORAGE_URL: must be an s3:// URL'],
    ['no es una url', {}, 'STORAGE_URL: must be an s3:// URL'],
    ['s3://Mal_Nombre', {}, 'STORAGE_URL: the bucket name is not valid'],
    ['s3://key:secret@trazo-files', {}, 'STORAGE_URL: put credentials in S3_ACCESS_KEY_ID'],
    ['s3://trazo-files?endpont=http://x', {}, 'STORAGE_URL: unknown parameter "endpont"'],
    ['s3://trazo-files?endpoint=ftp://x', {}, 'STORAGE_URL: endpoint must be an http(s) URL'],
    ['s3://trazo-files?forcePathStyle=yes', {}, 'STORAGE_URL: forcePathStyle must be true or false'],
    ['s3://trazo-files/fotos nuevas', {}, 'STORAGE_URL: the key prefix'],
    [
      's3://trazo-files',
      { S3_ACCESS_KEY_ID: 'solo-uno' },
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or none',
    ],
  ])('refuses %s with one clear line', (url, extra, message) => {
    expect(() => loadConfig({ STORAGE_URL: url, ...extra })).toThrow(message);
  });

  it('refuses S3 credentials without an s3:// STORAGE_URL, and never echoes the secret', () => {
    let message = '';
    try {
      loadConfig({ S3_ACCESS_KEY_ID: 'AKIA123', S3_SECRET_ACCESS_KEY: 'muy-secreto' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('S3_ACCESS_KEY_ID: needs STORAGE_URL=s3://');
    expect(message).not.toContain('muy-secreto');
  });
});
