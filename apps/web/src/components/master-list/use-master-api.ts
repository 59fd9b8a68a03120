import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type Page, type TMasterImportReport, type TMasterState } from '@trazo/shared';
import { api, withQuery } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

// The calls of every master page (STYLE rule 15), by the master's API path (e.g. '/especiales/funcionarios'):
// GET list, POST/PUT save, PATCH state, GET export, import template, preview and import.

export interface MasterListQuery {
  page: number;
  per_page: number;
  q: string;
  estado: TMasterState;
}

export const masterKeys = {
  all: (path: string) => ['master', path] as const,
  list: (path: string, query: object) => ['master', path, 'list', query] as const,
};

export function useMasterList<R>(path: string, query: MasterListQuery) {
  return useQuery({
    queryKey: masterKeys.list(path, query),
    queryFn: ({ signal }) => api.get<Page<R>>(withQuery(path, { ...query }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveMaster<R, F>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; form: F }) =>
      input.id === null ? api.post<R>(path, input.form) : api.put<R>(`${path}/${input.id}`, input.form),
    onSuccess: () => client.invalidateQueries({ queryKey: masterKeys.all(path) }),
  });
}

export function useSetMasterActive<R>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; active: boolean }) =>
      api.patch<R>(`${path}/${input.id}/estado`, { active: input.active }),
    onSuccess: () => client.invalidateQueries({ queryKey: masterKeys.all(path) }),
  });
}

export type SheetFormat = 'xlsx' | 'csv';

export function useExportMaster(path: string, fallbackName: string) {
  return useMutation({
    mutationFn: async (input: { format: SheetFormat; q: string; estado: TMasterState }) => {
      const file = await api.download(
        withQuery(`${path}/exportar`, { formato: input.format, q: input.q, estado: input.estado }),
      );
      saveFile(file.blob, file.fileName ?? `${fallbackName}.${input.format}`);
    },
  });
}

export function useMasterTemplate(path: string) {
  return useMutation({
    mutationFn: async (format: SheetFormat) => {
      const file = await api.download(`${path}/importacion/plantilla?formato=${format}`);
      saveFile(file.blob, file.fileName ?? `plantilla.${format}`);
    },
  });
}

export function useMasterImport(path: string, isDryRun: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMPORT_FILE_FIELD, file, file.name);
      return api.postForm<TMasterImportReport>(`${path}/importacion${isDryRun ? '/vista-previa' : ''}`, form);
    },
    onSuccess: () => {
      if (!isDryRun) client.invalidateQueries({ queryKey: masterKeys.all(path) });
    },
  });
}
