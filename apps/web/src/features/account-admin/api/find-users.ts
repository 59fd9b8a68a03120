import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUserRolePage, ZUserListQuery } from '@trazo/shared';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client';
import { accountAdminKey } from './query-keys';

/** The list's query as the server reads it (page and per_page always given). */
type Query = z.infer<typeof ZUserListQuery>;

// GET /api/super-administrador/usuarios: every user role of the platform, one page.
export function findUsers(query: Query, signal?: AbortSignal) {
  return api.get<TUserRolePage>(withQuery('/super-administrador/usuarios', query), { signal });
}

export function useUsers(query: Query) {
  return useQuery({
    queryKey: [...accountAdminKey, 'users', query],
    queryFn: ({ signal }) => findUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
