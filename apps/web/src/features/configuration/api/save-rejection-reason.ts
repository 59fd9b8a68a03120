import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse, TRejectionReasonForm } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// POST /api/configuracion/motivos-rechazo (new) or PUT …/:id (rename, activate, deactivate).
export function saveRejectionReason(input: { id: number | null; form: TRejectionReasonForm }) {
  return input.id === null
    ? api.post<TMessageResponse>('/configuracion/motivos-rechazo', input.form)
    : api.put<TMessageResponse>(`/configuracion/motivos-rechazo/${input.id}`, input.form);
}

export function useSaveRejectionReason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRejectionReason,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
