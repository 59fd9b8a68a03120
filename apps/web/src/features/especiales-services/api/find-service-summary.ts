import { useQuery } from '@tanstack/react-query';
import type { TServiceSummary } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// GET /api/especiales/solicitudes/resumen — Especiales Inicio's counters.
export function useServiceSummary() {
  return useQuery({
    queryKey: serviceKeys.summary,
    queryFn: ({ signal }) => api.get<TServiceSummary>(`${SERVICES_PATH}/resumen`, { signal }),
  });
}
