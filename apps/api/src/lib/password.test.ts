import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hashed = await hashPassword('Demo2026*');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'Demo2026*')).toBe(true);
    expect(await verifyPassword(hashed, 'demo2026*')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('x')).toBe(false);
  });
});
