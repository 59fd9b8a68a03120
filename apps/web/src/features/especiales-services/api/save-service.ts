import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TService, TServiceForm } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { SERVICES_PATH, serviceKeys } from './keys';

// POST /api/especiales/solicitudes (file) or PUT …/:id (edit, while Solicitada).
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; form: TServiceForm }) =>
      input.id === null
        ? api.post<TService>(SERVICES_PATH, input.form)
        : api.put<TService>(`${SERVICES_PATH}/${input.id}`, input.form),
    onSuccess: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
