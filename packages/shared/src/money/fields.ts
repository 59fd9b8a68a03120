import { z } from 'zod';
import { nitCheckDigit } from '../catalogs/nit';
import { text } from '../common/scalars';
import { MSG } from '../messages';

// Fields shared by the portal's and the drivers' money contracts (issue 11).

/** Highest amount we take: a trillion pesos, far above any trip, far below 2^53 (exact in JSON). */
export const MAX_PESOS = 1_000_000_000_000;

/** Whole Colombian pesos, more than zero. */
export const ZPesos = z
  .number({ error: MSG.moneyAmountInvalid })
  .int(MSG.moneyAmountInvalid)
  .min(1, MSG.moneyAmountInvalid)
  .max(MAX_PESOS, MSG.moneyAmountInvalid);

export const ADVANCE_METHODS = ['efectivo', 'transferencia', 'tarjeta_combustible'] as const;
export type TAdvanceMethod = (typeof ADVANCE_METHODS)[number];
export const ADVANCE_METHOD_LABELS: Record<TAdvanceMethod, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  tarjeta_combustible: 'Tarjeta de combustible',
};

export const EXPENSE_STATES = ['registrado', 'aprobado', 'rechazado'] as const;
export type TExpenseState = (typeof EXPENSE_STATES)[number];
export const EXPENSE_STATE_LABELS: Record<TExpenseState, string> = {
  registrado: 'Registrado',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
};

export const LEGALISATION_STATES = ['abierta', 'en_revision', 'legalizada'] as const;
export type TLegalisationState = (typeof LEGALISATION_STATES)[number];
export const LEGALISATION_STATE_LABELS: Record<TLegalisationState, string> = {
  abierta: 'Abierta',
  en_revision: 'En revisión',
  legalizada: 'Legalizada',
};

/** What a balance means: the driver returns the excedente, the company pays the faltante. */
export type TBalanceResult = 'excedente' | 'faltante' | 'en_cero';
export function balanceResult(balance: number): TBalanceResult {
  return balance > 0 ? 'excedente' : balance < 0 ? 'faltante' : 'en_cero';
}
export const BALANCE_RESULT_LABELS: Record<TBalanceResult, string> = {
  excedente: 'Excedente (el conductor devuelve)',
  faltante: 'Faltante (la empresa paga)',
  en_cero: 'En cero',
};

/** `$ 1.234.567` as Colombians write it, whole pesos. */
export function formatPesos(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}$ ${Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/**
 * The beneficiary's NIT (digits only, 5–15) and its optional check digit, which must be the DIAN's for
 * that NIT (shared nitCheckDigit). Both empty = no beneficiary NIT (a toll booth's ticket has none).
 */
export const beneficiaryShape = {
  beneficiaryName: text().trim().max(150).default(''),
  beneficiaryNit: text()
    .trim()
    .transform((v) => v.replace(/[.\s]/g, ''))
    .pipe(z.string().regex(/^(\d{5,15})?$/, MSG.moneyNitInvalid))
    .default(''),
  beneficiaryDv: z.number().int().min(0).max(9).nullable().default(null),
};

/** superRefine for an object with beneficiaryShape: the check digit must match the NIT. */
export function checkBeneficiaryDv(
  b: { beneficiaryNit: string; beneficiaryDv: number | null },
  ctx: z.RefinementCtx,
): void {
  if (b.beneficiaryDv === null) return;
  if (!b.beneficiaryNit || nitCheckDigit(b.beneficiaryNit) !== b.beneficiaryDv) {
    ctx.addIssue({ code: 'custom', message: MSG.moneyNitDvInvalid, path: ['beneficiaryDv'] });
  }
}
