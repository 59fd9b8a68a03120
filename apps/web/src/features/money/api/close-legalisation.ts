import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCloseLegalisationForm, TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

// POST /api/legalizacion-gastos/:movementId/cerrar: fixes the balance (a trip en ruta needs confirmEnRoute).
export function closeLegalisation({ movementId, ...body }: { movementId: number } & TCloseLegalisationForm) {
  return api.post<TMessageResponse>(`/legalizacion-gastos/${movementId}/cerrar`, body);
}

export function useCloseLegalisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeLegalisation,
    onSettled: () => client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
