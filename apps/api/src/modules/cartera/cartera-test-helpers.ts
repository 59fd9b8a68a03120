import type { TInvoiceInput, TPaymentInput } from '@trazo/shared';
import type { App } from '../../app';
import { withCookie } from '../../test/auth-helpers';

export const CUFE = (n: number) => n.toString(16).padStart(96, 'a');

/** An invoice to the generator 900111222 issued on 2025-01-01 (Bogotá), total = subtotal + IVA 19 %. */
export function invoice(
  numero: string,
  due: string,
  total: number,
  extra: Partial<TInvoiceInput> = {},
): TInvoiceInput {
  const iva = Math.round(total - total / 1.19);
  return {
    numero,
    fecha_emision: '2025-01-01 10:00',
    fecha_vencimiento: due,
    generador_nit: '900111222',
    subtotal: total - iva,
    iva,
    total,
    cufe: CUFE(Number(numero.replace(/\D/g, ''))),
    forma_pago: 'credito',
    plazo_dias: 30,
    ...extra,
  };
}

export const postInvoices = (app: App, key: string, facturas: unknown[]) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/integracion/facturas',
    headers: { 'x-api-key': key },
    payload: { facturas },
  });

export const postPayments = (app: App, key: string, pagos: TPaymentInput[]) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/integracion/pagos',
    headers: { 'x-api-key': key },
    payload: { pagos },
  });

export async function getJson<T>(app: App, url: string, token: string): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url, ...withCookie(token) });
  return { status: res.statusCode, body: res.json<T>() };
}
