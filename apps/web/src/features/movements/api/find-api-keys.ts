import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApiKeyListResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/integracion/llaves: the company's ERP keys (prefix only; the secret is never stored).
export function findApiKeys(signal?: AbortSignal) {
  return api.get<TApiKeyListResponse>('/integracion/llaves', { signal });
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: ['api-keys'],
  queryFn: ({ signal }) => findApiKeys(signal),
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
