import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlansResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/planes: the mobile-app plans (configured per installation) and who processes the card.
export function listPlans(): Promise<TPlansResponse> {
  return api.get<TPlansResponse>('/planes');
}

export const plansQueryOptions = queryOptions({ queryKey: ['plans'], queryFn: listPlans });

export function usePlans() {
  return useQuery(plansQueryOptions);
}
