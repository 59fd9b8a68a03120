import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

// PUT /api/plantillas/generadores/:id/eventos-desactivados: the events this generator is not notified of.
export function saveMutedEvents(input: {
  generatorId: number;
  mutedEventIds: number[];
}): Promise<TMessageResponse> {
  return api.put(`/plantillas/generadores/${input.generatorId}/eventos-desactivados`, {
    mutedEventIds: input.mutedEventIds,
  });
}

export function useSaveMutedEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMutedEvents,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
