import { createHmac, timingSafeEqual } from 'node:crypto';
import { MOVEMENT_LIMITS } from '@trazo/shared';
import type { Clock } from './clock';

export const SIGNED_FILE_PATH = '/api/archivos';

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/**
 * Short-lived links to stored files (ADR 0005): `/api/archivos/<id>?expires=<unix s>&signature=<mac>`,
 * the MAC an HMAC-SHA256 of the id and the expiry under a key derived from APP_SECRET. Anyone holding
 * the link may fetch the file until it expires; changing the id or the expiry breaks the signature.
 */
export class UrlSigner {
  readonly #key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    // A purpose-bound key: the same secret can sign other things later without cross-use.
    this.#key = createHmac('sha256', secret).update('trazo:signed-file-url:v1').digest();
  }

  #mac(fileId: string, expires: number): Buffer {
    return createHmac('sha256', this.#key).update(`${fileId}:${expires}`).digest();
  }

  sign(fileId: string, ttlSeconds: number = MOVEMENT_LIMITS.signedUrlTtlSeconds): SignedUrl {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + ttlSeconds;
    const signature = this.#mac(fileId, expires).toString('base64url');
    return {
      url: `${SIGNED_FILE_PATH}/${fileId}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** True when the signature matches and the link has not expired. */
  verify(fileId: string, expires: number, signature: string): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 <= this.clock.now().getTime()) return false;
    const expected = this.#mac(fileId, expires);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
