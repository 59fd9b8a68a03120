import { join } from 'node:path';

/** Where files live: a folder (the default, `<DATA_DIR>/files`) or an S3-compatible bucket. */
export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export interface LocalStorageConfig {
  kind: 'local';
  /** Absolute folder. */
  root: string;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end ('' for the bucket's root). */
  prefix: string;
  /** Custom endpoint (MinIO, R2, s3rver); undefined means AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and s3rver need. */
  forcePathStyle: boolean;
  /** Undefined: the AWS SDK's default chain (e.g. an instance role on AWS). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface StorageEnv {
  dataDir: string;
  storageUrl: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

const S3_PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);
// AWS's rules for new buckets (lowercase, digits, dots, hyphens; 3–63), which MinIO and R2 share.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9._-]+$/;

/**
 * STORAGE_URL → where files live. Unset: `<DATA_DIR>/files`. `s3://bucket[/prefix]?endpoint=…&region=…
 * &forcePathStyle=true` with S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: an S3-compatible bucket.
 * Returns the problems (one line each) instead of throwing, so config.ts reports them with the rest.
 */
export function parseStorageConfig(env: StorageEnv): StorageConfig | { problems: string[] } {
  const problems: string[] = [];
  const hasKey = env.accessKeyId !== undefined;
  if (hasKey !== (env.secretAccessKey !== undefined)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or none');
  }
  if (env.storageUrl === undefined) {
    if (hasKey) problems.push('S3_ACCESS_KEY_ID: needs STORAGE_URL=s3://…');
    return problems.length > 0 ? { problems } : { kind: 'local', root: join(env.dataDir, 'files') };
  }

  let url: URL;
  try {
    url = new URL(env.storageUrl);
  } catch {
    return { problems: [...problems, 'STORAGE_URL: must be an s3:// URL (s3://bucket?endpoint=…)'] };
  }
  if (url.protocol !== 's3:') problems.push('STORAGE_URL: must be an s3:// URL (s3://bucket?endpoint=…)');
  // Credentials stay out of the URL, which ends up in process listings and deployment manifests.
  if (url.username || url.password) {
    problems.push(
      'STORAGE_URL: put credentials in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, not in the URL',
    );
  }
  if (!BUCKET.test(url.hostname)) problems.push('STORAGE_URL: the bucket name is not valid');
  const prefixParts = url.pathname.split('/').filter((part) => part !== '');
  if (!prefixParts.every((part) => PREFIX_PART.test(part) && part !== '.' && part !== '..')) {
    problems.push('STORAGE_URL: the key prefix may use letters, digits, ".", "_", "-" and "/"');
  }
  for (const name of url.searchParams.keys()) {
    if (!S3_PARAMS.has(name)) problems.push(`STORAGE_URL: unknown parameter "${name}"`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:$/.test(safeProtocol(endpoint))) {
    problems.push('STORAGE_URL: endpoint must be an http(s) URL');
  }
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    problems.push('STORAGE_URL: forcePathStyle must be true or false');
  }
  if (problems.length > 0) return { problems };
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefixParts.join('/'),
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    credentials:
      env.accessKeyId !== undefined && env.secretAccessKey !== undefined
        ? { accessKeyId: env.accessKeyId, secretAccessKey: env.secretAccessKey }
        : undefined,
  };
}

function safeProtocol(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return '';
  }
}
