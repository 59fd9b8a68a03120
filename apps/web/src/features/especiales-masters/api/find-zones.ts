import { useQuery } from '@tanstack/react-query';
import type { TZonesResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/cargar_zonas (spec §7): the ~1,100 DIVIPOLA municipalities, for the places' and contracts' pickers.
export function useZoneOptions() {
  return useQuery({
    queryKey: ['catalogues', 'zones'],
    queryFn: ({ signal }) => api.get<TZonesResponse>('/cargar_zonas', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (response) => response.data.map((z) => ({ value: String(z.id), label: z.nombre_division })),
  });
}
