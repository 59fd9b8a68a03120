import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { apiKeysQueryOptions } from './find-api-keys';

// DELETE /api/integracion/llaves/:id: the key stops working at once.
export function revokeApiKey(id: number) {
  return api.delete<TMessageResponse>(`/integracion/llaves/${id}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
