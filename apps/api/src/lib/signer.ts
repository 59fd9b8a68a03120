import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 keyed with APP_SECRET: signed links and one-time-code hashes (ADR 0006). */
export interface Signer {
  /** Hex HMAC of `message`; callers prefix the message with its purpose so signatures never cross uses. */
  sign(message: string): string;
  /** Constant-time check of a hex signature. */
  verify(message: string, signature: string): boolean;
}

export function createSigner(secret: string): Signer {
  const sign = (message: string) => createHmac('sha256', secret).update(message).digest('hex');
  return {
    sign,
    verify(message, signature) {
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(message), 'hex'), Buffer.from(signature, 'hex'));
    },
  };
}
