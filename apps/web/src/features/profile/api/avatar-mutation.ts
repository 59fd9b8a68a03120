import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAvatarResponse, TProfile } from '@trazo/shared';
import { sessionQueryKey } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

/**
 * A call that changes the avatar: the profile keeps the new URL and the session is fetched again, so
 * the top bar shows it without a reload (each upload gets a new URL, nothing to cache-bust).
 */
export function useAvatarMutation<T>(mutationFn: (input: T) => Promise<TAvatarResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ avatar }) => {
      queryClient.setQueryData<TProfile>(profileQueryKey, (old) => old && { ...old, avatar });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
