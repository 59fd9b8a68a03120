import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/perfil: the signed-in user's own data, to fill the profile form.
export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => api.get<TProfile>('/perfil', { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
