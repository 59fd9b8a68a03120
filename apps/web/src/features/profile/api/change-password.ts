import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordForm, TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/cambiar_clave (spec §7): the body nests the form as `frmReset`, as the spec names it.
// The server ends the user's other sessions; this one keeps working.
export function changePassword(frmReset: TChangePasswordForm): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/cambiar_clave', { frmReset });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
