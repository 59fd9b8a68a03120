import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomerActionResponse, TStatusAction } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { accountAdminKey } from './query-keys';

export interface CustomerStatusChange {
  id: number;
  action: TStatusAction;
}

// POST /api/super-administrador/clientes/:id/activar | rechazar | desactivar (no body).
export function changeCustomerStatus({ id, action }: CustomerStatusChange) {
  return api.post<TCustomerActionResponse>(`/super-administrador/clientes/${id}/${action}`);
}

export function useChangeCustomerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCustomerStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountAdminKey }),
  });
}
