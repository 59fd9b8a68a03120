import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

interface Review {
  movementId: number;
  expenseId: number;
  /** null approves; a text refuses with that reason. */
  reason: string | null;
}

// POST /api/legalizacion-gastos/:movementId/gastos/:expenseId/aprobar | rechazar.
export function reviewExpense({ movementId, expenseId, reason }: Review) {
  const base = `/legalizacion-gastos/${movementId}/gastos/${expenseId}`;
  return reason === null
    ? api.post<TMessageResponse>(`${base}/aprobar`)
    : api.post<TMessageResponse>(`${base}/rechazar`, { reason });
}

export function useReviewExpense() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewExpense,
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
