import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TZone, TZonesResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/cargar_zonas (spec §7): every municipality (~1,100). It never changes while the page is
// open, so it is fetched once; a failure shows no message (spec §8), the list just stays empty.
export async function findZones(): Promise<TZone[]> {
  const response = await api.get<TZonesResponse>('/cargar_zonas');
  return response.data;
}

export const zonesQueryOptions = queryOptions({
  queryKey: ['zones'],
  queryFn: findZones,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useZones() {
  return useQuery(zonesQueryOptions);
}
