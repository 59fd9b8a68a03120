import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLookupPrivacyResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/consulta-publica/privacidad: what the company's public lookup shows (issue 13 item 6).
export function findLookupPrivacy(signal?: AbortSignal) {
  return api.get<TLookupPrivacyResponse>('/consulta-publica/privacidad', { signal });
}

export const lookupPrivacyQueryOptions = queryOptions({
  queryKey: ['lookup-privacy'],
  queryFn: ({ signal }) => findLookupPrivacy(signal),
});

export function useLookupPrivacy() {
  return useQuery(lookupPrivacyQueryOptions);
}
