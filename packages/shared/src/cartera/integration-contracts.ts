import { z } from 'zod';
import { text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { ZPesos } from '../money/fields';
import { ZDateTimeInput, ZDocumentCode } from '../movements/fields';
import { PAYMENT_FORMS, PAYMENT_KINDS, ZCufe, ZInvoiceNumber, ZPesosOrZero } from './fields';

// Invoices and payments from the transport company's ERP (issue 25 §1): same API keys and idempotency
// as movements. Trazo does not issue invoices; it shows the ones the ERP issued to each generator.

export const CARTERA_LIMITS = { batchMax: 500, remesasPerInvoice: 500 } as const;

/** The Bogotá calendar day of an ISO instant (Colombia has no daylight saving: UTC−5). */
export function bogotaDay(iso: string): string {
  return new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(0, 10);
}

export const ZInvoiceInput = z
  .object({
    numero: ZInvoiceNumber,
    fecha_emision: ZDateTimeInput,
    fecha_vencimiento: ZCalendarDate,
    /** The generator (shipper) billed, by NIT without check digit, as the movements carry it. */
    generador_nit: text({ error: MSG.fieldRequired })
      .trim()
      .min(1, MSG.fieldRequired)
      .max(20, MSG.fieldTooLong),
    subtotal: ZPesosOrZero,
    iva: ZPesosOrZero.default(0),
    otros_impuestos: ZPesosOrZero.default(0),
    /** Withheld by the buyer (retención en la fuente, ICA, IVA): the amount to collect is total − retenciones. */
    retenciones: ZPesosOrZero.default(0),
    total: ZPesosOrZero,
    cufe: ZCufe,
    forma_pago: z.enum(PAYMENT_FORMS, { error: MSG.carteraPaymentFormInvalid }),
    plazo_dias: z
      .number({ error: MSG.carteraTermInvalid })
      .int(MSG.carteraTermInvalid)
      .min(0, MSG.carteraTermInvalid)
      .max(365, MSG.carteraTermInvalid)
      .default(0),
    /** The consignments it bills, by manifest and remesa number. */
    remesas: z
      .array(z.object({ manifiesto: ZDocumentCode, remesa: ZDocumentCode }))
      .max(CARTERA_LIMITS.remesasPerInvoice)
      .default([]),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.total !== invoice.subtotal + invoice.iva + invoice.otros_impuestos) {
      ctx.addIssue({ code: 'custom', message: MSG.carteraTotalMismatch, path: ['total'] });
    }
    if (invoice.retenciones > invoice.total) {
      ctx.addIssue({ code: 'custom', message: MSG.carteraWithholdingsOverTotal, path: ['retenciones'] });
    }
    // zod runs this even when a field failed (its value is then not a valid date): compare only good dates.
    const issued = Date.parse(invoice.fecha_emision);
    if (Number.isFinite(issued) && invoice.fecha_vencimiento < bogotaDay(invoice.fecha_emision)) {
      ctx.addIssue({ code: 'custom', message: MSG.carteraDueBeforeIssue, path: ['fecha_vencimiento'] });
    }
  });
export type TInvoiceInput = z.input<typeof ZInvoiceInput>;
export type TInvoice = z.output<typeof ZInvoiceInput>;

export const ZInvoiceBatchRequest = z.object({
  facturas: z.array(ZInvoiceInput).min(1, MSG.fieldRequired).max(CARTERA_LIMITS.batchMax),
});

const ZOutcome = z.enum(['creada', 'actualizada', 'sin_cambios']);
export const ZInvoiceBatchResponse = z.object({
  creadas: z.number().int(),
  actualizadas: z.number().int(),
  sin_cambios: z.number().int(),
  resultados: z.array(z.object({ numero: z.string(), resultado: ZOutcome })),
});
export type TInvoiceBatchResponse = z.infer<typeof ZInvoiceBatchResponse>;

export const ZPaymentInput = z.object({
  /** The ERP's receipt or credit-note number: resending it changes nothing. */
  referencia: ZDocumentCode,
  factura: ZInvoiceNumber,
  tipo: z.enum(PAYMENT_KINDS, { error: MSG.carteraPaymentKindInvalid }).default('pago'),
  fecha: ZCalendarDate,
  valor: ZPesos,
});
export type TPaymentInput = z.input<typeof ZPaymentInput>;

export const ZPaymentBatchRequest = z.object({
  pagos: z.array(ZPaymentInput).min(1, MSG.fieldRequired).max(CARTERA_LIMITS.batchMax),
});

export const ZPaymentBatchResponse = z.object({
  aplicados: z.number().int(),
  sin_cambios: z.number().int(),
  resultados: z.array(
    z.object({
      referencia: z.string(),
      factura: z.string(),
      resultado: z.enum(['aplicado', 'sin_cambios']),
      saldo: z.number().int(),
    }),
  ),
});

export const ZInvoiceNumberParams = z.object({ numero: ZInvoiceNumber });

export const ZAnnulInvoiceRequest = z.object({
  motivo: text({ error: MSG.carteraAnnulReasonRequired })
    .trim()
    .min(3, MSG.carteraAnnulReasonRequired)
    .max(300, MSG.fieldTooLong),
});

export const ZAnnulInvoiceResponse = z.object({ numero: z.string(), estado: z.literal('anulada') });
