import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMovementDetail } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/movimientos/:id (detallemovimiento): the manifest with its consignments, their events
// and delivery documents; a generator gets only their consignments.
export function findMovement(id: number, signal?: AbortSignal) {
  return api.get<TMovementDetail>(`/movimientos/${id}`, { signal });
}

export function movementQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['movement', id],
    queryFn: ({ signal }) => findMovement(id, signal),
    // Document links inside are signed for ten minutes; refresh the detail before they expire.
    staleTime: 4 * 60_000,
    refetchInterval: 8 * 60_000,
  });
}

export function useMovement(id: number | null) {
  return useQuery({ ...movementQueryOptions(id ?? 0), enabled: id !== null });
}
