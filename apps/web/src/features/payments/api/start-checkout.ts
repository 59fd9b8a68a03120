import { useMutation } from '@tanstack/react-query';
import type { TCheckoutRequest, TCheckoutResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/pagos/checkout (role 5, own company): creates the order and answers how to pay it —
// ePayco's checkout data, or the URL of the built-in test gateway.
export function startCheckout(body: TCheckoutRequest): Promise<TCheckoutResponse> {
  return api.post<TCheckoutResponse>('/pagos/checkout', body);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
