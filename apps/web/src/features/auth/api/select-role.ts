import { useMutation } from '@tanstack/react-query';
import type { TSelectRoleRequest, TSessionResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

// POST /api/seleccionar_rol (ours): the server keeps the chosen role with the token (spec §4 "role
// selection persists"), and answers the session with the new `rol`.
export function selectRole(body: TSelectRoleRequest): Promise<TSessionResponse> {
  return api.post<TSessionResponse>('/seleccionar_rol', body);
}

export function useSelectRole() {
  return useMutation({
    mutationFn: selectRole,
    onSuccess: (session) => setSession(session),
  });
}
