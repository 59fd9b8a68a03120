import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMovementDetail, TMovementListResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { findMovement } from './find-movement';

// detallemovimiento?manifiesto=<n>: the list filter (prefix match, scoped server-side) finds the
// manifest's id, then GET /api/movimientos/:id answers the detail. null when the caller has no such manifest.
export async function findMovementByManifest(manifest: string, signal?: AbortSignal) {
  const search = new URLSearchParams({ manifiesto: manifest, per_page: '100' });
  const page = await api.get<TMovementListResponse>(`/movimientos?${search}`, { signal });
  const match = page.data.find((m) => m.manifiesto_numero === manifest);
  return match ? findMovement(match.id, signal) : null;
}

export function useMovementByManifest(manifest: string) {
  return useQuery(
    queryOptions<TMovementDetail | null>({
      queryKey: ['movement-by-manifest', manifest],
      queryFn: ({ signal }) => findMovementByManifest(manifest, signal),
      enabled: manifest !== '',
      staleTime: 4 * 60_000,
      refetchInterval: 8 * 60_000,
    }),
  );
}
