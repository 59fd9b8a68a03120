import { useQuery } from '@tanstack/react-query';
import type { Page, TContract, TCostCentre, TPlace, TStaffMember } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';

// The operator's active masters (GET <master>?estado=activos&per_page=100) as the request form's options.

function useActive<R>(path: string) {
  return useQuery({
    queryKey: ['master', path, 'options'],
    queryFn: ({ signal }) =>
      api.get<Page<R>>(withQuery(path, { estado: 'activos', per_page: 100 }), { signal }),
    select: (page) => page.data,
  });
}

export const useContracts = () => useActive<TContract>('/especiales/contratos');
export const useCostCentres = () => useActive<TCostCentre>('/especiales/centros-costos');
export const usePlaces = () => useActive<TPlace>('/especiales/origenes-destinos');
export const useStaff = () => useActive<TStaffMember>('/especiales/funcionarios');
