import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TServiceFilter, TServiceTotals } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// GET /api/especiales/solicitudes/totales — services and passengers per cost centre and per client.
export function useServiceTotals(filter: TServiceFilter) {
  return useQuery({
    queryKey: serviceKeys.totals(filter),
    queryFn: ({ signal }) =>
      api.get<TServiceTotals>(withQuery(`${SERVICES_PATH}/totales`, { ...filter }), { signal }),
    placeholderData: keepPreviousData,
  });
}
