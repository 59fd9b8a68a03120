import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUserRolePage, ZCompanyUserListQuery } from '@trazo/shared';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client';
import { accountAdminKey } from './query-keys';

/** The list's query as the server reads it (page and per_page always given). */
type Query = z.infer<typeof ZCompanyUserListQuery>;

// GET /api/empresa-transporte/usuarios: the caller's company's user roles, one page.
export function findCompanyUsers(query: Query, signal?: AbortSignal) {
  return api.get<TUserRolePage>(withQuery('/empresa-transporte/usuarios', query), { signal });
}

export function useCompanyUsers(query: Query) {
  return useQuery({
    queryKey: [...accountAdminKey, 'company-users', query],
    queryFn: ({ signal }) => findCompanyUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
