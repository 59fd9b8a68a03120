import { AVATAR_LIMITS, type TAvatarResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { useAvatarMutation } from './avatar-mutation';

// POST /api/perfil/avatar: multipart with one image in the `avatar` field.
export function uploadAvatar(file: File): Promise<TAvatarResponse> {
  const form = new FormData();
  form.append(AVATAR_LIMITS.fieldName, file);
  return api.postForm<TAvatarResponse>('/perfil/avatar', form);
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
