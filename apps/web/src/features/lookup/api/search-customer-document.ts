import { useMutation } from '@tanstack/react-query';
import type { TSearchCustomerDocumentRequest, TSearchCustomerDocumentResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/search_customer_document (spec §7): public, no session. A search is an action the
// visitor triggers (and the server rate-limits), so it is a mutation, not a cached query.
export function searchCustomerDocument(
  body: TSearchCustomerDocumentRequest,
): Promise<TSearchCustomerDocumentResponse> {
  return api.post<TSearchCustomerDocumentResponse>('/search_customer_document', body, {
    handleUnauthenticated: false,
  });
}

export function useSearchCustomerDocument() {
  return useMutation({ mutationFn: searchCustomerDocument });
}
