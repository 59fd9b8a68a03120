import { useMutation } from '@tanstack/react-query';
import type { IMPORT_FORMATS } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type ImportFormat = (typeof IMPORT_FORMATS)[number];

// GET /api/movimientos/importacion/plantilla?formato=xlsx|csv: the template with one example row.
export async function downloadImportTemplate(format: ImportFormat): Promise<void> {
  const file = await api.download(`/movimientos/importacion/plantilla?formato=${format}`);
  saveFile(file.blob, file.fileName ?? `plantilla_movimientos.${format}`);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
