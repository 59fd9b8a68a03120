import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expenseTypeKey, seedExpenseTypes } from '../../modules/money/expense-types';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import {
  drivers,
  expenseTypes,
  movements,
  storedFiles,
  tripAdvances,
  tripExpensePhotos,
  tripExpenses,
} from '../schema';
import { demoPhoto, PHOTO_SCENES } from './demo-files';

// Trip money's demo (issue 11): the expense catalogue of both transport companies, and on the demo
// driver's trip in progress (driver 1010101010, seeded with the drivers' access) an advance and a few
// expenses with receipt photos, one already approved, for the legalisation screen.

export const DEMO_DRIVER_DOCUMENTO = '1010101010';

const DEMO_EXPENSES = [
  {
    tipo: 'Peaje',
    amountCop: 18_700,
    name: 'Concesión Ruta del Sol',
    nit: '900373092',
    receipt: 'RS-448120',
    approved: true,
  },
  {
    tipo: 'Combustible',
    amountCop: 350_000,
    name: 'Estación Terpel La Vega',
    nit: '830095213',
    receipt: 'FE-99812',
    approved: false,
  },
  {
    tipo: 'Alimentación',
    amountCop: 24_000,
    name: 'Restaurante El Arriero',
    nit: '',
    receipt: '',
    approved: false,
  },
] as const;

interface Options {
  customerIds: number[];
  mainCustomerId: number | undefined;
  now: Date;
  storage?: FileStorage;
}

export async function seedDemoMoney(tx: Db, options: Options): Promise<void> {
  for (const customerId of options.customerIds) await seedExpenseTypes(tx, customerId);
  const customerId = options.mainCustomerId;
  if (customerId === undefined) return;
  const [trip] = await tx
    .select({ id: movements.id, driverId: movements.driverId })
    .from(movements)
    .innerJoin(drivers, eq(drivers.id, movements.driverId))
    .where(
      and(
        eq(movements.customerId, customerId),
        eq(drivers.documento, DEMO_DRIVER_DOCUMENTO),
        eq(movements.estado, 'en_ruta'),
      ),
    )
    .limit(1);
  if (!trip) return; // no demo driver trip in progress (movements not seeded)
  const [already] = await tx
    .select({ id: tripAdvances.id })
    .from(tripAdvances)
    .where(eq(tripAdvances.movementId, trip.id));
  if (already) return;

  const day = new Date(options.now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  await tx.insert(tripAdvances).values({
    customerId,
    movementId: trip.id,
    driverId: trip.driverId,
    amountCop: 500_000,
    paidOn: day,
    method: 'efectivo',
    reference: 'Caja Bogotá',
    source: 'portal',
  });
  for (const [i, e] of DEMO_EXPENSES.entries()) {
    const [type] = await tx
      .select({ id: expenseTypes.id })
      .from(expenseTypes)
      .where(and(eq(expenseTypes.customerId, customerId), eq(expenseTypes.key, expenseTypeKey(e.tipo))));
    if (!type) continue;
    const at = new Date(options.now.getTime() - (3 - i) * 3_600_000);
    const [row] = await tx
      .insert(tripExpenses)
      .values({
        customerId,
        clientId: randomUUID(),
        movementId: trip.id,
        driverId: trip.driverId,
        expenseTypeId: type.id,
        amountCop: e.amountCop,
        occurredAt: at,
        beneficiaryName: e.name,
        beneficiaryNit: e.nit,
        receiptNumber: e.receipt,
        state: e.approved ? 'aprobado' : 'registrado',
        reviewedAt: e.approved ? options.now : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: tripExpenses.id });
    const bytes = demoPhoto(PHOTO_SCENES[i % PHOTO_SCENES.length] as (typeof PHOTO_SCENES)[number], i);
    const fileId = randomUUID();
    const storageKey = `gastos/${customerId}/${fileId}.png`;
    await options.storage?.put(storageKey, bytes);
    await tx.insert(storedFiles).values({
      id: fileId,
      customerId,
      storageKey,
      contentType: 'image/png',
      sizeBytes: bytes.length,
      originalName: `recibo-${i + 1}.png`,
    });
    await tx
      .insert(tripExpensePhotos)
      .values({ expenseId: row?.id as number, fileId, clientId: randomUUID(), position: 0 });
  }
}
