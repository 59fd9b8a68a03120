import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentStatusResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/pagos/estado?ref_payco=…: what the server knows from ePayco's signed confirmation. The
// return page shows only this, never its own query string (issue 5, item 4).
export function getPaymentStatus(refPayco: string): Promise<TPaymentStatusResponse> {
  return api.get<TPaymentStatusResponse>(`/pagos/estado?ref_payco=${encodeURIComponent(refPayco)}`);
}

/** Polls every few seconds while the payment is pending and `isPolling` allows it. */
export function paymentStatusQueryOptions(refPayco: string, isPolling: boolean) {
  return queryOptions({
    queryKey: ['payment-status', refPayco],
    queryFn: () => getPaymentStatus(refPayco),
    staleTime: 0,
    refetchInterval: (query) => (isPolling && query.state.data?.status === 'pendiente' ? 3000 : false),
  });
}

export function usePaymentStatus(refPayco: string, isPolling: boolean) {
  return useQuery(paymentStatusQueryOptions(refPayco, isPolling));
}
