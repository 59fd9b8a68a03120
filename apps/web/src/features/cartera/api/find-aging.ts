import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAgingQuery, TAgingResponse } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { carteraKeys } from './query-keys';

// GET /api/cartera/edades: open balances per bucket and per generator on the as-of date.
export function useAging(query: TAgingQuery) {
  return useQuery({
    queryKey: carteraKeys.aging(query),
    queryFn: ({ signal }) => api.get<TAgingResponse>(withQuery('/cartera/edades', { ...query }), { signal }),
    placeholderData: keepPreviousData,
  });
}
