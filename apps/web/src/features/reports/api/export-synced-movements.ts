import { useMutation } from '@tanstack/react-query';
import { MSG, type TExportSyncedRequest } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

interface ExportSyncedInput {
  request: TExportSyncedRequest;
  onProgress: (bytes: number) => void;
}

// POST /api/export_movimientos_sincronizados (spec §7): the file, saved as reporte_movimientos.<ext>.
async function exportSyncedMovements({ request, onProgress }: ExportSyncedInput): Promise<void> {
  const file = await api.download('/export_movimientos_sincronizados', request, { onProgress });
  saveFile(file.blob, file.fileName ?? `${MSG.reportsSyncedFileName}.${request.formato ?? 'xlsx'}`);
}

export function useExportSyncedMovements() {
  return useMutation({ mutationFn: exportSyncedMovements });
}
