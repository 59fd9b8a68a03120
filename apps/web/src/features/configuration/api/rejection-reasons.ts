import { useQuery } from '@tanstack/react-query';
import type { TCompanyRejectionReasonsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// GET /api/configuracion/motivos-rechazo: the company's delivery-rejection reasons (drivers' app).
export function listRejectionReasons() {
  return api.get<TCompanyRejectionReasonsResponse>('/configuracion/motivos-rechazo');
}

export function useRejectionReasons() {
  return useQuery({ queryKey: [...configKeys.all, 'rejection-reasons'], queryFn: listRejectionReasons });
}
