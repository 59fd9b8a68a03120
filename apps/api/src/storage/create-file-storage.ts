import { join } from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

/** The configured storage: a folder under DATA_DIR (an S3-compatible store joins here when configured). */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalFileStorage(join(config.dataDir, 'files'));
}
