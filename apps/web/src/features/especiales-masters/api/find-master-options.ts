import { useQuery } from '@tanstack/react-query';
import type { Page } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';

// GET <master>?estado=activos&per_page=100: the operator's active cost centres or places as select options.
export function useMasterOptions<R extends { id: number }>(path: string, label: (row: R) => string) {
  return useQuery({
    queryKey: ['master', path, 'options'],
    queryFn: ({ signal }) =>
      api.get<Page<R>>(withQuery(path, { estado: 'activos', per_page: 100 }), { signal }),
    select: (page) => page.data.map((r) => ({ value: String(r.id), label: label(r) })),
  });
}
