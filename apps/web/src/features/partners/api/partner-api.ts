import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TPartnerCompanies,
  TProviderExpensePage,
  TProviderExpenseQuery,
  TThirdPartyTripPage,
  TThirdPartyTripQuery,
} from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';

// Issue 26 §5: the provider's (/api/proveedor/…) and the third party's (/api/terceros/…) reads.

export type PartnerArea = 'proveedor' | 'terceros';
/** The list of each area, under /api (its export is `…/exportar`). */
export const LIST_PATH: Record<PartnerArea, string> = {
  proveedor: 'proveedor/gastos',
  terceros: 'terceros/viajes',
};

const keys = {
  companies: (area: PartnerArea) => ['partners', area, 'empresas'] as const,
  list: (area: PartnerArea, query: object) => ['partners', area, 'lista', query] as const,
};

export function usePartnerCompanies(area: PartnerArea) {
  return useQuery({
    queryKey: keys.companies(area),
    queryFn: ({ signal }) => api.get<TPartnerCompanies>(`/${area}/empresas`, { signal }),
  });
}

export function useProviderExpenses(query: TProviderExpenseQuery, enabled = true) {
  return useQuery({
    queryKey: keys.list('proveedor', query),
    queryFn: ({ signal }) =>
      api.get<TProviderExpensePage>(withQuery(`/${LIST_PATH.proveedor}`, { ...query }), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOwnerTrips(query: TThirdPartyTripQuery, enabled = true) {
  return useQuery({
    queryKey: keys.list('terceros', query),
    queryFn: ({ signal }) =>
      api.get<TThirdPartyTripPage>(withQuery(`/${LIST_PATH.terceros}`, { ...query }), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
