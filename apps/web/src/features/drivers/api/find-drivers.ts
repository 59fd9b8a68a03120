import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDriverPage } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { driversKey } from './query-keys';

export interface DriverListQuery {
  page: number;
  per_page: number;
  q?: string | undefined;
}

// GET /api/conductores: the company's drivers, one page, searched by name or document.
export function findDrivers(query: DriverListQuery, signal?: AbortSignal) {
  return api.get<TDriverPage>(withQuery('/conductores', { ...query }), { signal });
}

export function useDrivers(query: DriverListQuery) {
  return useQuery({
    queryKey: [...driversKey, query],
    queryFn: ({ signal }) => findDrivers(query, signal),
    placeholderData: keepPreviousData,
  });
}
