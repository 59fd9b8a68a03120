import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriverActionResponse, TDriverDetails } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { driversKey } from './query-keys';

// PUT /api/conductores/:id (name, phone, e-mail)
export function updateDriver({ id, ...body }: TDriverDetails & { id: number }) {
  return api.put<TDriverActionResponse>(`/conductores/${id}`, body);
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}
