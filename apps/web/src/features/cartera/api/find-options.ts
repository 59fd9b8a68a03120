import { useQuery } from '@tanstack/react-query';
import type { TCarteraOptions } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { carteraKeys } from './query-keys';

// GET /api/cartera/opciones: companies and generators with invoices, for the filters.
export function useCarteraOptions() {
  return useQuery({
    queryKey: carteraKeys.options,
    queryFn: ({ signal }) => api.get<TCarteraOptions>('/cartera/opciones', { signal }),
  });
}
