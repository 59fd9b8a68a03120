import { useQuery } from '@tanstack/react-query';
import type { TMovementFiltersResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/movimientos/filtros, scoped by the server: a generator's session sees only the generator
// (shipper) its grant speaks for — the name its Inicio shows (issue 22 item 16).
export function useOwnGenerator(enabled: boolean) {
  return useQuery({
    queryKey: ['home-own-generator'],
    queryFn: ({ signal }) => api.get<TMovementFiltersResponse>('/movimientos/filtros', { signal }),
    select: (answer) => answer.generadores[0] ?? null,
    staleTime: 5 * 60_000,
    enabled,
  });
}
