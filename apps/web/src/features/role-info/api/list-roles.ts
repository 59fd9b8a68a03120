import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRolesResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/roles (spec §7): the role catalogue for the information pages' selector (spec §2.5).
export async function listRoles(): Promise<TRolesResponse['data']> {
  const response = await api.get<TRolesResponse>('/roles');
  return response.data;
}

export const rolesQueryOptions = queryOptions({
  queryKey: ['roles'],
  queryFn: listRoles,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useRoles() {
  return useQuery(rolesQueryOptions);
}
