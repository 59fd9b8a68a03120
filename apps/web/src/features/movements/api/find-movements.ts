import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMovementListQuery, TMovementListResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

export type MovementListScope = 'all' | 'pending';

/** The query string of a list request, without empty filters. */
export function toSearch(query: TMovementListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

// GET /api/movimientos (all) and /api/movimientos/pendientes (without delivery closure): one page,
// filtered and paginated in SQL, scoped by the server to the caller's company or generator.
export function findMovements(scope: MovementListScope, query: TMovementListQuery, signal?: AbortSignal) {
  const path = scope === 'pending' ? '/movimientos/pendientes' : '/movimientos';
  return api.get<TMovementListResponse>(`${path}?${toSearch(query)}`, { signal });
}

export function movementsQueryOptions(scope: MovementListScope, query: TMovementListQuery) {
  return queryOptions({
    queryKey: ['movements', scope, query],
    queryFn: ({ signal }) => findMovements(scope, query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMovements(scope: MovementListScope, query: TMovementListQuery) {
  return useQuery(movementsQueryOptions(scope, query));
}
