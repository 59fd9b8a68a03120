import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyCompaniesResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/mis-empresas: the companies the signed-in user may act for (name, logo, roles there).
export function listMyCompanies(): Promise<TMyCompaniesResponse> {
  return api.get<TMyCompaniesResponse>('/mis-empresas');
}

export const myCompaniesQueryOptions = queryOptions({
  queryKey: ['my-companies'],
  queryFn: listMyCompanies,
  // A company may activate the user at any moment; ask again on every visit.
  staleTime: 0,
});

export function useMyCompanies() {
  return useQuery(myCompaniesQueryOptions);
}
