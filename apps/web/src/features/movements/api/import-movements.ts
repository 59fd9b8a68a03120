import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportReport } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { importForm } from './preview-import';

// POST /api/movimientos/importacion: all rows or none (422 with the row errors when any fails).
export function importMovements(file: File): Promise<TImportReport> {
  return api.postForm<TImportReport>('/movimientos/importacion', importForm(file));
}

export function useImportMovements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMovements,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['movements'] });
      void queryClient.invalidateQueries({ queryKey: ['movement-filters'] });
      void queryClient.invalidateQueries({ queryKey: ['movement-by-manifest'] });
    },
  });
}
