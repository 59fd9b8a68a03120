import { z } from 'zod';
import { idParam } from '../common/scalars';

// The invoice's PDF and XML (issue 25 §1): uploaded by the ERP (multipart, content-checked, size-capped)
// and downloaded from the invoice's detail by the company and the generator it bills.

export const INVOICE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const INVOICE_ATTACHMENT_KINDS = ['pdf', 'xml'] as const;
export type TInvoiceAttachmentKind = (typeof INVOICE_ATTACHMENT_KINDS)[number];

export const ZInvoiceAttachmentResponse = z.object({
  numero: z.string(),
  pdf: z.boolean(),
  xml: z.boolean(),
});
export type TInvoiceAttachmentResponse = z.infer<typeof ZInvoiceAttachmentResponse>;

export const ZInvoiceFileParams = z.object({
  id: idParam(),
  tipo: z.enum(INVOICE_ATTACHMENT_KINDS),
});
