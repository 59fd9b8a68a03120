import { useMutation } from '@tanstack/react-query';
import type { TInvoiceAttachmentKind } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// GET /api/cartera/facturas/:id/pdf|xml: the invoice's own PDF or XML, as the ERP sent it.
export function useDownloadInvoiceFile() {
  return useMutation({
    mutationFn: async ({
      id,
      tipo,
      numero,
    }: {
      id: number;
      tipo: TInvoiceAttachmentKind;
      numero: string;
    }) => {
      const file = await api.download(`/cartera/facturas/${id}/${tipo}`);
      saveFile(file.blob, file.fileName ?? `${numero}.${tipo}`);
    },
  });
}
