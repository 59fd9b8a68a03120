import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse, TSaveEventsRequest, TTypeEventsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/guardar_eventos (spec §7): replaces the events of each listed dispatch type.
export function saveEvents(body: TSaveEventsRequest): Promise<TTypeEventsResponse & TMessageResponse> {
  return api.post<TTypeEventsResponse & TMessageResponse>('/guardar_eventos', body);
}

export function useSaveEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvents,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
