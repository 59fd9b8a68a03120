import { useQuery } from '@tanstack/react-query';
import type { TServiceResources } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// GET /api/especiales/solicitudes/recursos — the operator's vehicles and drivers, for programming.
export function useServiceResources(enabled: boolean) {
  return useQuery({
    queryKey: serviceKeys.resources,
    queryFn: ({ signal }) => api.get<TServiceResources>(`${SERVICES_PATH}/recursos`, { signal }),
    enabled,
  });
}
