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
 * The test suites' cost (issue 28: CI time): config.testPasswordHashing (PASSWORD_HASH_COST=test, which
 * the test runners set and loadConfig refuses with NODE_ENV=production) hashes at argon2id's floor
 * (m = 1 MiB, t = 1): every seeded or created account's login then verifies in well under a millisecond
 * instead of tens. Hashes keep their parameters, so verifying never depends on it. Callers pass the
 * setting as a plain value (STYLE 10, 12): only config.ts reads the environment.
 */
const TEST_HASH_OPTIONS = { ...PASSWORD_HASH_OPTIONS, memoryCost: 1024, timeCost: 1 } as const;

export function hashPassword(password: string, isTestCost: boolean): Promise<string> {
  return hash(password, isTestCost ? TEST_HASH_OPTIONS : PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike: neither may log anyone in. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// One throwaway hash per cost, made on first use.
const dummyHashes = new Map<boolean, Promise<string>>();

/**
 * Verifies against a throwaway hash at the installation's cost, so an unknown e-mail costs as much time
 * as a wrong password and timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string, isTestCost: boolean): Promise<false> {
  let dummy = dummyHashes.get(isTestCost);
  if (!dummy) {
    dummy = hashPassword(`dummy-${Math.random()}`, isTestCost);
    dummyHashes.set(isTestCost, dummy);
  }
  await verifyPassword(await dummy, password);
  return false;
}
