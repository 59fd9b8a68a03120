import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMovementFiltersResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/movimientos/filtros: generators, branches and states for the list filters (scoped).
export function findMovementFilters(signal?: AbortSignal) {
  return api.get<TMovementFiltersResponse>('/movimientos/filtros', { signal });
}

export const movementFiltersQueryOptions = queryOptions({
  queryKey: ['movement-filters'],
  queryFn: ({ signal }) => findMovementFilters(signal),
  staleTime: 5 * 60_000,
});

export function useMovementFilters() {
  return useQuery(movementFiltersQueryOptions);
}
