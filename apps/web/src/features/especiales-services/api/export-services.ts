import { useMutation } from '@tanstack/react-query';
import { MSG, type TServiceFilter } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { SERVICES_PATH } from './keys';

// GET /api/especiales/solicitudes/exportar — the filtered services, streamed as xlsx or csv.
export function useExportServices() {
  return useMutation({
    mutationFn: async (input: { format: 'xlsx' | 'csv'; filter: TServiceFilter }) => {
      const file = await api.download(
        withQuery(`${SERVICES_PATH}/exportar`, { ...input.filter, formato: input.format }),
      );
      saveFile(file.blob, file.fileName ?? `${MSG.espSvcHistoryTitle}.${input.format}`);
    },
  });
}
