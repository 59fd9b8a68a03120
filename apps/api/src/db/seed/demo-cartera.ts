import { createHash, randomUUID } from 'node:crypto';
import { bogotaDay, formatPesos } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import {
  consignments,
  generators,
  invoiceConsignments,
  invoicePayments,
  invoices,
  storedFiles,
} from '../schema';
import { demoPdf } from './demo-files';

// Demo receivables (issue 25 §5): invoices of the main company over the last ~150 days, most to the
// demo generator (Café de la Sabana, generador@trazo.demo), with an open balance in every aging bucket,
// partial and full payments, a credit note and one annulled invoice, each billing demo remesas. Fixed
// offsets from `now`, so a fresh start always shows a real aging.

interface DemoInvoice {
  /** Days from the due date to today: negative = not yet due. */
  overdue: number;
  total: number;
  /** Share of the amount to collect that was paid, and how many days after the due date. */
  paid?: { share: number; after: number; creditNote?: boolean };
  annulled?: boolean;
  generatorNit?: string;
}

const DEMO_GENERATOR = '860001234';
const PLAN: DemoInvoice[] = [
  { overdue: -25, total: 4_760_000 },
  { overdue: -12, total: 2_380_000, paid: { share: 0.5, after: -14 } },
  { overdue: -3, total: 7_140_000 },
  { overdue: 0, total: 1_190_000 },
  { overdue: 6, total: 3_570_000 },
  { overdue: 18, total: 5_950_000, paid: { share: 0.3, after: 5 } },
  { overdue: 29, total: 2_975_000 },
  { overdue: 37, total: 8_330_000 },
  { overdue: 52, total: 4_165_000, paid: { share: 0.1, after: 20, creditNote: true } },
  { overdue: 66, total: 6_545_000 },
  { overdue: 84, total: 3_213_000 },
  { overdue: 97, total: 9_520_000, paid: { share: 0.6, after: 40 } },
  { overdue: 118, total: 2_142_000 },
  { overdue: 133, total: 5_474_000 },
  { overdue: 40, total: 3_094_000, paid: { share: 1, after: -2 } },
  { overdue: 75, total: 6_188_000, paid: { share: 1, after: 8 } },
  { overdue: 110, total: 1_666_000, paid: { share: 1, after: 15 } },
  { overdue: 20, total: 2_499_000, annulled: true },
  { overdue: 14, total: 3_808_000, generatorNit: '890900321' },
  { overdue: 63, total: 2_856_000, generatorNit: '890900321' },
  { overdue: -8, total: 4_403_000, generatorNit: '890900321' },
];

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoCartera(
  tx: Db,
  options: { customerId: number; now: Date; storage?: FileStorage },
): Promise<void> {
  const [already] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.customerId, options.customerId))
    .limit(1);
  if (already) return;
  const today = bogotaDay(options.now.toISOString());
  const gens = await tx
    .select({ id: generators.id, nit: generators.nit })
    .from(generators)
    .where(eq(generators.customerId, options.customerId));
  const generatorId = new Map(gens.map((g) => [g.nit, g.id]));
  const remesasOf = new Map<number, number[]>();

  for (const [i, plan] of PLAN.entries()) {
    const gid = generatorId.get(plan.generatorNit ?? DEMO_GENERATOR);
    if (gid === undefined) continue;
    if (!remesasOf.has(gid)) {
      const rows = await tx
        .select({ id: consignments.id })
        .from(consignments)
        .where(and(eq(consignments.customerId, options.customerId), eq(consignments.generatorId, gid)))
        .orderBy(asc(consignments.id));
      remesasOf.set(
        gid,
        rows.map((r) => r.id),
      );
    }
    const due = addDays(today, -plan.overdue);
    const issued = addDays(due, -30);
    const numero = `FE${String(18_240 + i)}`;
    const iva = Math.round(plan.total - plan.total / 1.19);
    const retenciones = Math.round((plan.total - iva) * 0.01);
    // The ERP's PDF of the invoice (issue 25 §5), kept as an uploaded one is (invoice-attachments.ts).
    let pdfFileId: string | null = null;
    if (options.storage) {
      const bytes = demoPdf(`Factura electrónica de venta ${numero}`, [
        `Emitida el ${issued}, vence el ${due}`,
        `Total ${formatPesos(plan.total)} (IVA ${formatPesos(iva)})`,
      ]);
      pdfFileId = randomUUID();
      const storageKey = `facturas/${options.customerId}/${pdfFileId}.pdf`;
      await options.storage.put(storageKey, bytes);
      await tx.insert(storedFiles).values({
        id: pdfFileId,
        customerId: options.customerId,
        storageKey,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        originalName: `${numero}.pdf`,
      });
    }
    const [row] = await tx
      .insert(invoices)
      .values({
        customerId: options.customerId,
        generatorId: gid,
        numero,
        emitidaAt: new Date(`${issued}T15:00:00Z`),
        fechaEmision: issued,
        fechaVencimiento: due,
        subtotal: plan.total - iva,
        iva,
        otrosImpuestos: 0,
        retenciones,
        total: plan.total,
        cufe: createHash('sha384').update(`demo-${numero}`).digest('hex'),
        formaPago: 'credito',
        plazoDias: 30,
        anuladaEl: plan.annulled ? addDays(today, -3) : null,
        motivoAnulacion: plan.annulled ? 'Valor facturado por error; reemplazada por otra factura' : null,
        pdfFileId,
        syncedAt: options.now,
      })
      .returning({ id: invoices.id });
    if (!row) continue;
    const pool = remesasOf.get(gid) ?? [];
    const billed = pool.splice(0, 2);
    if (billed.length) {
      await tx
        .insert(invoiceConsignments)
        .values(billed.map((consignmentId) => ({ invoiceId: row.id, consignmentId })));
    }
    if (plan.paid) {
      const toCollect = plan.total - retenciones;
      const paidOn = addDays(due, plan.paid.after);
      await tx.insert(invoicePayments).values({
        customerId: options.customerId,
        invoiceId: row.id,
        referencia: `${plan.paid.creditNote ? 'NC' : 'RC'}-${numero}`,
        tipo: plan.paid.creditNote ? 'nota_credito' : 'pago',
        fecha: paidOn < today ? paidOn : today,
        valor: plan.paid.share === 1 ? toCollect : Math.round(toCollect * plan.paid.share),
      });
    }
  }
}
