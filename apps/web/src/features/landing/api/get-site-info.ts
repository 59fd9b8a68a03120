import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteInfoResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/site-info: the office address and the map, chat and provider-site links, configured per
// installation (issue 5: "configurable, not hard-coded in components").
export function getSiteInfo(): Promise<TSiteInfoResponse> {
  return api.get<TSiteInfoResponse>('/site-info');
}

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site-info'],
  queryFn: getSiteInfo,
  // Configuration changes with a deploy, not while someone reads the page.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
