import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';

const FILE_NAME = 'signing-secret';

/**
 * The key of signed file URLs: SIGNING_SECRET when set (required in production, see config.ts); under
 * test a random one per process; otherwise one generated once and kept in `<dataDir>/signing-secret`
 * (mode 600), so links survive a restart of a development server.
 */
export async function resolveSigningSecret(
  config: Pick<Config, 'signingSecret' | 'nodeEnv' | 'dataDir'>,
): Promise<string> {
  if (config.signingSecret) return config.signingSecret;
  if (config.nodeEnv === 'test') return randomBytes(32).toString('base64url');
  const path = join(config.dataDir, FILE_NAME);
  try {
    const existing = (await readFile(path, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // `wx`: when two processes start at once, the second reads what the first wrote.
    await writeFile(path, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(path, 'utf8')).trim();
  }
}
