import { useMutation } from '@tanstack/react-query';
import type { TPasswordChangedResponse, TVerifyCodePasswordRequest } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { refreshSession } from './refresh-session';

// POST /api/verify-code-password (spec §7): the e-mailed code and the new password. Success ends
// every session of that user server-side, so the cached session is asked for again.
export function verifyCodePassword(body: TVerifyCodePasswordRequest): Promise<TPasswordChangedResponse> {
  return api.post<TPasswordChangedResponse>('/verify-code-password', body, { handleUnauthenticated: false });
}

export function useVerifyCodePassword() {
  return useMutation({ mutationFn: verifyCodePassword, onSuccess: refreshSession });
}
