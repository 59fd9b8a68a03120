import { useMutation, useQuery } from '@tanstack/react-query';
import type { TOptOutInfo } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET and POST /api/notificaciones/baja (public): the signed link in each notification.
export function useOptOutInfo(token: string) {
  return useQuery({
    queryKey: ['notificaciones', 'baja', token],
    queryFn: () => api.get<TOptOutInfo>(`/notificaciones/baja?t=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}

export function useOptOut() {
  return useMutation({
    mutationFn: (token: string) => api.post<TOptOutInfo>('/notificaciones/baja', { t: token }),
  });
}
