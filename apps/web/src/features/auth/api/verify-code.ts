import { useMutation } from '@tanstack/react-query';
import type { TVerifyCodeRequest, TVerifyCodeResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/verify-code (spec §7): the 6-digit code, sent without the mask's dash (spec §5).
export function verifyCode(body: TVerifyCodeRequest): Promise<TVerifyCodeResponse> {
  return api.post<TVerifyCodeResponse>('/verify-code', body);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
