import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMovementDetail } from '@trazo/shared';
import { ApiError, api } from '../../../lib/api-client';

// GET /api/movimientos/manifiesto/:manifiesto (detallemovimiento?manifiesto=<n>): the same detail as
// /api/movimientos/:id, scoped to the caller. null when the caller has no such manifest (404).
export async function findMovementByManifest(manifest: string, signal?: AbortSignal) {
  try {
    return await api.get<TMovementDetail>(`/movimientos/manifiesto/${encodeURIComponent(manifest)}`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMovementByManifest(manifest: string) {
  return useQuery(
    queryOptions<TMovementDetail | null>({
      queryKey: ['movement-by-manifest', manifest],
      queryFn: ({ signal }) => findMovementByManifest(manifest, signal),
      enabled: manifest !== '',
      // Document links inside are signed for ten minutes; refresh the detail before they expire.
      staleTime: 4 * 60_000,
      refetchInterval: 8 * 60_000,
    }),
  );
}
