import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMassEventsResponse, TSaveMassEventsRequest } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/guardar_eventos_masivos (spec §7): answers the new defaults.
export function saveMassEvents(body: TSaveMassEventsRequest): Promise<TMassEventsResponse> {
  return api.post<TMassEventsResponse>('/guardar_eventos_masivos', body);
}

export function useSaveMassEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMassEvents,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
