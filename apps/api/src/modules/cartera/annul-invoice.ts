import { bogotaDay, MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invoicePayments, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockCarteraWrites } from './lock-cartera';

/**
 * POST /api/v1/integracion/facturas/:numero/anulacion: the invoice leaves the aging from today (Bogotá).
 * Idempotent; refused while payments are applied (the ERP reverses them with a credit note instead).
 */
export async function annulInvoice(tx: Db, customerId: number, numero: string, motivo: string, now: Date) {
  await lockCarteraWrites(tx, customerId);
  const [invoice] = await tx
    .select({ id: invoices.id, anuladaEl: invoices.anuladaEl })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.numero, numero)))
    .for('update');
  if (!invoice) throw new AppError(404, MSG.carteraInvoiceUnknown);
  if (invoice.anuladaEl) return { numero, estado: 'anulada' as const };
  const [payment] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .limit(1);
  if (payment) throw new AppError(409, MSG.carteraInvoiceHasPayments);
  await tx
    .update(invoices)
    .set({ anuladaEl: bogotaDay(now.toISOString()), motivoAnulacion: motivo })
    .where(eq(invoices.id, invoice.id));
  return { numero, estado: 'anulada' as const };
}
