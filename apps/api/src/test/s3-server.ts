import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/storage-config';

export interface TestS3Server {
  /** e.g. `s3://trazo-test?endpoint=http://127.0.0.1:41234&forcePathStyle=true`, for STORAGE_URL. */
  storageUrl: string;
  /** The same, parsed, with s3rver's fixed credentials. */
  config: S3StorageConfig;
  /** The folder where s3rver keeps objects and upload parts. */
  directory: string;
  close(): Promise<void>;
}

/** s3rver's only accepted credentials (its README). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-protocol server in this process, on a free port, over a temporary folder. */
export async function startS3Server(bucket = 'trazo-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'trazo-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    config: {
      kind: 's3',
      bucket,
      prefix: '',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
