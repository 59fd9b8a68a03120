import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The configured storage: a folder under DATA_DIR, or an S3-compatible bucket when STORAGE_URL is set. */
export function createFileStorage(config: Pick<Config, 'storage'>): FileStorage {
  return config.storage.kind === 's3'
    ? new S3FileStorage(config.storage)
    : new LocalFileStorage(config.storage.root);
}
