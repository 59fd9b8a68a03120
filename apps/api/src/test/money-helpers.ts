import { randomUUID } from 'node:crypto';
import type { TMovementInput } from '@trazo/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/database';
import { expenseTypes, movements, tripExpenses } from '../db/schema';
import { createKey, postBatch, sampleMovement } from '../modules/integration/integration-test-helpers';

// Trips with money for the money tests (apps/api/src/modules/money): a manifest through the ERP batch (with its anticipo), and
// expenses written straight to the table where a test is about the company's side only.

export async function erpTrip(
  app: App,
  key: string,
  manifest: string,
  overrides: Partial<TMovementInput> = {},
): Promise<number> {
  const res = await postBatch(app, key, [sampleMovement(manifest, overrides)]);
  if (res.statusCode !== 200) throw new Error(`batch ${manifest} → ${res.statusCode} ${res.body}`);
  return res.json<{ resultados: { id: number }[] }>().resultados[0]?.id as number;
}

export async function companyKey(app: App, email: string) {
  const { key } = await createKey(app, email);
  return key.llave;
}

export async function typeId(db: Db, customerId: number, nombre: string): Promise<number> {
  const [row] = await db
    .select({ id: expenseTypes.id })
    .from(expenseTypes)
    .where(and(eq(expenseTypes.customerId, customerId), eq(expenseTypes.nombre, nombre)));
  if (!row) throw new Error(`no expense type ${nombre}`);
  return row.id;
}

/** A registrado expense of the trip's driver, as if the app had sent it. */
export async function insertExpense(
  db: Db,
  movementId: number,
  values: { tipo: string; amountCop: number; beneficiaryNit?: string; beneficiaryName?: string },
): Promise<number> {
  const [trip] = await db.select().from(movements).where(eq(movements.id, movementId));
  if (!trip) throw new Error(`no movement ${movementId}`);
  const [row] = await db
    .insert(tripExpenses)
    .values({
      customerId: trip.customerId,
      clientId: randomUUID(),
      movementId,
      driverId: trip.driverId,
      expenseTypeId: await typeId(db, trip.customerId, values.tipo),
      amountCop: values.amountCop,
      occurredAt: new Date('2026-03-01T15:00:00Z'),
      beneficiaryName: values.beneficiaryName ?? '',
      beneficiaryNit: values.beneficiaryNit ?? '',
    })
    .returning({ id: tripExpenses.id });
  return row?.id as number;
}

export async function customerIdOf(db: Db, nit: string): Promise<number> {
  const result = (await db.execute(sql`select id from customers where nit = ${nit}`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0]?.id as number;
}
