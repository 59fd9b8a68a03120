import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriverActionResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { driversKey } from './query-keys';

// PUT /api/conductores/:id/clave — sets or resets the access password; the driver's devices are signed out.
export function setDriverPassword({ id, password }: { id: number; password: string }) {
  return api.put<TDriverActionResponse>(`/conductores/${id}/clave`, { password });
}

export function useSetDriverPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDriverPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}
