import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlockedTripsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/movimientos/bloqueados (role 5): trips whose driver cannot start until the company records
// the fix of a failed critical inspection item (issue 22 item 9). Read again every minute on Inicio.
export function findBlockedTrips(signal?: AbortSignal) {
  return api.get<TBlockedTripsResponse>('/movimientos/bloqueados', { signal });
}

export function useBlockedTrips(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['blocked-trips'], queryFn: ({ signal }) => findBlockedTrips(signal) }),
    enabled,
    refetchInterval: 60_000,
  });
}
