import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProgramServiceBody, TService } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// POST /api/especiales/solicitudes/:id/programar — a vehicle and one to three drivers.
export function useProgramService(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TProgramServiceBody) => api.post<TService>(`${SERVICES_PATH}/${id}/programar`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
