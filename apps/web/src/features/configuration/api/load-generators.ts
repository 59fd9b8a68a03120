import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGeneratorsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/cargar_generadores_customers?page= (spec §7): 15 generators a page, with the mass configuration.
export function loadGenerators(page: number, search: string): Promise<TGeneratorsResponse> {
  return api.post<TGeneratorsResponse>(`/cargar_generadores_customers?page=${page}`, {
    selectgenerador: search || null,
  });
}

export function useGenerators(page: number, search: string) {
  return useQuery({
    queryKey: configKeys.generators(page, search),
    queryFn: () => loadGenerators(page, search),
    placeholderData: keepPreviousData,
  });
}
