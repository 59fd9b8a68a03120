import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The credentials a confirmation is signed with: ePayco's, or the test gateway's own. */
export interface SigningKeys {
  /** p_cust_id_cliente */
  custId: string;
  /** P_KEY */
  pKey: string;
}

export interface SignedFields {
  x_ref_payco: string;
  x_transaction_id: string;
  x_amount: string;
  x_currency_code: string;
}

/** ePayco's confirmation signature: sha256(p_cust_id_cliente^P_KEY^x_ref_payco^x_transaction_id^x_amount^x_currency_code). */
export function epaycoSignature(keys: SigningKeys, fields: SignedFields): string {
  return createHash('sha256')
    .update(
      [
        keys.custId,
        keys.pKey,
        fields.x_ref_payco,
        fields.x_transaction_id,
        fields.x_amount,
        fields.x_currency_code,
      ].join('^'),
    )
    .digest('hex');
}

/** Constant-time comparison of two hex digests (case-insensitive); different lengths never match. */
export function isSameDigest(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A short token binding a test-gateway form to its order (the page must have been opened). */
export function gatewayFormToken(keys: SigningKeys, reference: string): string {
  return createHmac('sha256', keys.pKey).update(`pasarela-prueba:${reference}`).digest('hex');
}
