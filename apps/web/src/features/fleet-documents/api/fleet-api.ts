import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  TFleetDocumentKind,
  TFleetDriver,
  TFleetFilterState,
  TFleetVehicle,
  TFleetVehicleForm,
} from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// The fleet calls (issue 24 item 4), by the operator kind's base path: '/especiales/flota' (role 1) or
// '/empresa/flota' (role 5). Lists, vehicle and driver saves, a document's upload, the export.

export type FleetHolder = 'vehiculos' | 'conductores';
export interface FleetQuery {
  page: number;
  per_page: number;
  q: string;
  estado: TFleetFilterState | '';
}

const keys = { all: (base: string) => ['fleet', base] as const };

export function useFleetList<R extends TFleetVehicle | TFleetDriver>(
  base: string,
  holder: FleetHolder,
  query: FleetQuery,
) {
  return useQuery({
    queryKey: [...keys.all(base), holder, query],
    queryFn: ({ signal }) => api.get<Page<R>>(withQuery(`${base}/${holder}`, { ...query }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveVehicle(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; form: TFleetVehicleForm }) =>
      input.id === null
        ? api.post<{ id: number }>(`${base}/vehiculos`, input.form)
        : api.put<{ id: number }>(`${base}/vehiculos/${input.id}`, input.form),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(base) }),
  });
}

export function useCreateDriver(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: { documento: string; nombre: string; telefono: string; password?: string }) =>
      api.post<{ id: number }>(`${base}/conductores`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(base) }),
  });
}

export interface DocumentUpload {
  holder: FleetHolder;
  id: number;
  kind: TFleetDocumentKind;
  number: string;
  issuer: string;
  category: string;
  expiresOn: string;
  file: File | null;
}

export function useSaveDocument(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentUpload) => {
      const form = new FormData();
      form.append('number', input.number);
      form.append('issuer', input.issuer);
      form.append('category', input.category);
      form.append('expiresOn', input.expiresOn);
      if (input.file) form.append('archivo', input.file, input.file.name);
      return api.putForm<{ message: string }>(
        `${base}/${input.holder}/${input.id}/documentos/${input.kind}`,
        form,
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(base) }),
  });
}

export function useExportFleet(base: string, holder: FleetHolder, fallbackName: string) {
  return useMutation({
    mutationFn: async (input: { format: 'xlsx' | 'csv'; q: string; estado: string }) => {
      const file = await api.download(
        withQuery(`${base}/${holder}/exportar`, { formato: input.format, q: input.q, estado: input.estado }),
      );
      saveFile(file.blob, file.fileName ?? `${fallbackName}.${input.format}`);
    },
  });
}
