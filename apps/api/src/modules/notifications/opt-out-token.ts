import type { Signer } from '../../lib/signer';

// The opt-out link in each notification (issue 27 §2): company and address, signed with the app's
// secret so nobody can unsubscribe somebody else. The purpose prefix keeps the signature to this use.

const message = (customerId: number, email: string) => `notification-opt-out:${customerId}:${email}`;

export function signOptOutToken(signer: Signer, customerId: number, email: string): string {
  const address = Buffer.from(email, 'utf8').toString('base64url');
  return `${customerId}.${address}.${signer.sign(message(customerId, email))}`;
}

/** The company and address of a valid token, or null (tampered, truncated or not ours). */
export function readOptOutToken(signer: Signer, token: string): { customerId: number; email: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, address, signature] = parts as [string, string, string];
  if (!/^[1-9]\d{0,9}$/.test(id) || !/^[A-Za-z0-9_-]+$/.test(address)) return null;
  const customerId = Number(id);
  if (customerId > 2_147_483_647) return null;
  const email = Buffer.from(address, 'base64url').toString('utf8');
  return signer.verify(message(customerId, email), signature) ? { customerId, email } : null;
}
