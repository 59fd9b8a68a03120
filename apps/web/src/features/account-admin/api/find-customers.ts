import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCustomerPage, ZCustomerListQuery } from '@trazo/shared';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client';
import { accountAdminKey } from './query-keys';

/** The list's query as the server reads it (page and per_page always given). */
type Query = z.infer<typeof ZCustomerListQuery>;

// GET /api/super-administrador/clientes: transport and special-services companies, one page.
export function findCustomers(query: Query, signal?: AbortSignal) {
  return api.get<TCustomerPage>(withQuery('/super-administrador/clientes', query), { signal });
}

export function useCustomers(query: Query) {
  return useQuery({
    queryKey: [...accountAdminKey, 'customers', query],
    queryFn: ({ signal }) => findCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}
