import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_LIMITS, type TGlobalSearchResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/busqueda?q= (issue 26 item 6): the top bar's search, scoped by the server.
export function globalSearch(q: string): Promise<TGlobalSearchResponse> {
  return api.get<TGlobalSearchResponse>(`/busqueda?${new URLSearchParams({ q })}`);
}

export function useGlobalSearch(q: string) {
  return useQuery({
    queryKey: ['global-search', q],
    queryFn: () => globalSearch(q),
    enabled: q.length >= SEARCH_LIMITS.minLength,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
