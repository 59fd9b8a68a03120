import { createHash } from 'node:crypto';
import { EMAIL_VERIFY_API_PATH, type TEmailVerifyQuery } from '@trazo/shared';
import { CODE_POLICY } from '../../lib/one-time-codes';
import type { Signer } from '../../lib/signer';

// The signed e-mail verification link (spec §2.1 /emailverify?url&signature, §2.5, §7). The API URL
// carries the user id, a fingerprint of the e-mail (a changed address invalidates the link) and the
// expiry; the signature is an HMAC of those three with APP_SECRET (ADR 0006).

const emailFingerprint = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);
const signedMessage = (id: string, hash: string, expires: string) => `email-verify|${id}|${hash}|${expires}`;

export function buildEmailVerifyLink(
  signer: Signer,
  appUrl: string,
  user: { id: number; email: string },
  now: Date,
): string {
  const id = String(user.id);
  const hash = emailFingerprint(user.email);
  const expires = String(Math.floor((now.getTime() + CODE_POLICY.emailLinkTtlMs) / 1000));
  const apiUrl = `${appUrl}${EMAIL_VERIFY_API_PATH}?id=${id}&hash=${hash}&expires=${expires}`;
  const signature = signer.sign(signedMessage(id, hash, expires));
  return `${appUrl}/emailverify?url=${encodeURIComponent(apiUrl)}&signature=${signature}`;
}

/**
 * The user id a link proves, or null when any part is missing, malformed, altered or expired. The
 * caller still compares `hash` with the user's current e-mail (`matchesEmail`).
 */
export function readEmailVerifyLink(
  signer: Signer,
  query: TEmailVerifyQuery,
  now: Date,
): { userId: number; hash: string } | null {
  const { id = '', hash = '', expires = '', signature = '' } = query;
  if (!/^\d{1,10}$/.test(id) || !/^[0-9a-f]{32}$/.test(hash) || !/^\d{1,12}$/.test(expires)) return null;
  if (!signer.verify(signedMessage(id, hash, expires), signature)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return { userId: Number(id), hash };
}

export function matchesEmail(hash: string, email: string): boolean {
  return emailFingerprint(email) === hash;
}
