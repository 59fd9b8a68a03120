import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTemplate, TTemplateInput } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

// POST /api/plantillas (new) and PUT /api/plantillas/:id (edit, also switching it on or off).
export function saveTemplate(input: { id: number | null; form: TTemplateInput }): Promise<TTemplate> {
  return input.id === null
    ? api.post<TTemplate>('/plantillas', input.form)
    : api.put<TTemplate>(`/plantillas/${input.id}`, input.form);
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.templates() }),
  });
}
