import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/passwordreset (spec §7): e-mails a 6-digit code. The code step of the dialog comes with
// the password-recovery issue; the answer also carries `password_reset_code_sent_at` then.
export function requestPasswordReset(body: { email: string }): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/passwordreset', body, { handleUnauthenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
