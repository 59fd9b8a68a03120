import { AVATAR_LIMITS, type TAvatarResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { useAvatarMutation } from './avatar-mutation';

// POST /api/perfil/avatar: multipart with one image in the `avatar` field.
export function uploadAvatar(file: File): Promise<TAvatarResponse> {
  const body = new FormData();
  body.append(AVATAR_LIMITS.fieldName, file);
  return api.post<TAvatarResponse>('/perfil/avatar', body);
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
