import { useQuery } from '@tanstack/react-query';
import type { TGeneratorsNotificationsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

// GET /api/plantillas/generadores?q: generators with their contacts and switched-off events.
export function findGeneratorNotifications(q: string): Promise<TGeneratorsNotificationsResponse> {
  return api.get<TGeneratorsNotificationsResponse>(
    `/plantillas/generadores${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  );
}

export function useGeneratorNotifications(q: string) {
  return useQuery({ queryKey: notificationKeys.generators(q), queryFn: () => findGeneratorNotifications(q) });
}
