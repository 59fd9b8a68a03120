import { z } from 'zod';
import { idParam, text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage, ZPageQuery } from '../users/pagination';
import { AGING_LIMITS, areValidAgingEdges } from './aging';
import { INVOICE_STATES, PAYMENT_FORMS, PAYMENT_KINDS } from './fields';

// What the portal reads of receivables (issue 25 §2–3): the aging and the invoice lists, for a transport
// company (its generators) and for a generator (its invoices from every company that bills it).

/** Filters shared by the aging and the invoice lists. */
const ZCarteraFilters = z.object({
  /** The as-of date (fecha de corte): the aging as it stood at the end of that day. Default: today. */
  corte: ZCalendarDate.optional(),
  /** A generator's view: one transport company (customer id) or all. */
  empresa: idParam().optional(),
  /** A transport company's view: one generator (generator id) or all. */
  generador: idParam().optional(),
});

export const ZAgingQuery = ZCarteraFilters;
export type TAgingQuery = z.output<typeof ZAgingQuery>;

export const ZAgingGeneratorRow = z.object({
  empresa_id: z.number().int(),
  empresa: z.string(),
  generador_id: z.number().int(),
  generador_nit: z.string(),
  generador: z.string(),
  /** Balance per bucket, in the order of `tramos`. */
  por_tramo: z.array(z.number().int()),
  total: z.number().int(),
  facturas: z.number().int(),
});
export type TAgingGeneratorRow = z.infer<typeof ZAgingGeneratorRow>;

export const ZAgingResponse = z.object({
  corte: z.string(),
  /** Upper edges of the overdue buckets in days. */
  edges: z.array(z.number().int()),
  tramos: z.array(z.string()),
  totales: z.array(z.number().int()),
  total: z.number().int(),
  facturas: z.number().int(),
  generadores: z.array(ZAgingGeneratorRow),
});
export type TAgingResponse = z.infer<typeof ZAgingResponse>;

export const ZInvoiceListQuery = ZPageQuery.merge(ZCarteraFilters).extend({
  /** Only open invoices of this bucket (0 = not yet due) on the as-of date. */
  tramo: z.coerce
    .number({ error: MSG.idInvalid })
    .int()
    .min(0)
    .max(AGING_LIMITS.maxEdges + 1)
    .optional(),
  estado: z.enum(INVOICE_STATES).optional(),
  /** Issue dates from / to (AAAA-MM-DD). */
  desde: ZCalendarDate.optional(),
  hasta: ZCalendarDate.optional(),
  /** '1': only invoices with a balance on the as-of date (Cartera); the history shows them all. */
  con_saldo: z.enum(['1']).optional(),
  /** Invoice number prefix or generator name / NIT. */
  q: text().trim().max(60).optional(),
});
export type TInvoiceListQuery = z.output<typeof ZInvoiceListQuery>;

export const ZInvoiceRow = z.object({
  id: z.number().int(),
  numero: z.string(),
  empresa_id: z.number().int(),
  empresa: z.string(),
  generador_nit: z.string(),
  generador: z.string(),
  fecha_emision: z.string(),
  fecha_vencimiento: z.string(),
  forma_pago: z.enum(PAYMENT_FORMS),
  plazo_dias: z.number().int(),
  total: z.number().int(),
  retenciones: z.number().int(),
  pagado: z.number().int(),
  saldo: z.number().int(),
  /** Days past due on the as-of date (negative: days left). */
  dias_vencida: z.number().int(),
  /** Aging bucket of an open invoice; null when paid or annulled. */
  tramo: z.number().int().nullable(),
  estado: z.enum(INVOICE_STATES),
  /** The day the balance reached zero, and how many days after issue. */
  fecha_pago: z.string().nullable(),
  dias_para_pagar: z.number().int().nullable(),
  cufe: z.string(),
});
export type TInvoiceRow = z.infer<typeof ZInvoiceRow>;

export const ZInvoicePage = ZPage(ZInvoiceRow);
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

export const ZAgingSettings = z.object({
  edges: z
    .array(z.number({ error: MSG.carteraEdgesInvalid }).int(MSG.carteraEdgesInvalid))
    .refine(areValidAgingEdges, MSG.carteraEdgesInvalid),
});
export type TAgingSettings = z.infer<typeof ZAgingSettings>;

export const ZInvoiceDetail = ZInvoiceRow.extend({
  subtotal: z.number().int(),
  iva: z.number().int(),
  otros_impuestos: z.number().int(),
  motivo_anulacion: z.string().nullable(),
  /** Whether the ERP attached the invoice's PDF / XML (GET /api/cartera/facturas/:id/pdf|xml). */
  pdf: z.boolean(),
  xml: z.boolean(),
  remesas: z.array(
    z.object({
      movimiento_id: z.number().int(),
      manifiesto: z.string(),
      remesa: z.string(),
      origen: z.string(),
      destino: z.string(),
      estado: z.string(),
    }),
  ),
  pagos: z.array(
    z.object({
      referencia: z.string(),
      tipo: z.enum(PAYMENT_KINDS),
      fecha: z.string(),
      valor: z.number().int(),
    }),
  ),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

export const ZInvoiceDetailQuery = z.object({ corte: ZCalendarDate.optional() });

export const ZInvoiceExportQuery = ZInvoiceListQuery.omit({ page: true, per_page: true }).extend({
  formato: z.enum(['xlsx', 'csv']).default('xlsx'),
});

/** What the filters offer: the companies (a generator's view) and the generators (a company's view). */
export const ZCarteraOptions = z.object({
  empresas: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  generadores: z.array(z.object({ id: z.number().int(), nit: z.string(), nombre: z.string() })),
});
export type TCarteraOptions = z.infer<typeof ZCarteraOptions>;

/** An account statement of one generator on an as-of date (a company's view). */
export const ZStatementQuery = z.object({ generador: idParam(), corte: ZCalendarDate.optional() });

export const ZSendStatementRequest = z.object({
  generador: idParam(),
  corte: ZCalendarDate.optional(),
  destinatarios: z
    .array(z.email({ error: MSG.carteraRecipientInvalid }).max(254))
    .min(1, MSG.carteraRecipientsRequired)
    .max(5, MSG.carteraRecipientsRequired),
});
export type TSendStatementRequest = z.input<typeof ZSendStatementRequest>;

export const ZStatementRecipients = z.object({ sugeridos: z.array(z.string()) });
