import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TDeleteDispatchTypeRequest,
  TDeleteEventRequest,
  TDeleteMassEventRequest,
  TMassEventsResponse,
  TMessageResponse,
} from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/eliminar_tipodespacho, /api/eliminar_eventos, /api/eliminar_eventos_masivos (spec §7): the three
// deletes of saved records, each after its confirmation.

export function deleteDispatchType(body: TDeleteDispatchTypeRequest): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/eliminar_tipodespacho', body);
}

export function deleteEvent(body: TDeleteEventRequest): Promise<TMessageResponse> {
  return api.post<TMessageResponse>('/eliminar_eventos', body);
}

export function deleteMassEvent(body: TDeleteMassEventRequest): Promise<TMassEventsResponse> {
  return api.post<TMassEventsResponse>('/eliminar_eventos_masivos', body);
}

export function useDeleteConfiguration<B, R>(call: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
