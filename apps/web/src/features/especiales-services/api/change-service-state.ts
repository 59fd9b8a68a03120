import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TService, TServiceTransitionBody } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// POST /api/especiales/solicitudes/:id/estado — start, finish, cancel or reject (with a reason).
export function useChangeServiceState(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TServiceTransitionBody) => api.post<TService>(`${SERVICES_PATH}/${id}/estado`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
