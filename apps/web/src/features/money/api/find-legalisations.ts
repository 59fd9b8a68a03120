import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLegalisationPage, TLegalisationQueryParsed } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

// GET /api/legalizacion-gastos: the company's trips with money, one page.
export function findLegalisations(query: TLegalisationQueryParsed, signal?: AbortSignal) {
  return api.get<TLegalisationPage>(withQuery('/legalizacion-gastos', { ...query }), { signal });
}

export function useLegalisations(query: TLegalisationQueryParsed) {
  return useQuery({
    queryKey: moneyKeys.trips(query),
    queryFn: ({ signal }) => findLegalisations(query, signal),
    placeholderData: keepPreviousData,
  });
}
