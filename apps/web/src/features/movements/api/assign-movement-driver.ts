import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssignDriverResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// PUT /api/movimientos/:id/conductor — one of the company's drivers becomes the movement's driver.
export function assignMovementDriver({ movementId, driverId }: { movementId: number; driverId: number }) {
  return api.put<TAssignDriverResponse>(`/movimientos/${movementId}/conductor`, { driverId });
}

export function useAssignMovementDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignMovementDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['movement-by-manifest'] }),
  });
}
