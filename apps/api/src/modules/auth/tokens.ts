import { createHash, randomBytes } from 'node:crypto';
import { SESSION_POLICY } from './session-policy';

/** 256 random bits, URL-safe: fits a cookie and a header without encoding. */
export function generateToken(): string {
  return randomBytes(SESSION_POLICY.tokenBytes).toString('base64url');
}

/**
 * SHA-256 is enough here (no salt, no argon2): the token is random and long, so there is nothing to
 * brute-force, and the lookup must be a fast indexed equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
