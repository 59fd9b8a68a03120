import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlansResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/planes: the mobile-app plans (configured per installation) and who processes the card.
export function listPlans(): Promise<TPlansResponse> {
  return api.get<TPlansResponse>('/planes');
}

/** The answer depends on who asks (a transport company also learns its subscription state). */
export function plansQueryOptions(viewer: string | null) {
  return queryOptions({ queryKey: ['plans', viewer], queryFn: listPlans, staleTime: 0 });
}

export function usePlans(viewer: string | null, isEnabled: boolean) {
  return useQuery({ ...plansQueryOptions(viewer), enabled: isEnabled });
}
