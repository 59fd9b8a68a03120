import { useMutation } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// GET /api/legalizacion-gastos/exportar: a trip's or a period's legalisation as .xlsx.
type ExportQuery = { movementId: number } | { desde: string; hasta: string };

async function exportLegalisation(query: ExportQuery): Promise<void> {
  const file = await api.download(withQuery('/legalizacion-gastos/exportar', { ...query }));
  saveFile(file.blob, file.fileName ?? 'Legalizacion.xlsx');
}

export function useExportLegalisation() {
  return useMutation({ mutationFn: exportLegalisation });
}
