import { useQuery } from '@tanstack/react-query';
import type { TInvoiceDetail } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { carteraKeys } from './query-keys';

// GET /api/cartera/facturas/:id: the invoice, the remesas it bills and its payments.
export function useInvoice(id: number | null, corte: string) {
  return useQuery({
    queryKey: carteraKeys.invoice(id ?? 0, corte),
    queryFn: ({ signal }) =>
      api.get<TInvoiceDetail>(withQuery(`/cartera/facturas/${id}`, { corte }), { signal }),
    enabled: id !== null,
  });
}
