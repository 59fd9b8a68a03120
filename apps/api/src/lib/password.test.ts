import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    // What every installation uses; the suites' cheaper cost is switched off here.
    const hashed = await hashPassword('Demo2026*', false);
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'Demo2026*')).toBe(true);
    expect(await verifyPassword(hashed, 'demo2026*')).toBe(false);
  });

  it("hashes at argon2id's floor only when config asks for it, which production refuses", async () => {
    const cheap = await hashPassword(
      'Demo2026*',
      loadConfig({ PASSWORD_HASH_COST: 'test' }).testPasswordHashing,
    );
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Demo2026*')).toBe(true);
    expect(await hashPassword('Demo2026*', loadConfig({}).testPasswordHashing)).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32), PASSWORD_HASH_COST: 'test' }),
    ).toThrow(/PASSWORD_HASH_COST: must be off when NODE_ENV=production/);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('x', true)).toBe(false);
    expect(await verifyAgainstDummy('x', false)).toBe(false);
  });
});
