import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP / ASVS 5.0 minimum (m = 19 MiB, t = 2, p = 1), written out explicitly so a
// library default changing under us cannot silently weaken new hashes (ARCHITECTURE: passwords).
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id; its const enum cannot be read under isolatedModules
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The test suites' cost (issue 28: CI time): PASSWORD_HASH_COST=test, which the test runners set
 * (vitest.config.ts, playwright.config.ts) and loadConfig refuses with NODE_ENV=production, hashes at
 * argon2id's floor (m = 1 MiB, t = 1): every seeded or created account's login then verifies in well
 * under a millisecond instead of tens. Hashes keep their parameters, so verifying never depends on it.
 */
const TEST_HASH_OPTIONS = { ...PASSWORD_HASH_OPTIONS, memoryCost: 1024, timeCost: 1 } as const;

function hashOptions() {
  return process.env.PASSWORD_HASH_COST === 'test' && process.env.NODE_ENV !== 'production'
    ? TEST_HASH_OPTIONS
    : PASSWORD_HASH_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions());
}

/** False for a wrong password and for a malformed stored hash alike: neither may log anyone in. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so an unknown e-mail costs as much time as a wrong password and
 * timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
