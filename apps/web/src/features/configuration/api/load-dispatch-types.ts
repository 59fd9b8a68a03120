import { useQuery } from '@tanstack/react-query';
import type { TDispatchTypesResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/tipos_despachos_customers (spec §7).
export function loadDispatchTypes(nit: string): Promise<TDispatchTypesResponse> {
  return api.post<TDispatchTypesResponse>('/tipos_despachos_customers', { nit_generador: nit });
}

export function useDispatchTypes(nit: string | null) {
  return useQuery({
    queryKey: configKeys.dispatchTypes(nit ?? ''),
    queryFn: () => loadDispatchTypes(nit ?? ''),
    enabled: nit !== null,
    // Each opening starts from the server's answer: the saved types start checked.
    staleTime: 0,
    gcTime: 0,
  });
}
