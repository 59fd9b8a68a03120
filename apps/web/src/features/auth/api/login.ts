import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

// POST /api/login (spec §7). Its 401 means wrong credentials, not an expired session, so it must
// not trigger the global logout; the caller shows the server message (spec §8).
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/login', body, { handleUnauthenticated: false });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => setSession(response),
  });
}
