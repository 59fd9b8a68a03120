import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChecklistItemsResponse, TSaveChecklistItemRequest } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/guardar_item_checklist (spec §7): creates (id 0) or edits an item; answers the item list.
export function saveChecklistItem(body: TSaveChecklistItemRequest): Promise<TChecklistItemsResponse> {
  return api.post<TChecklistItemsResponse>('/guardar_item_checklist', body);
}

export function useSaveChecklistItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChecklistItem,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.checklist() }),
  });
}
