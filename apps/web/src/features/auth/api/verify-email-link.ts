import { queryOptions } from '@tanstack/react-query';
import type { TEmailVerifyResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// The signed link of the verification e-mail (spec §7 "GET verification link"): only ever our own
// endpoint, built by `emailVerifyApiPath` from the page's `url` and `signature`.
export function verifyEmailLink(apiPath: string): Promise<TEmailVerifyResponse> {
  return api.get<TEmailVerifyResponse>(apiPath, { handleUnauthenticated: false });
}

export const verifyEmailLinkQueryOptions = (apiPath: string) =>
  queryOptions({
    queryKey: ['email-verify', apiPath],
    queryFn: () => verifyEmailLink(apiPath),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
