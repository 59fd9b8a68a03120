import { randomUUID } from 'node:crypto';
import type { TMovementInput } from '@trazo/shared';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { App } from '../app';
import type { Db } from '../db/database';
import { expenseTypes, movements, tripExpenses } from '../db/schema';
import { createKey, postBatch, sampleMovement } from '../modules/integration/integration-test-helpers';
import { createDriverWithSession } from './driver-helpers';

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
  values: {
    tipo: string;
    amountCop: number;
    beneficiaryNit?: string;
    beneficiaryName?: string;
    receiptNumber?: string;
  },
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
      receiptNumber: values.receiptNumber ?? '',
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

/** The first sheet's rows of an xlsx, each row's cells from column A (blank rows skipped, as exceljs does). */
export async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/**
 * A trip of the demo transport company with its own driver signed in to the app and an expense type that
 * needs no receipt photo, for tests of the driver's expenses against the company's review.
 */
export async function driverTripWithType(
  app: App,
  cookie: { cookies: Record<string, string>; headers: Record<string, string> },
  manifest: string,
) {
  const key = await companyKey(app, 'transporte@trazo.demo');
  const documento = String(6_000_000 + Math.floor(Math.random() * 999_999));
  const movementId = await erpTrip(app, key, manifest, {
    anticipo: 100_000,
    conductor: { documento, nombre: `Conductora ${manifest}` },
  });
  const customerId = await customerIdOf(app.db, '900123456');
  const driver = await createDriverWithSession(app, { customerId, documento });
  const type = await app.inject({
    method: 'POST',
    url: '/api/configuracion/tipo-gastos',
    payload: { name: `Varios ${manifest}`, requiresReceipt: false },
    ...cookie,
  });
  if (type.statusCode !== 201) throw new Error(`type → ${type.statusCode} ${type.body}`);
  const expenseTypeId = type.json<{ id: number }>().id;
  const body = (amountCop: number, occurredAt = app.clock.now().toISOString()) => ({
    movementId,
    expenseTypeId,
    amountCop,
    occurredAt,
    geoDenied: true,
    receiptNumber: 'R-1',
  });
  /** The driver records an expense (201) and gets its clientId and the company's id for it. */
  const record = async (amountCop: number) => {
    const clientId = randomUUID();
    const res = await app.inject({
      method: 'POST',
      url: '/api/conductor/gastos',
      headers: driver.headers,
      payload: { clientId, ...body(amountCop) },
    });
    if (res.statusCode !== 201) throw new Error(`expense → ${res.statusCode} ${res.body}`);
    const [row] = await app.db
      .select({ id: tripExpenses.id })
      .from(tripExpenses)
      .where(eq(tripExpenses.clientId, clientId));
    return { clientId, id: row?.id as number, response: res };
  };
  return { movementId, driver, expenseTypeId, body, record };
}
