import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChecklistNameRequest, TChecklistResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/guardar_name_checklist (spec §7).
export function saveChecklistName(body: TChecklistNameRequest): Promise<TChecklistResponse> {
  return api.post<TChecklistResponse>('/guardar_name_checklist', body);
}

export function useSaveChecklistName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChecklistName,
    onSuccess: (data) => client.setQueryData(configKeys.checklist(), data),
  });
}
