import type { TAvatarResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { useAvatarMutation } from './avatar-mutation';

// DELETE /api/perfil/avatar: back to the initials.
export function removeAvatar(): Promise<TAvatarResponse> {
  return api.delete<TAvatarResponse>('/perfil/avatar');
}

export const useRemoveAvatar = () => useAvatarMutation(removeAvatar);
