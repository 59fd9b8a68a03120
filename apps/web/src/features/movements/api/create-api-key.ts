import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateApiKeyRequest, TCreateApiKeyResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { apiKeysQueryOptions } from './find-api-keys';

// POST /api/integracion/llaves → 201 with the raw key (`llave`), shown once.
export function createApiKey(body: TCreateApiKeyRequest) {
  return api.post<TCreateApiKeyResponse>('/integracion/llaves', body);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
