import { z } from 'zod';
import { idParam, text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage, ZPageQuery } from '../users/pagination';
import { ADVANCE_METHODS, EXPENSE_STATES, LEGALISATION_STATES, ZPesos } from './fields';

// The portal's side of trip money (issue 11): 'Tipo Gastos' and 'Legalización Gastos' (spec §2.1), role 5.

// ── Tipo Gastos ──
export const ZExpenseType = z.object({
  id: z.number().int(),
  name: z.string(),
  requiresReceipt: z.boolean(),
  capCop: z.number().int().nullable(),
  active: z.boolean(),
});
export type TExpenseType = z.infer<typeof ZExpenseType>;

export const ZExpenseTypeQuery = ZPageQuery.extend({ q: text().trim().max(100).optional() });
export type TExpenseTypeQuery = z.input<typeof ZExpenseTypeQuery>;
export const ZExpenseTypePage = ZPage(ZExpenseType);
export type TExpenseTypePage = z.infer<typeof ZExpenseTypePage>;

export const ZExpenseTypeForm = z.object({
  name: text({ error: MSG.moneyTypeNameRequired })
    .trim()
    .min(1, MSG.moneyTypeNameRequired)
    .max(80)
    .transform((v) => v.replace(/\s+/g, ' ')),
  requiresReceipt: z.boolean().default(true),
  capCop: ZPesos.nullable().default(null),
  active: z.boolean().default(true),
});
export type TExpenseTypeForm = z.input<typeof ZExpenseTypeForm>;
export const ZIdParams = z.object({ id: idParam() });

// ── Advances ──
export const ZAdvanceForm = z.object({
  amountCop: ZPesos,
  paidOn: ZCalendarDate,
  method: z.enum(ADVANCE_METHODS, { error: MSG.moneyMethodInvalid }),
  reference: text().trim().max(60).default(''),
});
export type TAdvanceForm = z.input<typeof ZAdvanceForm>;

export const ZAdvance = z.object({
  id: z.number().int(),
  amountCop: z.number().int(),
  paidOn: z.string(),
  method: z.enum(ADVANCE_METHODS),
  reference: z.string(),
  source: z.enum(['portal', 'erp']),
  recordedBy: z.string().nullable(),
});
export type TAdvance = z.infer<typeof ZAdvance>;

// ── Legalización Gastos ──
export const ZLegalisationQuery = ZPageQuery.extend({
  desde: ZCalendarDate.optional(),
  hasta: ZCalendarDate.optional(),
  /** Driver's name or document, accent-insensitive. */
  conductor: text().trim().max(100).optional(),
  placa: text().trim().max(10).optional(),
  estado: z.enum(LEGALISATION_STATES).optional(),
});
export type TLegalisationQuery = z.input<typeof ZLegalisationQuery>;
export type TLegalisationQueryParsed = z.output<typeof ZLegalisationQuery>;

const ZTotals = {
  advancesCop: z.number().int(),
  /** Not refused (pending + approved). */
  expensesCop: z.number().int(),
  approvedCop: z.number().int(),
  /** Expenses not yet reviewed. */
  pendingCop: z.number().int(),
  pendingCount: z.number().int(),
  /** advances − approved; once closed, the balance closing fixed. */
  balanceCop: z.number().int(),
  balanceResult: z.enum(['excedente', 'faltante', 'en_cero']),
};

export const ZLegalisationRow = z.object({
  movementId: z.number().int(),
  manifiesto: z.string(),
  fechaDespacho: z.string(),
  conductor: z.string(),
  conductorDocumento: z.string(),
  placa: z.string(),
  state: z.enum(LEGALISATION_STATES),
  ...ZTotals,
});
export type TLegalisationRow = z.infer<typeof ZLegalisationRow>;
export const ZLegalisationPage = ZPage(ZLegalisationRow);
export type TLegalisationPage = z.infer<typeof ZLegalisationPage>;

export const ZExpensePhoto = z.object({ id: z.string(), url: z.string() });

export const ZReviewedExpense = z.object({
  id: z.number().int(),
  expenseType: z.string(),
  amountCop: z.number().int(),
  occurredAt: z.string(),
  beneficiaryName: z.string(),
  beneficiaryNit: z.string(),
  beneficiaryDv: z.number().int().nullable(),
  receiptNumber: z.string(),
  note: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  state: z.enum(EXPENSE_STATES),
  rejectionReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  photos: z.array(ZExpensePhoto),
});
export type TReviewedExpense = z.infer<typeof ZReviewedExpense>;

export const ZMoneyHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  who: z.string(),
  action: z.string(),
  detail: z.string(),
});

export const ZLegalisationDetail = z.object({
  trip: ZLegalisationRow.extend({
    origen: z.string(),
    destino: z.string(),
    closedBy: z.string().nullable(),
    closedAt: z.string().nullable(),
  }),
  advances: z.array(ZAdvance),
  expenses: z.array(ZReviewedExpense),
  history: z.array(ZMoneyHistoryEntry),
});
export type TLegalisationDetail = z.infer<typeof ZLegalisationDetail>;

export const ZTripMoneyParams = z.object({ movementId: idParam() });
export const ZExpenseReviewParams = z.object({ movementId: idParam(), expenseId: idParam() });
export const ZRejectExpenseForm = z.object({
  reason: text({ error: MSG.moneyRejectionReasonRequired })
    .trim()
    .min(3, MSG.moneyRejectionReasonRequired)
    .max(300),
});
export type TRejectExpenseForm = z.input<typeof ZRejectExpenseForm>;

/** A trip's legalisation (movementId) or a period's (desde–hasta, dispatch dates). */
export const ZLegalisationExportQuery = z
  .object({
    movementId: idParam().optional(),
    desde: ZCalendarDate.optional(),
    hasta: ZCalendarDate.optional(),
  })
  .refine(
    (q) =>
      q.movementId !== undefined ||
      (q.desde !== undefined &&
        q.hasta !== undefined &&
        q.desde <= q.hasta &&
        (Date.parse(q.hasta) - Date.parse(q.desde)) / 86_400_000 <= 92),
    MSG.moneyExportRangeRequired,
  );
export type TLegalisationExportQuery = z.input<typeof ZLegalisationExportQuery>;
export const LEGALISATION_EXPORT_COLUMNS = [
  'FECHA',
  'NIT',
  'BENEFICIARIO',
  'CONCEPTO',
  'VALOR',
  'ESTADO',
] as const;
