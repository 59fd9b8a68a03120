import type { TPaymentStatus } from '@trazo/shared';
import type { PaymentState } from '../../db/schema';

// ePayco x_cod_response: 1 Aceptada, 2 Rechazada, 3 Pendiente, 4 Fallida, 6 Reversada, 7 Retenida,
// 8 Iniciada, 9 Expirada, 10 Abandonada, 11 Cancelada, 12 Antifraude.
const BY_CODE: Record<number, PaymentState> = {
  1: 'aceptada',
  2: 'rechazada',
  3: 'pendiente',
  4: 'fallida',
  6: 'rechazada',
  7: 'pendiente',
  8: 'pendiente',
  9: 'rechazada',
  10: 'rechazada',
  11: 'rechazada',
  12: 'rechazada',
};

/** An unknown code is treated as pending: it never accepts a payment nor closes it. */
export function stateOfCode(code: number): PaymentState {
  return BY_CODE[code] ?? 'pendiente';
}

export const isFinal = (state: PaymentState) => state !== 'pendiente';

/** What the return page is told: a failed transaction is, for the payer, a rejected one. */
export function publicStatus(state: PaymentState): TPaymentStatus {
  return state === 'fallida' ? 'rechazada' : state;
}

/** x_amount as ePayco writes it ("189000", "189000.00") → cents; null when it is not an amount. */
export function amountInCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
