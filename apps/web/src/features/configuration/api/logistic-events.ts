import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLogisticEvent, TLogisticEventForm, TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// GET/POST /api/configuracion/eventos and PUT /api/configuracion/eventos/:id_events: 'Eventos Logisticos'.

export function listLogisticEvents(q: string): Promise<{ data: TLogisticEvent[] }> {
  return api.get<{ data: TLogisticEvent[] }>(
    `/configuracion/eventos${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  );
}

export function useLogisticEvents(q: string) {
  return useQuery({ queryKey: configKeys.logisticEvents(q), queryFn: () => listLogisticEvents(q) });
}

export function saveLogisticEvent(input: {
  id: number | null;
  form: TLogisticEventForm;
}): Promise<TMessageResponse> {
  return input.id === null
    ? api.post<TMessageResponse>('/configuracion/eventos', input.form)
    : api.put<TMessageResponse>(`/configuracion/eventos/${input.id}`, input.form);
}

export function useSaveLogisticEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLogisticEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
