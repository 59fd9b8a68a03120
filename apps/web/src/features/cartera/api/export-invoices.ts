import { useMutation } from '@tanstack/react-query';
import type { TInvoiceListQuery } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// GET /api/cartera/facturas/exportar: the filtered invoices as xlsx or csv.
type ExportQuery = Omit<TInvoiceListQuery, 'page' | 'per_page'> & { formato: 'xlsx' | 'csv' };

async function exportInvoices(query: ExportQuery): Promise<void> {
  const file = await api.download(withQuery('/cartera/facturas/exportar', { ...query }));
  saveFile(file.blob, file.fileName ?? `Cartera.${query.formato}`);
}

export function useExportInvoices() {
  return useMutation({ mutationFn: exportInvoices });
}
