import { queryOptions } from '@tanstack/react-query';
import type { TPasswordChangedResponse, TResetLinkCheckRequest } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/reset-password/check (ours): whether the /resetpassword link still works, without using it.
export function checkResetLink(body: TResetLinkCheckRequest): Promise<TPasswordChangedResponse> {
  return api.post<TPasswordChangedResponse>('/reset-password/check', body, { handleUnauthenticated: false });
}

export const checkResetLinkQueryOptions = (body: TResetLinkCheckRequest) =>
  queryOptions({
    queryKey: ['reset-link', body.email, body.token],
    queryFn: () => checkResetLink(body),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
