import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MIN_LENGTH = 32;

/**
 * The development/test APP_SECRET: read from `<dataDir>/secret`, or generated (256 random bits) and
 * kept there at first start, so restarts keep signed links valid (ADR 0006). Creation is atomic
 * (write a temporary file, then hard-link it into place), so processes starting together agree.
 */
export async function loadOrCreateAppSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'secret');
  const existing = await readSecret(file);
  if (existing !== null) return existing;

  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary).catch(() => {});
  }
  const created = await readSecret(file);
  if (created === null) throw new Error(`Could not create ${file}`);
  return created;
}

async function readSecret(file: string): Promise<string | null> {
  let value: string;
  try {
    value = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (value.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (under ${MIN_LENGTH} characters): delete it or set APP_SECRET`,
    );
  }
  return value;
}
