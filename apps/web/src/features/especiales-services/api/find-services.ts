import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TServicePage, TServiceQuery } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// GET /api/especiales/solicitudes: the board's and the history's page of services.
export function useServices(query: TServiceQuery) {
  return useQuery({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => api.get<TServicePage>(withQuery(SERVICES_PATH, { ...query }), { signal }),
    placeholderData: keepPreviousData,
  });
}
