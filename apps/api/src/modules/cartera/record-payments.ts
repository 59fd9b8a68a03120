import { formatPesos, MSG, type ZPaymentInput } from '@trazo/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { invoicePayments, invoices } from '../../db/schema';
import { BatchErrors } from './batch-errors';
import { lockCarteraWrites } from './lock-cartera';

// POST /api/v1/integracion/pagos (issue 25 §1): payments and credit notes applied to invoices, all or
// nothing, idempotent by the company's reference. A balance never goes below zero: the invoices of the
// batch are locked (in number order, so two batches never wait on each other crosswise) before any sum.

type Payment = z.output<typeof ZPaymentInput>;
type Result = { referencia: string; factura: string; resultado: 'aplicado' | 'sin_cambios'; saldo: number };

export async function recordPayments(tx: Db, customerId: number, batch: Payment[]) {
  await lockCarteraWrites(tx, customerId);
  const errors = new BatchErrors();
  const numbers = [...new Set(batch.map((p) => p.factura))].sort();
  const locked = await tx
    .select({
      id: invoices.id,
      numero: invoices.numero,
      anuladaEl: invoices.anuladaEl,
      due: sql<number>`${invoices.total} - ${invoices.retenciones}`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), inArray(invoices.numero, numbers)))
    .orderBy(asc(invoices.numero))
    .for('update');
  const byNumber = new Map(locked.map((i) => [i.numero, i]));
  const paidRows = locked.length
    ? await tx
        .select({
          invoiceId: invoicePayments.invoiceId,
          paid: sql<number>`sum(${invoicePayments.valor})`.mapWith(Number),
        })
        .from(invoicePayments)
        .where(
          inArray(
            invoicePayments.invoiceId,
            locked.map((i) => i.id),
          ),
        )
        .groupBy(invoicePayments.invoiceId)
    : [];
  const balance = new Map(locked.map((i) => [i.id, i.due]));
  for (const row of paidRows) balance.set(row.invoiceId, (balance.get(row.invoiceId) ?? 0) - row.paid);

  const resultados: Result[] = [];
  const seen = new Set<string>();
  for (const [i, p] of batch.entries()) {
    const path = `pagos.${i}`;
    if (seen.has(p.referencia)) {
      errors.add(`${path}.referencia`, MSG.carteraDuplicateInBatch);
      continue;
    }
    seen.add(p.referencia);
    const invoice = byNumber.get(p.factura);
    if (!invoice) {
      errors.add(`${path}.factura`, MSG.carteraInvoiceUnknown);
      continue;
    }
    const [previous] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.customerId, customerId), eq(invoicePayments.referencia, p.referencia)));
    if (previous) {
      const same =
        previous.invoiceId === invoice.id &&
        previous.tipo === p.tipo &&
        previous.fecha === p.fecha &&
        previous.valor === p.valor;
      if (same)
        resultados.push({
          referencia: p.referencia,
          factura: p.factura,
          resultado: 'sin_cambios',
          saldo: balance.get(invoice.id) ?? 0,
        });
      else errors.add(`${path}.referencia`, MSG.carteraPaymentReferenceTaken);
      continue;
    }
    if (invoice.anuladaEl) {
      errors.add(`${path}.factura`, MSG.carteraInvoiceAnnulled);
      continue;
    }
    const left = balance.get(invoice.id) ?? 0;
    if (p.valor > left) {
      errors.add(`${path}.valor`, `${MSG.carteraPaymentOverBalance} (saldo ${formatPesos(left)})`);
      continue;
    }
    // The reference is unique per company; the invoice lock already serialises writers of this invoice,
    // but another invoice's batch could carry the same reference: DO NOTHING, then it is "taken".
    const inserted = await tx
      .insert(invoicePayments)
      .values({
        customerId,
        invoiceId: invoice.id,
        referencia: p.referencia,
        tipo: p.tipo,
        fecha: p.fecha,
        valor: p.valor,
      })
      .onConflictDoNothing()
      .returning({ id: invoicePayments.id });
    if (!inserted[0]) {
      errors.add(`${path}.referencia`, MSG.carteraPaymentReferenceTaken);
      continue;
    }
    balance.set(invoice.id, left - p.valor);
    resultados.push({
      referencia: p.referencia,
      factura: p.factura,
      resultado: 'aplicado',
      saldo: left - p.valor,
    });
  }
  errors.throwIfAny();
  return {
    aplicados: resultados.filter((r) => r.resultado === 'aplicado').length,
    sin_cambios: resultados.filter((r) => r.resultado === 'sin_cambios').length,
    resultados,
  };
}
