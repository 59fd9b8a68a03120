import type { TCheckoutResponse } from '@trazo/shared';
import type { App } from '../../app';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { epaycoSignature, type SigningKeys } from './signature';

/** ePayco credentials the tests configure (EPAYCO_* variables). */
export const EPAYCO_ENV = {
  EPAYCO_CUST_ID: '1556677',
  EPAYCO_P_KEY: 'p-key-de-prueba-0123456789abcdef',
  EPAYCO_PUBLIC_KEY: 'public-key-0123456789abcdef',
  EPAYCO_TEST: 'true',
};
export const EPAYCO_KEYS: SigningKeys = { custId: EPAYCO_ENV.EPAYCO_CUST_ID, pKey: EPAYCO_ENV.EPAYCO_P_KEY };

export async function checkout(app: App, email = 'pagos@trazo.demo', plan = 'app-mensual') {
  const { token } = await loginAs(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/pagos/checkout',
    ...withCookie(token),
    payload: { plan },
  });
  if (response.statusCode !== 201) throw new Error(`checkout → ${response.statusCode} ${response.body}`);
  return response.json<TCheckoutResponse>();
}

let counter = 0;

/** A confirmation as ePayco sends it, signed with `keys` unless a signature is forced. */
export function confirmation(
  reference: string,
  overrides: Partial<Record<string, string>> = {},
  keys: SigningKeys = EPAYCO_KEYS,
): Record<string, string> {
  counter += 1;
  const fields = {
    x_ref_payco: overrides.x_ref_payco ?? `${88_000_000 + counter}`,
    x_transaction_id: overrides.x_transaction_id ?? `${4_400_000_000 + counter}`,
    x_amount: overrides.x_amount ?? '189000',
    x_currency_code: overrides.x_currency_code ?? 'COP',
  };
  return {
    x_cust_id_cliente: keys.custId,
    x_id_invoice: reference,
    x_cod_response: '1',
    x_response: 'Aceptada',
    x_response_reason_text: '00-Aprobada',
    x_test_request: 'TRUE',
    x_franchise: 'VS',
    ...fields,
    x_signature: epaycoSignature(keys, fields),
    ...overrides,
  };
}

/** Posts a confirmation form-encoded, as ePayco does. */
export function postConfirmation(app: App, body: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/pagos/epayco/confirmacion',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
}

export function paymentStatus(app: App, query: string) {
  return app.inject({ method: 'GET', url: `/api/pagos/estado?${query}` });
}
