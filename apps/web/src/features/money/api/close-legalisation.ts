import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

// POST /api/legalizacion-gastos/:movementId/cerrar: fixes the balance.
export function closeLegalisation(movementId: number) {
  return api.post<TMessageResponse>(`/legalizacion-gastos/${movementId}/cerrar`);
}

export function useCloseLegalisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeLegalisation,
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
