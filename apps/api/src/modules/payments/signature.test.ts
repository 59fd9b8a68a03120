import { describe, expect, it } from 'vitest';
import { epaycoSignature, isSameDigest } from './signature';

// Known answers, computed outside the code under test (issue 13 item 11):
//   printf '%s' '1556677^p-key-de-prueba-0123456789abcdef^87000001^4400000001^189000^COP' | sha256sum
//   printf '%s' '1556677^p-key-de-prueba-0123456789abcdef^87000001^4400000001^189000.00^COP' | sha256sum
const KEYS = { custId: '1556677', pKey: 'p-key-de-prueba-0123456789abcdef' };
const FIELDS = {
  x_ref_payco: '87000001',
  x_transaction_id: '4400000001',
  x_amount: '189000',
  x_currency_code: 'COP',
};
const EXPECTED = '198f1630ad850aa29b95cbeb624114aa622cc5575f76aac0d8eb271d049bdf1e';
const EXPECTED_WITH_DECIMALS = '07fbc311c983400516987c4b8f4e74058dab92a1914bafc94bbd8ef62f7d60d3';

describe('ePayco confirmation signature', () => {
  it('is sha256 of p_cust_id_cliente^P_KEY^x_ref_payco^x_transaction_id^x_amount^x_currency_code', () => {
    expect(epaycoSignature(KEYS, FIELDS)).toBe(EXPECTED);
    // The amount is signed as ePayco sends it: "189000.00" is another signature.
    expect(epaycoSignature(KEYS, { ...FIELDS, x_amount: '189000.00' })).toBe(EXPECTED_WITH_DECIMALS);
  });

  it('compares digests case-insensitively and refuses any other', () => {
    expect(isSameDigest(EXPECTED, EXPECTED.toUpperCase())).toBe(true);
    expect(isSameDigest(EXPECTED, ` ${EXPECTED} `)).toBe(true);
    expect(isSameDigest(EXPECTED, EXPECTED_WITH_DECIMALS)).toBe(false);
    expect(isSameDigest(EXPECTED, EXPECTED.slice(0, 63))).toBe(false);
  });
});
