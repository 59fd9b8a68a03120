import { useQuery } from '@tanstack/react-query';
import type { TPreviewMovementsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

// GET /api/plantillas/movimientos?q: the latest movements to fill the preview with.
export function findPreviewMovements(q: string): Promise<TPreviewMovementsResponse> {
  return api.get<TPreviewMovementsResponse>(
    `/plantillas/movimientos${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  );
}

export function usePreviewMovements(q: string) {
  return useQuery({ queryKey: notificationKeys.movements(q), queryFn: () => findPreviewMovements(q) });
}
