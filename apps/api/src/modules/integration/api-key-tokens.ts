import { createHash, randomBytes } from 'node:crypto';

// ERP integration keys (ADR 0005): `trz_` + 32 random bytes (base64url). Only the SHA-256 is stored; a
// fast hash is right here because the key has 256 bits of entropy (nothing to brute-force).

export const API_KEY_PREFIX = 'trz_';
const SHOWN_PREFIX_LENGTH = 12;

export function hashApiKey(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

export function generateApiKey(): { raw: string; prefix: string; hash: string } {
  const raw = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { raw, prefix: raw.slice(0, SHOWN_PREFIX_LENGTH), hash: hashApiKey(raw) };
}

/** A syntactically plausible key (so garbage never reaches the database). */
export function looksLikeApiKey(value: string): boolean {
  return /^trz_[A-Za-z0-9_-]{43}$/.test(value);
}
