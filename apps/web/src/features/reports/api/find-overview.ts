import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOverviewResponse } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';

export interface OverviewPeriod {
  fecha?: string;
  fecha_fin?: string;
}

// GET /api/informes/resumen: the period's numbers for 'Informes' (no period = the last 30 days).
export function findOverview(period: OverviewPeriod, signal?: AbortSignal) {
  return api.get<TOverviewResponse>(withQuery('/informes/resumen', { ...period }), { signal });
}

export function overviewQueryOptions(period: OverviewPeriod) {
  return queryOptions({
    queryKey: ['reports', 'overview', period],
    queryFn: ({ signal }) => findOverview(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOverview(period: OverviewPeriod) {
  return useQuery(overviewQueryOptions(period));
}
