import { useMutation } from '@tanstack/react-query';
import type { TRegisterCompanyRequest, TRegisterGeneratorRequest, TRegisterResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

export type RegistrationEndpoint = '/registergenerador' | '/registerespecial' | '/registerempresatransporte';

// POST /api/registergenerador | /registerespecial | /registerempresatransporte (spec §7). Success signs
// no one in (issue 23 item 11); 420/421/430 are business answers (spec §8).
export function register(
  endpoint: RegistrationEndpoint,
  body: TRegisterGeneratorRequest | TRegisterCompanyRequest,
): Promise<TRegisterResponse> {
  return api.post<TRegisterResponse>(endpoint, body, { handleUnauthenticated: false });
}

export function useRegister(endpoint: RegistrationEndpoint) {
  return useMutation({
    mutationFn: (body: TRegisterGeneratorRequest | TRegisterCompanyRequest) => register(endpoint, body),
  });
}
