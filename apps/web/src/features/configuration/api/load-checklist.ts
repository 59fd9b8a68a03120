import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChecklistResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/cargar_inspeccion_vehicular (spec §7): the checklist name and items of the company.
export function loadChecklist(): Promise<TChecklistResponse> {
  return api.post<TChecklistResponse>('/cargar_inspeccion_vehicular', {});
}

export function useChecklist() {
  return useQuery(queryOptions({ queryKey: configKeys.checklist(), queryFn: loadChecklist }));
}
