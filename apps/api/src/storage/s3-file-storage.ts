import { Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, type FileStorage } from './file-storage';
import type { S3StorageConfig } from './storage-config';

// Parts of 5 MiB (S3's minimum), two in flight: a stream of any length is uploaded holding at most
// ~10 MiB of it per upload, never the whole file.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2; s3rver in the tests), so any number
 * of API processes serve the same files (ADR 0011). Keys are the caller's keys under `prefix/`.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.#client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // The SDK's default CRC checksums on every upload are not accepted by every S3-compatible
      // store (older MinIO, some gateways); checksums only where the operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A hung store must fail the request, not hold it forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  #objectKey(key: string): string {
    assertValidKey(key);
    return this.config.prefix ? `${this.config.prefix}/${key}` : key;
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    const Key = this.#objectKey(key);
    const Bucket = this.config.bucket;
    if (Buffer.isBuffer(data)) {
      await this.#client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length }));
      return { size: data.length };
    }
    // A stream has no known length: a multipart upload (a single PUT when it fits in one part).
    let size = 0;
    const counted = data.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    data.once('error', (error) => counted.destroy(error));
    await new Upload({
      client: this.#client,
      params: { Bucket, Key, Body: counted },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
    return { size };
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.#objectKey(key) }),
      );
      // In Node the SDK answers with the HTTP response itself, a Readable: streamed, not buffered.
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return object.Body;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const body = await this.get(key);
    return body ? buffer(body) : null;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.#objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether or not the object existed: deleting is idempotent, as on disk.
    await this.#client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.#objectKey(key) }),
    );
  }

  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const reason =
        status === 404
          ? 'it does not exist'
          : status === 403 || status === 401
            ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : error instanceof Error
              ? error.message
              : String(error);
      throw new Error(`bucket "${this.config.bucket}" is not usable: ${reason}`);
    }
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}

/** A missing object: NoSuchKey from GET, a bare 404 (NotFound) from HEAD. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
