import { z } from 'zod';
import { id, text } from '../common/scalars';
import { MSG } from '../messages';
import { MAX_EXPENSE_PHOTOS } from '../money/display';
import { beneficiaryShape, checkBeneficiaryDv, ZPesos } from '../money/fields';
import { positionRule, ZClientId, ZPhotoRefs, ZRecordBase } from './records';

// The drivers' app side of trip money (issue 11): expense types, a trip's money and the expenses the
// driver records. Expenses carry the app's `clientId` (UUID): a resend answers the stored expense.
//   GET    /api/conductor/gastos/tipos            → ZDriverExpenseTypesResponse
//   GET    /api/conductor/viajes/:id/dinero       → ZDriverTripMoney
//   POST   /api/conductor/gastos                  ZDriverExpenseInput → 201 (new) | 200 (resend) ZDriverExpense
//   PUT    /api/conductor/gastos/:clientId        ZDriverExpenseInput → ZDriverExpense (until reviewed)
//   DELETE /api/conductor/gastos/:clientId        → ZDriverExpense (withdrawn; until reviewed)
// Receipt photos: uploaded first through POST /api/conductor/fotos (trips.ts's protocol), referenced here
// by their clientIds in `photos`; 425 with errors.fotosPendientes while one has not arrived. Answer codes
// as trips.ts: 200 resend, 404 not the driver's trip, 409 clientId of another record or (PUT/DELETE) the
// company reviewed it first, 422 invalid (occurredAt: the events' rule, driver-scope checkOccurredAt),
// 424 not editable any more (withdrawn, or the trip's legalisation closed). A NEW expense on a closed
// legalisation is accepted as late (`late: true`) and reopens it for the company's review (ADR 0017).

export const ZDriverExpenseType = z.object({
  id: z.number().int(),
  name: z.string(),
  requiresReceipt: z.boolean(),
  /** Highest amount per expense, whole pesos; null = no cap. */
  capCop: z.number().int().nullable(),
});
export type TDriverExpenseType = z.infer<typeof ZDriverExpenseType>;
export const ZDriverExpenseTypesResponse = z.object({ data: z.array(ZDriverExpenseType) });

/**
 * The expense the app sends: the shared record fields (clientId, movementId, occurredAt, position or
 * geoDenied; records.ts) and the receipt photos by their upload clientIds (`photos`, at most 5).
 */
const expenseShape = {
  movementId: ZRecordBase.movementId,
  occurredAt: ZRecordBase.occurredAt,
  position: ZRecordBase.position,
  geoDenied: ZRecordBase.geoDenied,
  expenseTypeId: id(MSG.moneyTypeUnknown),
  amountCop: ZPesos,
  receiptNumber: text().trim().max(40).default(''),
  note: text().trim().max(500).default(''),
  photos: ZPhotoRefs.pipe(z.array(z.string()).max(MAX_EXPENSE_PHOTOS, MSG.moneyTooManyPhotos)).default([]),
  ...beneficiaryShape,
};

/** PUT body: everything but the clientId, which is in the path. */
export const ZDriverExpenseBody = z
  .object(expenseShape)
  .superRefine(checkBeneficiaryDv)
  .refine(positionRule.check, positionRule.params);
export const ZDriverExpenseInput = z
  .object({ clientId: ZRecordBase.clientId, ...expenseShape })
  .superRefine(checkBeneficiaryDv)
  .refine(positionRule.check, positionRule.params);
export type TDriverExpenseInput = z.input<typeof ZDriverExpenseInput>;
export type TDriverExpenseParsed = z.output<typeof ZDriverExpenseInput>;

export const ZDriverExpenseParams = z.object({ clientId: ZClientId });

export const ZDriverExpense = z.object({
  clientId: z.string(),
  movementId: z.number().int(),
  expenseTypeId: z.number().int(),
  expenseType: z.string(),
  amountCop: z.number().int(),
  occurredAt: z.string(),
  beneficiaryName: z.string(),
  beneficiaryNit: z.string(),
  beneficiaryDv: z.number().int().nullable(),
  receiptNumber: z.string(),
  note: z.string(),
  /** The receipt photos' upload clientIds, in order. */
  photos: z.array(z.string()),
  state: z.enum(['registrado', 'aprobado', 'rechazado']),
  rejectionReason: z.string().nullable(),
  withdrawn: z.boolean(),
  /** Arrived after the company had closed the legalisation: accepted, it reopened it for review. */
  late: z.boolean(),
});
export type TDriverExpense = z.infer<typeof ZDriverExpense>;

export const ZDriverAdvance = z.object({
  amountCop: z.number().int(),
  paidOn: z.string(),
  method: z.enum(['efectivo', 'transferencia', 'tarjeta_combustible']),
  reference: z.string(),
});

/** A trip's money as the driver sees it; balance = advances − approved expenses (what closing fixes). */
export const ZDriverTripMoney = z.object({
  movementId: z.number().int(),
  legalisationState: z.enum(['abierta', 'en_revision', 'legalizada']),
  advances: z.array(ZDriverAdvance),
  expenses: z.array(ZDriverExpense),
  advancesCop: z.number().int(),
  /** Expenses not refused and not withdrawn (pending + approved). */
  expensesCop: z.number().int(),
  approvedCop: z.number().int(),
  pendingCop: z.number().int(),
  balanceCop: z.number().int(),
  balanceResult: z.enum(['excedente', 'faltante', 'en_cero']),
});
export type TDriverTripMoney = z.infer<typeof ZDriverTripMoney>;
