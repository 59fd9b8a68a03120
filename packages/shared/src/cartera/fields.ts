import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';
import { MAX_PESOS } from '../money/display';

// Field schemas of invoices and payments (issue 25; DOMAIN-CO "Invoices and receivables").

/** DIAN numbering: an authorised prefix of up to 4 letters or digits, then the consecutive. Upper-case. */
export const ZInvoiceNumber = text({ error: MSG.carteraInvoiceNumberInvalid })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{0,4}-?\d{1,15}$/, MSG.carteraInvoiceNumberInvalid));

/** The CUFE: SHA-384 as 96 hexadecimal characters, stored lower-case. */
export const ZCufe = text({ error: MSG.carteraCufeInvalid })
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{96}$/, MSG.carteraCufeInvalid));

/** Whole pesos, zero allowed (IVA of an exempt service, no withholdings). */
export const ZPesosOrZero = z
  .number({ error: MSG.carteraAmountInvalid })
  .int(MSG.carteraAmountInvalid)
  .min(0, MSG.carteraAmountInvalid)
  .max(MAX_PESOS, MSG.carteraAmountInvalid);

export const PAYMENT_FORMS = ['contado', 'credito'] as const;
export type TPaymentForm = (typeof PAYMENT_FORMS)[number];

export const PAYMENT_KINDS = ['pago', 'nota_credito'] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<TPaymentKind, string> = {
  pago: 'Pago',
  nota_credito: 'Nota crédito',
};

/** What a list shows of an invoice on the as-of date. */
export const INVOICE_STATES = ['abierta', 'vencida', 'pagada', 'anulada'] as const;
export type TInvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<TInvoiceState, string> = {
  abierta: 'Abierta',
  vencida: 'Vencida',
  pagada: 'Pagada',
  anulada: 'Anulada',
};

/** DIAN's public lookup of an electronic document by its CUFE (the QR of every invoice leads there). */
export function dianLookupUrl(cufe: string): string {
  return `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cufe}`;
}
