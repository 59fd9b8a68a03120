import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TExpenseTypePage } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

interface Query {
  page: number;
  per_page: number;
  q: string;
}

// GET /api/configuracion/tipo-gastos: one page of the company's expense types.
export function findExpenseTypes(query: Query, signal?: AbortSignal) {
  return api.get<TExpenseTypePage>(withQuery('/configuracion/tipo-gastos', { ...query }), { signal });
}

export function useExpenseTypes(query: Query) {
  return useQuery({
    queryKey: moneyKeys.types(query),
    queryFn: ({ signal }) => findExpenseTypes(query, signal),
    placeholderData: keepPreviousData,
  });
}
