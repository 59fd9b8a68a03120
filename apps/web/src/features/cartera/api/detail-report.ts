import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DetailReportColumn,
  TDetailReportColumns,
  TDetailReportExportQuery,
  TDetailReportPage,
  TDetailReportQuery,
} from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// Informe de Detalles (issue 25 §4): GET /api/informe-detalles (a page), …/exportar (the whole filtered
// set in the chosen columns), …/columnas (the user's column choice, kept on the server).

const keys = {
  page: (query: object) => ['informe-detalles', 'page', query] as const,
  columns: ['informe-detalles', 'columns'] as const,
};

export function useDetailReport(query: TDetailReportQuery | null) {
  return useQuery({
    queryKey: keys.page(query ?? {}),
    queryFn: ({ signal }) =>
      api.get<TDetailReportPage>(withQuery('/informe-detalles', { ...query }), { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useDetailColumns() {
  return useQuery({
    queryKey: keys.columns,
    queryFn: ({ signal }) => api.get<TDetailReportColumns>('/informe-detalles/columnas', { signal }),
  });
}

export function useSaveDetailColumns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columnas: DetailReportColumn[]) =>
      api.put<TDetailReportColumns>('/informe-detalles/columnas', { columnas }),
    onSuccess: (saved) => client.setQueryData(keys.columns, saved),
  });
}

type ExportQuery = Omit<TDetailReportExportQuery, 'columnas'> & { columnas: readonly DetailReportColumn[] };

export function useExportDetailReport() {
  return useMutation({
    mutationFn: async ({ columnas, ...query }: ExportQuery) => {
      const file = await api.download(
        withQuery('/informe-detalles/exportar', { ...query, columnas: columnas.join(',') }),
      );
      saveFile(file.blob, file.fileName ?? `Informe de Detalles.${query.formato ?? 'xlsx'}`);
    },
  });
}
