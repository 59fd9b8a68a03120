import type { TTypeEventsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/eventos_tipo_despachos (spec §7): loaded on Siguiente, then edited locally until Guardar.
export function loadTypeEvents(nit: string, typeIds: number[]): Promise<TTypeEventsResponse> {
  return api.post<TTypeEventsResponse>('/eventos_tipo_despachos', {
    json_tipodespachos: typeIds,
    nit_generador: nit,
  });
}
