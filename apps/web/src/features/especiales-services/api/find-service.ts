import { useQuery } from '@tanstack/react-query';
import type { TServiceDetail } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// GET /api/especiales/solicitudes/:id — a service with its change history.
export function useService(id: number | null) {
  return useQuery({
    queryKey: serviceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<TServiceDetail>(`${SERVICES_PATH}/${id}`, { signal }),
    enabled: id !== null,
  });
}
