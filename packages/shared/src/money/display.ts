// Trip money's plain values (issue 11): the limits, the labels, the balance's meaning and `$ 1.234.567`.
// No zod here, so the drivers' app can import them without shipping the contracts (ADR 0016).

/** Highest amount we take: a trillion pesos, far above any trip, far below 2^53 (exact in JSON). */
export const MAX_PESOS = 1_000_000_000_000;

/** Receipt photos one driver's expense may carry. */
export const MAX_EXPENSE_PHOTOS = 5;

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
