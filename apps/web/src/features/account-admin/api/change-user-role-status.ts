import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStatusAction, TUserRoleActionResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { accountAdminKey } from './query-keys';

/** Whose list the action comes from: the company's own users, or the super-administrator's. */
export type UserScope = 'empresa-transporte' | 'super-administrador';

export interface UserRoleStatusChange {
  idUsuarioRol: number;
  action: TStatusAction;
}

// POST /api/<scope>/usuarios/:id_usuario_rol/activar | rechazar | desactivar (no body).
export function changeUserRoleStatus(scope: UserScope, { idUsuarioRol, action }: UserRoleStatusChange) {
  return api.post<TUserRoleActionResponse>(`/${scope}/usuarios/${idUsuarioRol}/${action}`);
}

export function useChangeUserRoleStatus(scope: UserScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserRoleStatusChange) => changeUserRoleStatus(scope, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountAdminKey }),
  });
}
