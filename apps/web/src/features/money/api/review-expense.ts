import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

interface Review {
  movementId: number;
  expenseId: number;
  /** The expense's version on the reviewer's screen: the server refuses (409) if the driver changed it. */
  version: number;
  /** null approves; a text refuses with that reason. */
  reason: string | null;
}

// POST /api/legalizacion-gastos/:movementId/gastos/:expenseId/aprobar | rechazar.
export function reviewExpense({ movementId, expenseId, version, reason }: Review) {
  const base = `/legalizacion-gastos/${movementId}/gastos/${expenseId}`;
  return reason === null
    ? api.post<TMessageResponse>(`${base}/aprobar`, { version })
    : api.post<TMessageResponse>(`${base}/rechazar`, { reason, version });
}

export function useReviewExpense() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewExpense,
    // Also on a refusal: a 409 means the driver changed or withdrew the expense, so the row is re-read
    // and shows what the driver sent while the toast says why nothing was decided.
    onSettled: () => client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
