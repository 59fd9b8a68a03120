import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChecklistItemsResponse, TDeleteChecklistItemRequest } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/eliminar_item_checklist (spec §7).
export function deleteChecklistItem(body: TDeleteChecklistItemRequest): Promise<TChecklistItemsResponse> {
  return api.post<TChecklistItemsResponse>('/eliminar_item_checklist', body);
}

export function useDeleteChecklistItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklistItem,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.checklist() }),
  });
}
