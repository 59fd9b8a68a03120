import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDriverPage } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';

// GET /api/conductores?q=…: the company's drivers matching the text, for the movement's driver select.
export function findDriverOptions(q: string, signal?: AbortSignal) {
  return api.get<TDriverPage>(withQuery('/conductores', { q, per_page: 20 }), { signal });
}

export function useDriverOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['movement-driver-options', q],
    queryFn: ({ signal }) => findDriverOptions(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
