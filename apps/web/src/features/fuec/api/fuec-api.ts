import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  TContract,
  TFleetDriver,
  TFleetVehicle,
  TFuecPage,
  TFuecSettingsForm,
  TFuecSettingsResponse,
  TIssueFuec,
  TServiceFuecIssued,
  TServiceFuecs,
} from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// The FUEC calls (issue 24 item 5): list, issue, annul, reissue, PDF, the operator's FUEC settings.

const FUEC = '/especiales/fuec';
const keys = { all: ['fuec'] as const, settings: ['fuec', 'settings'] as const };
type Issued = { id: number; number: string; token: string };

export function useFuecList(query: { page: number; per_page: number; q: string; mes: string }) {
  return useQuery({
    queryKey: [...keys.all, 'list', query],
    queryFn: ({ signal }) => api.get<TFuecPage>(withQuery(FUEC, { ...query }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIssueFuec() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TIssueFuec) => api.post<Issued>(FUEC, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** A service's FUECs (GET /especiales/solicitudes/:id/fuec), under ['fuec'] so issues refresh them. */
export function useServiceFuecs(serviceId: number) {
  return useQuery({
    queryKey: [...keys.all, 'service', serviceId],
    queryFn: ({ signal }) => api.get<TServiceFuecs>(`/especiales/solicitudes/${serviceId}/fuec`, { signal }),
  });
}

/** The service's FUEC: issued now from its data, or its valid one (`existing`). */
export function useIssueServiceFuec(serviceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TServiceFuecIssued>(`/especiales/solicitudes/${serviceId}/fuec`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useAnnulFuec() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      api.post<{ message: string }>(`${FUEC}/${input.id}/anular`, { reason: input.reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useReissueFuec() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Issued>(`${FUEC}/${id}/reexpedir`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDownloadFuec() {
  return useMutation({
    mutationFn: async (row: { id: number; number: string }) => {
      const file = await api.download(`${FUEC}/${row.id}/pdf`);
      saveFile(file.blob, file.fileName ?? `FUEC-${row.number}.pdf`);
    },
  });
}

export function useFuecSettings() {
  return useQuery({
    queryKey: keys.settings,
    queryFn: ({ signal }) => api.get<TFuecSettingsResponse>(`${FUEC}/configuracion`, { signal }),
  });
}

export function useSaveFuecSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TFuecSettingsForm) => api.put<TFuecSettingsResponse>(`${FUEC}/configuracion`, form),
    onSuccess: (data) => client.setQueryData(keys.settings, data),
  });
}

export function useUploadSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('firma', file, file.name);
      return api.postForm<TFuecSettingsResponse>(`${FUEC}/configuracion/firma`, form);
    },
    onSuccess: (data) => client.setQueryData(keys.settings, data),
  });
}

/** The contracts, vehicles and drivers the issue form offers. */
export function useFuecOptions(isOpen: boolean) {
  const contracts = useQuery({
    queryKey: ['fuec', 'options', 'contracts'],
    queryFn: ({ signal }) =>
      api.get<Page<TContract>>(withQuery('/especiales/contratos', { estado: 'activos', per_page: 100 }), {
        signal,
      }),
    enabled: isOpen,
  });
  const vehicles = useQuery({
    queryKey: ['fuec', 'options', 'vehicles'],
    queryFn: ({ signal }) =>
      api.get<Page<TFleetVehicle>>(withQuery('/especiales/flota/vehiculos', { per_page: 100 }), { signal }),
    enabled: isOpen,
  });
  const drivers = useQuery({
    queryKey: ['fuec', 'options', 'drivers'],
    queryFn: ({ signal }) =>
      api.get<Page<TFleetDriver>>(withQuery('/especiales/flota/conductores', { per_page: 100 }), { signal }),
    enabled: isOpen,
  });
  return {
    contracts: contracts.data?.data ?? [],
    vehicles: vehicles.data?.data ?? [],
    drivers: drivers.data?.data ?? [],
  };
}
