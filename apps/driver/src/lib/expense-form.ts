import type { TDriverExpenseType } from '@trazo/shared';
import { nitCheckDigit } from '@trazo/shared/catalogs/nit';
import { MONEY_MESSAGES as MSG } from '@trazo/shared/messages/money';
import { formatPesos, MAX_EXPENSE_PHOTOS, MAX_PESOS } from '@trazo/shared/money/display';

// The expense form's rules (issue 11 item 3), the same the server applies (packages/shared/src/driver/
// expenses.ts) so the driver learns of a mistake before the record waits in the outbox for a signal.

/** As the server: a record may be 10 minutes ahead of its clock and 30 days old (DRIVER_RECORD_LIMITS). */
const FUTURE_TOLERANCE_MS = 10 * 60_000;
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/** What the driver types, as typed. */
export interface ExpenseDraft {
  typeId: string;
  amount: string;
  /** `datetime-local` value, the phone's time: `2026-05-04T10:30`. */
  when: string;
  beneficiaryName: string;
  nit: string;
  dv: string;
  receiptNumber: string;
  note: string;
  photoCount: number;
}

export type DraftErrors = Partial<Record<keyof ExpenseDraft, string>>;

export interface ExpenseValues {
  expenseTypeId: number;
  amountCop: number;
  occurredAt: Date;
  beneficiaryName: string;
  beneficiaryNit: string;
  beneficiaryDv: number | null;
  receiptNumber: string;
  note: string;
}

/** Whole pesos from what is typed (`12.500`, `$ 12500`); null when there are no digits. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits === '' ? null : Number(digits);
}

/** The amount field while typing: digits only, grouped es-CO (`1.234.567`), at most 13 digits. */
export function formatAmountInput(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, String(MAX_PESOS).length);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A `datetime-local` value for a moment, in the phone's own time zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The NIT as typed (dots, spaces; `900123456-8` carries its check digit) split into digits and check digit. */
export function splitNit(nit: string, dv: string): { nit: string; dv: string } {
  const clean = nit.replace(/[.\s]/g, '');
  const withDv = clean.match(/^(\d+)-(\d)$/);
  if (withDv && dv.trim() === '') return { nit: withDv[1] as string, dv: withDv[2] as string };
  return { nit: clean, dv: dv.trim() };
}

export function checkDraft(
  draft: ExpenseDraft,
  type: TDriverExpenseType | undefined,
  now: Date,
): { errors: DraftErrors; values: ExpenseValues | null } {
  const errors: DraftErrors = {};
  if (!type) errors.typeId = 'Elija el tipo de gasto';
  const amountCop = parseAmount(draft.amount);
  if (amountCop === null || amountCop < 1 || amountCop > MAX_PESOS) errors.amount = MSG.moneyAmountInvalid;
  else if (type?.capCop != null && amountCop > type.capCop)
    errors.amount = `${MSG.moneyAmountOverCap} (${formatPesos(type.capCop)})`;

  const occurredAt = new Date(draft.when);
  if (draft.when === '' || Number.isNaN(occurredAt.getTime())) errors.when = 'Indique la fecha y la hora';
  else if (occurredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    errors.when = 'La fecha y la hora no pueden ser posteriores a este momento';
  else if (occurredAt.getTime() < now.getTime() - MAX_AGE_MS)
    errors.when = 'El gasto no puede tener más de 30 días';

  const { nit, dv } = splitNit(draft.nit, draft.dv);
  if (nit !== '' && !/^\d{5,15}$/.test(nit)) errors.nit = MSG.moneyNitInvalid;
  else if (dv !== '' && (!/^\d$/.test(dv) || nit === '' || nitCheckDigit(nit) !== Number(dv)))
    errors.dv = MSG.moneyNitDvInvalid;

  if (draft.beneficiaryName.trim().length > 150) errors.beneficiaryName = 'Máximo 150 caracteres';
  if (draft.receiptNumber.trim().length > 40) errors.receiptNumber = 'Máximo 40 caracteres';
  if (draft.note.trim().length > 500) errors.note = 'Máximo 500 caracteres';
  if (type?.requiresReceipt && draft.photoCount === 0) errors.photoCount = MSG.moneyReceiptRequired;
  if (draft.photoCount > MAX_EXPENSE_PHOTOS) errors.photoCount = MSG.moneyTooManyPhotos;

  if (Object.keys(errors).length > 0 || !type || amountCop === null) return { errors, values: null };
  return {
    errors,
    values: {
      expenseTypeId: type.id,
      amountCop,
      occurredAt,
      beneficiaryName: draft.beneficiaryName.trim(),
      beneficiaryNit: nit,
      beneficiaryDv: dv === '' ? null : Number(dv),
      receiptNumber: draft.receiptNumber.trim(),
      note: draft.note.trim(),
    },
  };
}
