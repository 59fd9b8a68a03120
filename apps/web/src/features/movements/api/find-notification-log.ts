import { useQuery } from '@tanstack/react-query';
import type { TNotificationLogResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/movimientos/:id/notificaciones: what the company's templates sent for this movement.
export function findNotificationLog(id: number, signal?: AbortSignal) {
  return api.get<TNotificationLogResponse>(`/movimientos/${id}/notificaciones`, { signal });
}

export function useNotificationLog(id: number) {
  return useQuery({
    queryKey: ['movement', id, 'notifications'],
    queryFn: ({ signal }) => findNotificationLog(id, signal),
    refetchInterval: 60_000,
  });
}
