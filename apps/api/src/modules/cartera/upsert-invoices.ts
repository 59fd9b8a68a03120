import { bogotaDay, MSG, type TInvoice, type TInvoiceBatchResponse } from '@trazo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  consignments,
  generators,
  invoiceConsignments,
  invoicePayments,
  invoices,
  movements,
} from '../../db/schema';
import { BatchErrors } from './batch-errors';
import { lockCarteraWrites } from './lock-cartera';

// POST /api/v1/integracion/facturas (issue 25 §1): upsert by company + invoice number, all or nothing.
// A resend changes nothing; a corrected invoice replaces the stored one while no payment touched it and
// it is not annulled. Parallel identical batches: ON CONFLICT DO NOTHING, then the loser compares.

type Row = typeof invoices.$inferInsert;
type Outcome = TInvoiceBatchResponse['resultados'][number]['resultado'];

const COMPARED = [
  'generatorId',
  'fechaEmision',
  'fechaVencimiento',
  'subtotal',
  'iva',
  'otrosImpuestos',
  'retenciones',
  'total',
  'cufe',
  'formaPago',
  'plazoDias',
] as const;

async function generatorIdsByNit(tx: Db, customerId: number, nits: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: generators.id, nit: generators.nit })
    .from(generators)
    .where(and(eq(generators.customerId, customerId), inArray(generators.nit, nits)));
  return new Map(rows.map((r) => [r.nit, r.id]));
}

async function consignmentIds(
  tx: Db,
  customerId: number,
  batch: TInvoice[],
): Promise<Map<string, { id: number; generatorId: number }>> {
  const wanted = batch.flatMap((f) =>
    f.remesas.map((r) => `${r.manifiesto.toUpperCase()}|${r.remesa.toUpperCase()}`),
  );
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({
      id: consignments.id,
      generatorId: consignments.generatorId,
      key: sql<string>`${movements.manifiestoNumero} || '|' || upper(${consignments.remesaNumero})`,
    })
    .from(consignments)
    .innerJoin(movements, eq(movements.id, consignments.movementId))
    .where(
      and(
        eq(consignments.customerId, customerId),
        inArray(sql`${movements.manifiestoNumero} || '|' || upper(${consignments.remesaNumero})`, [
          ...new Set(wanted),
        ]),
      ),
    );
  return new Map(rows.map((r) => [r.key, { id: r.id, generatorId: r.generatorId }]));
}

function sameInvoice(stored: Row, wanted: Row): boolean {
  return (
    COMPARED.every((key) => stored[key] === wanted[key]) &&
    new Date(stored.emitidaAt as Date).getTime() === new Date(wanted.emitidaAt as Date).getTime()
  );
}

export async function upsertInvoices(
  tx: Db,
  customerId: number,
  batch: TInvoice[],
  now: Date,
): Promise<TInvoiceBatchResponse> {
  const errors = new BatchErrors();
  const seen = new Set<string>();
  batch.forEach((f, i) => {
    if (seen.has(f.numero)) errors.add(`facturas.${i}.numero`, MSG.carteraDuplicateInBatch);
    seen.add(f.numero);
  });
  const generatorIds = await generatorIdsByNit(tx, customerId, [
    ...new Set(batch.map((f) => f.generador_nit)),
  ]);
  const remesaIds = await consignmentIds(tx, customerId, batch);

  const wanted = batch.map((f, i) => {
    const generatorId = generatorIds.get(f.generador_nit);
    if (generatorId === undefined) errors.add(`facturas.${i}.generador_nit`, MSG.carteraGeneratorUnknown);
    const links = f.remesas.map((r, j) => {
      const found = remesaIds.get(`${r.manifiesto.toUpperCase()}|${r.remesa.toUpperCase()}`);
      if (found === undefined) errors.add(`facturas.${i}.remesas.${j}`, MSG.carteraRemesaUnknown);
      else if (generatorId !== undefined && found.generatorId !== generatorId) {
        errors.add(`facturas.${i}.remesas.${j}`, MSG.carteraRemesaOtherGenerator);
      }
      return found?.id ?? 0;
    });
    const row: Row = {
      customerId,
      generatorId: generatorId ?? 0,
      numero: f.numero,
      emitidaAt: new Date(f.fecha_emision),
      fechaEmision: bogotaDay(f.fecha_emision),
      fechaVencimiento: f.fecha_vencimiento,
      subtotal: f.subtotal,
      iva: f.iva,
      otrosImpuestos: f.otros_impuestos,
      retenciones: f.retenciones,
      total: f.total,
      cufe: f.cufe,
      formaPago: f.forma_pago,
      plazoDias: f.plazo_dias,
      syncedAt: now,
    };
    return { row, links: [...new Set(links)].sort((a, b) => a - b) };
  });
  errors.throwIfAny();

  await lockCarteraWrites(tx, customerId);
  const resultados: { numero: string; resultado: Outcome }[] = [];
  for (const [i, { row, links }] of wanted.entries()) {
    const inserted = await tx
      .insert(invoices)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (inserted[0]) {
      await linkConsignments(tx, inserted[0].id, links);
      resultados.push({ numero: row.numero, resultado: 'creada' });
      continue;
    }
    // It exists (or a parallel batch just committed it): lock it and compare.
    const [stored] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), eq(invoices.numero, row.numero)))
      .for('update');
    if (!stored) throw new Error('invoice vanished under its lock');
    const storedLinks = await tx
      .select({ id: invoiceConsignments.consignmentId })
      .from(invoiceConsignments)
      .where(eq(invoiceConsignments.invoiceId, stored.id))
      .orderBy(invoiceConsignments.consignmentId);
    if (sameInvoice(stored, row) && storedLinks.map((l) => l.id).join() === links.join()) {
      resultados.push({ numero: row.numero, resultado: 'sin_cambios' });
      continue;
    }
    const [payment] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, stored.id))
      .limit(1);
    if (payment || stored.anuladaEl) {
      errors.add(`facturas.${i}.numero`, MSG.carteraInvoiceChanged);
      continue;
    }
    await tx.update(invoices).set(row).where(eq(invoices.id, stored.id));
    await tx.delete(invoiceConsignments).where(eq(invoiceConsignments.invoiceId, stored.id));
    await linkConsignments(tx, stored.id, links);
    resultados.push({ numero: row.numero, resultado: 'actualizada' });
  }
  errors.throwIfAny();

  const count = (outcome: Outcome) => resultados.filter((r) => r.resultado === outcome).length;
  return {
    creadas: count('creada'),
    actualizadas: count('actualizada'),
    sin_cambios: count('sin_cambios'),
    resultados,
  };
}

async function linkConsignments(tx: Db, invoiceId: number, consignmentIds: number[]): Promise<void> {
  if (consignmentIds.length === 0) return;
  await tx
    .insert(invoiceConsignments)
    .values(consignmentIds.map((consignmentId) => ({ invoiceId, consignmentId })))
    .onConflictDoNothing();
}
