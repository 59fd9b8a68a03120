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
  /** Refused expenses: they count in nothing but are shown (and exported). */
  refusedCop: z.number().int(),
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
  /** When a late expense reopened the closed legalisation; null once it is closed again. */
  reopenedAt: z.string().nullable(),
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
  /** Bumped by each correction of the driver: a review sends the version the reviewer saw. */
  version: z.number().int(),
  /** Arrived after the legalisation was closed (and reopened it). */
  late: z.boolean(),
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
    /** The movement is still on the road: closing asks for an explicit confirmation. */
    enRuta: z.boolean(),
  }),
  advances: z.array(ZAdvance),
  expenses: z.array(ZReviewedExpense),
  history: z.array(ZMoneyHistoryEntry),
});
export type TLegalisationDetail = z.infer<typeof ZLegalisationDetail>;

export const ZTripMoneyParams = z.object({ movementId: idParam() });
export const ZExpenseReviewParams = z.object({ movementId: idParam(), expenseId: idParam() });

/**
 * A review carries the expense's version the reviewer saw (issue 23 item 5): if the driver corrected it
 * since, the server answers 409 with the current amount instead of deciding on a value nobody saw.
 */
const seenVersion = z
  .number({ error: MSG.moneyExpenseVersionRequired })
  .int(MSG.moneyExpenseVersionRequired)
  .min(1, MSG.moneyExpenseVersionRequired)
  .max(2_147_483_647, MSG.moneyExpenseVersionRequired);
export const ZApproveExpenseForm = z.object({ version: seenVersion });
export type TApproveExpenseForm = z.input<typeof ZApproveExpenseForm>;
export const ZRejectExpenseForm = z.object({
  reason: text({ error: MSG.moneyRejectionReasonRequired })
    .trim()
    .min(3, MSG.moneyRejectionReasonRequired)
    .max(300),
  version: seenVersion,
});
export type TRejectExpenseForm = z.input<typeof ZRejectExpenseForm>;

/** Closing a trip still en ruta needs `confirmEnRoute: true` (424 otherwise, ADR 0017); no body = false. */
export const ZCloseLegalisationForm = z
  .object({ confirmEnRoute: z.boolean().default(false) })
  .nullish()
  .transform((v) => ({ confirmEnRoute: v?.confirmEnRoute ?? false }));
export type TCloseLegalisationForm = z.input<typeof ZCloseLegalisationForm>;

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

/** The labels of a trip's legalisation sheet (issue 22 item 11): its header, sections and summary. */
export const LEGALISATION_SHEET = {
  title: 'LEGALIZACIÓN DE GASTOS DE VIAJE',
  manifest: 'Manifiesto',
  driver: 'Conductor',
  driverDocument: 'Documento del conductor',
  vehicle: 'Vehículo (placa)',
  route: 'Ruta',
  dispatchDate: 'Fecha de despacho',
  state: 'Estado de la legalización',
  closedAt: 'Cerrada',
  firstExpense: 'Primer gasto',
  lastExpense: 'Último gasto',
  advances: 'ANTICIPOS',
  advanceColumns: ['FECHA', 'MEDIO DE PAGO', 'REFERENCIA', 'ORIGEN', 'VALOR'],
  expenses: 'GASTOS',
  expenseColumns: [
    'FECHA',
    'CONCEPTO',
    'N.º RECIBO',
    'NIT',
    'BENEFICIARIO',
    'VALOR',
    'ESTADO',
    'MOTIVO DEL RECHAZO',
    'REVISADO POR',
    'LLEGÓ DESPUÉS DEL CIERRE',
  ],
  summary: 'RESUMEN',
  totalAdvances: 'Total anticipos',
  totalApproved: 'Gastos aprobados',
  totalRefused: 'Gastos rechazados (no cuentan)',
  totalPending: 'Gastos por revisar',
  balance: 'Saldo (anticipos − aprobados)',
  result: 'Resultado',
} as const;
