import { useMutation } from '@tanstack/react-query';
import type { TSearchVehicleResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/buscar_datos_vehiculo by movement (spec §7): the trip's vehicle, shown before downloading.
async function searchVehicleData(numMovimiento: string): Promise<TSearchVehicleResponse> {
  return api.post<TSearchVehicleResponse>('/buscar_datos_vehiculo', {
    tipo_filtro: 0,
    num_movimiento: numMovimiento,
  });
}

export function useSearchVehicleData() {
  return useMutation({ mutationFn: searchVehicleData });
}
