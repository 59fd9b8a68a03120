import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactInput, TMessageResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

// POST /api/plantillas/generadores/:id/contactos, PUT and DELETE /api/plantillas/contactos/:id.
type ContactChange =
  | { kind: 'add'; generatorId: number; form: TContactInput }
  | { kind: 'edit'; contactId: number; form: TContactInput }
  | { kind: 'remove'; contactId: number };

export function saveContact(change: ContactChange): Promise<TMessageResponse> {
  if (change.kind === 'add')
    return api.post(`/plantillas/generadores/${change.generatorId}/contactos`, change.form);
  if (change.kind === 'edit') return api.put(`/plantillas/contactos/${change.contactId}`, change.form);
  return api.delete(`/plantillas/contactos/${change.contactId}`);
}

export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
