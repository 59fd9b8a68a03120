import { useMutation } from '@tanstack/react-query';
import type { TResendEmailResponse, TSessionUser } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionQueryKey } from '../../../lib/session';

// POST /api/email/resend (spec §7): a fresh code for the signed-in, unverified user; the old one dies.
export function resendVerificationEmail(): Promise<TResendEmailResponse> {
  return api.post<TResendEmailResponse>('/email/resend');
}

export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: resendVerificationEmail,
    // spec §4 "REENVIAR EMAIL restarts the validity period": the session carries the send time.
    onSuccess: (response) =>
      queryClient.setQueryData<TSessionUser | null>(sessionQueryKey, (session) =>
        session ? { ...session, verification_code_sent_at: response.verification_code_sent_at } : session,
      ),
  });
}
