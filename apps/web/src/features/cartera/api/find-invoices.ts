import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TInvoiceListQuery, TInvoicePage } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { carteraKeys } from './query-keys';

// GET /api/cartera/facturas: one page of invoices with their position on the as-of date.
export function useInvoices(query: TInvoiceListQuery) {
  return useQuery({
    queryKey: carteraKeys.invoices(query),
    queryFn: ({ signal }) => api.get<TInvoicePage>(withQuery('/cartera/facturas', { ...query }), { signal }),
    placeholderData: keepPreviousData,
  });
}
