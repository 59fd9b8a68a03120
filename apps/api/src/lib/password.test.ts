import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    // What every installation uses; the suites' cheaper cost is switched off here.
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const hashed = await hashPassword('Demo2026*');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'Demo2026*')).toBe(true);
    expect(await verifyPassword(hashed, 'demo2026*')).toBe(false);
  });

  it("hashes at argon2id's floor only for the test runners, never with NODE_ENV=production", async () => {
    vi.stubEnv('PASSWORD_HASH_COST', 'test');
    const cheap = await hashPassword('Demo2026*');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Demo2026*')).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(await hashPassword('Demo2026*')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('x')).toBe(false);
  });
});
