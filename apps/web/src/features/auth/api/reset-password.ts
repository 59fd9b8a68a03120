import { useMutation } from '@tanstack/react-query';
import type { TPasswordChangedResponse, TResetPasswordRequest } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { refreshSession } from './refresh-session';

// POST /api/reset-password (spec §7): email and token from the /resetpassword link, the new password.
export function resetPassword(body: TResetPasswordRequest): Promise<TPasswordChangedResponse> {
  return api.post<TPasswordChangedResponse>('/reset-password', body, { handleUnauthenticated: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: refreshSession });
}
