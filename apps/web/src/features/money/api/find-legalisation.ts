import { useQuery } from '@tanstack/react-query';
import type { TLegalisationDetail } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

// GET /api/legalizacion-gastos/:movementId: a trip's advances, expenses with receipts and history.
export function findLegalisation(movementId: number, signal?: AbortSignal) {
  return api.get<TLegalisationDetail>(`/legalizacion-gastos/${movementId}`, { signal });
}

export function useLegalisation(movementId: number) {
  return useQuery({
    queryKey: moneyKeys.trip(movementId),
    queryFn: ({ signal }) => findLegalisation(movementId, signal),
    enabled: movementId > 0,
  });
}
