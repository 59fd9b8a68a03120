import { queryOptions } from '@tanstack/react-query';
import type { TRoleOption, TRoleOptionsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/consulta_roles (spec §7): the user's active roles, fetched when switching role (§4).
export async function findUserRoles(): Promise<TRoleOption[]> {
  const response = await api.post<TRoleOptionsResponse>('/consulta_roles');
  return response.data;
}

export const userRolesQueryOptions = queryOptions({
  queryKey: ['user-roles'],
  queryFn: findUserRoles,
  // Roles change when a company activates one; always ask again when the user opens the switcher.
  staleTime: 0,
});
