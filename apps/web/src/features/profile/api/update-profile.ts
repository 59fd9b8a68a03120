import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest, TUpdateProfileResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

// PUT /api/perfil. The top bar reads the name from the session, so it is fetched again.
export function updateProfile(body: TUpdateProfileRequest): Promise<TUpdateProfileResponse> {
  return api.put<TUpdateProfileResponse>('/perfil', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (response) => {
      queryClient.setQueryData(profileQueryKey, response.data);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
