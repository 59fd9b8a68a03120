import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateDriverRequest, TDriverActionResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { driversKey } from './query-keys';

// POST /api/conductores
export function createDriver(body: TCreateDriverRequest) {
  return api.post<TDriverActionResponse>('/conductores', body);
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}
