import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriverActionResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { driversKey } from './query-keys';

// PUT /api/conductores/:id/acceso — false ends the driver's sessions at once.
export function setDriverAccess({ id, activo }: { id: number; activo: boolean }) {
  return api.put<TDriverActionResponse>(`/conductores/${id}/acceso`, { activo });
}

export function useSetDriverAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDriverAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}
