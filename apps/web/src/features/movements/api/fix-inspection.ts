import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInspectionFixRequest, TInspectionFixResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/movimientos/inspecciones/:id/correccion: the company records that the failed critical
// items were fixed; the driver may then start the trip.
export function fixInspection(input: { id: number; body: TInspectionFixRequest }) {
  return api.post<TInspectionFixResponse>(`/movimientos/inspecciones/${input.id}/correccion`, input.body);
}

/** Refreshes the detail (whether it was opened by id (the lists' dialog) or by manifest (the page)), the lists and Inicio. */
export function useFixInspection(movementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixInspection,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['movement', movementId] }),
        queryClient.invalidateQueries({ queryKey: ['movement-by-manifest'] }),
        // The lists' 'Bloqueado por inspección' badge and Inicio's alert.
        queryClient.invalidateQueries({ queryKey: ['movements'] }),
        queryClient.invalidateQueries({ queryKey: ['blocked-trips'] }),
      ]),
  });
}
