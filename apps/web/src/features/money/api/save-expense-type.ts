import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExpenseType, TExpenseTypeForm } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys } from './query-keys';

// POST /api/configuracion/tipo-gastos and PUT /api/configuracion/tipo-gastos/:id.
export function saveExpenseType(input: { id: number | null; form: TExpenseTypeForm }) {
  return input.id === null
    ? api.post<TExpenseType>('/configuracion/tipo-gastos', input.form)
    : api.put<TExpenseType>(`/configuracion/tipo-gastos/${input.id}`, input.form);
}

export function useSaveExpenseType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExpenseType,
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
