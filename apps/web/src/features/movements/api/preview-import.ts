import { useMutation } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type TImportReport } from '@trazo/shared';
import { api } from '../../../lib/api-client';

/** The upload body of both import calls: the file in the `archivo` field. */
export function importForm(file: File): FormData {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return form;
}

// POST /api/movimientos/importacion/vista-previa: a dry run with every row error and a sample.
export function previewImport(file: File): Promise<TImportReport> {
  return api.postForm<TImportReport>('/movimientos/importacion/vista-previa', importForm(file));
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
