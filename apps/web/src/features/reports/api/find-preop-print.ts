import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREOP_PRINT_FORMAT, type TPreopPrintResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

/** What the print view shows: one movement's inspections, or a date range's. */
export type PrintTarget = { numMovimiento: string } | { fecha: string; fechaFin: string };

// POST /api/buscar_datos_vehiculo with formato 'imprimir' (spec §7 "a data array for the print view").
export function findPreopPrint(target: PrintTarget, signal?: AbortSignal) {
  const body =
    'numMovimiento' in target
      ? { tipo_filtro: 0, num_movimiento: target.numMovimiento, formato: PREOP_PRINT_FORMAT }
      : { tipo_filtro: 1, fecha: target.fecha, fecha_fin: target.fechaFin, formato: PREOP_PRINT_FORMAT };
  return api.post<TPreopPrintResponse>('/buscar_datos_vehiculo', body, { signal });
}

export function usePreopPrint(target: PrintTarget | null) {
  return useQuery(
    queryOptions({
      queryKey: ['reports', 'print', target],
      queryFn: ({ signal }) => findPreopPrint(target as PrintTarget, signal),
      enabled: target !== null,
      retry: false,
    }),
  );
}
