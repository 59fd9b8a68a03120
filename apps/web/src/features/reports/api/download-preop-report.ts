import { useMutation } from '@tanstack/react-query';
import { MSG, type TPreopFormat } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type PreopTarget =
  | { kind: 'trip'; id: number; numMovimiento: string }
  | { kind: 'range'; fecha: string; fechaFin: string };

interface DownloadPreopInput {
  target: PreopTarget;
  formato: TPreopFormat;
  onProgress: (bytes: number) => void;
}

// A trip's report: POST /api/generarpdfpreoperacional; a range's: POST /api/buscar_datos_vehiculo with
// the format (spec §7). Range files are 'Informe pre operacional.<ext>' (spec §9).
async function downloadPreopReport({ target, formato, onProgress }: DownloadPreopInput): Promise<void> {
  const file =
    target.kind === 'trip'
      ? await api.download(
          '/generarpdfpreoperacional',
          { id_deliverie: target.id, num_movimiento: target.numMovimiento, formato },
          { onProgress },
        )
      : await api.download(
          '/buscar_datos_vehiculo',
          { tipo_filtro: 1, fecha: target.fecha, fecha_fin: target.fechaFin, formato },
          { onProgress },
        );
  saveFile(file.blob, file.fileName ?? `${MSG.reportsPreopFileName}.${formato}`);
}

export function useDownloadPreopReport() {
  return useMutation({ mutationFn: downloadPreopReport });
}
