import { useMutation } from '@tanstack/react-query';
import type { TPasswordResetRequest, TPasswordResetResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/passwordreset (spec §7): e-mails a 6-digit code. `password_reset_code_sent_at` is the
// code's expiry (spec §3); the answer is the same whether or not the e-mail has an account.
export function requestPasswordReset(body: TPasswordResetRequest): Promise<TPasswordResetResponse> {
  return api.post<TPasswordResetResponse>('/passwordreset', body, { handleUnauthenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
