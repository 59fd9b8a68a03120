import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/cambiar_clave (spec §7): the body nests the form as `frmReset`, as the spec names it.
export interface ChangePasswordForm {
  clave_actual: string;
  clave_nueva: string;
  confirm_clave_nueva: string;
}

export function changePassword(frmReset: ChangePasswordForm): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/cambiar_clave', { frmReset });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
