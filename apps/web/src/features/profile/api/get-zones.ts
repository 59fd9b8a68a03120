import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TZonesResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/cargar_zonas (spec §7): the ~1,100 municipalities; they do not change while the app runs.
export const zonesQueryOptions = queryOptions({
  queryKey: ['zones'],
  queryFn: ({ signal }) => api.get<TZonesResponse>('/cargar_zonas', { signal }),
  select: (response) => response.data,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useZones() {
  return useQuery(zonesQueryOptions);
}
