import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdvanceForm, TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

// POST /api/legalizacion-gastos/:movementId/anticipos.
export function recordAdvance(input: { movementId: number; form: TAdvanceForm }) {
  return api.post<TMessageResponse>(`/legalizacion-gastos/${input.movementId}/anticipos`, input.form);
}

export function useRecordAdvance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordAdvance,
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
