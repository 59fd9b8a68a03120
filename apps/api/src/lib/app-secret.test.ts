import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateAppSecret } from './app-secret';
import { createSigner } from './signer';

describe('loadOrCreateAppSecret', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('generates a secret once and keeps it in DATA_DIR/secret across restarts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'trazo-secret-'));
    const first = await loadOrCreateAppSecret(join(dir, 'data'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadOrCreateAppSecret(join(dir, 'data'))).toBe(first);
    expect((await readFile(join(dir, 'data', 'secret'), 'utf8')).trim()).toBe(first);
  });

  it('agrees on one secret when several processes start together', async () => {
    dir = await mkdtemp(join(tmpdir(), 'trazo-secret-'));
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateAppSecret(dir)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a truncated secret file instead of silently replacing it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'trazo-secret-'));
    await writeFile(join(dir, 'secret'), 'abc');
    await expect(loadOrCreateAppSecret(dir)).rejects.toThrow(/no usable secret/);
  });
});

describe('createSigner', () => {
  it('verifies its own signatures only, for the same message and key', () => {
    const a = createSigner('a'.repeat(32));
    const signature = a.sign('email-verify|1');
    expect(a.verify('email-verify|1', signature)).toBe(true);
    expect(a.verify('email-verify|2', signature)).toBe(false);
    expect(createSigner('b'.repeat(32)).verify('email-verify|1', signature)).toBe(false);
    expect(a.verify('email-verify|1', 'zz')).toBe(false);
  });
});
