import { MSG, type TExpenseType, type TExpenseTypePage, type ZExpenseTypeForm } from '@trazo/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { expenseTypes } from '../../db/schema';
import { folded } from '../../db/schema/search-text';
import { AppError } from '../../lib/app-error';
import { containsSearch, offsetOf, toPage } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/pg-errors';

// 'Tipo Gastos' (spec §2.1 configuracion/tipo-gastos): the company's expense catalogue, role 5.

type TypeForm = z.output<typeof ZExpenseTypeForm>;

/** Lower case, no accents, single spaces: "Alimentación " and "alimentacion" are one type. */
export function expenseTypeKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function toExpenseType(r: typeof expenseTypes.$inferSelect): TExpenseType {
  return {
    id: r.id,
    name: r.nombre,
    requiresReceipt: r.requiresReceipt,
    capCop: r.capCop,
    active: r.isActive,
  };
}

export async function findExpenseTypes(
  db: Db,
  customerId: number,
  query: { page: number; per_page: number; q?: string | undefined },
): Promise<TExpenseTypePage> {
  const where: SQL | undefined = and(
    eq(expenseTypes.customerId, customerId),
    query.q ? containsSearch(folded(sql`${expenseTypes.nombre}`), query.q) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expenseTypes)
      .where(where)
      .orderBy(asc(expenseTypes.nombre), asc(expenseTypes.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ n: count() }).from(expenseTypes).where(where),
  ]);
  return toPage(rows.map(toExpenseType), total?.n ?? 0, query.page, query.per_page);
}

/** The active types, for the drivers' app. */
export async function listActiveExpenseTypes(db: Db, customerId: number): Promise<TExpenseType[]> {
  const rows = await db
    .select()
    .from(expenseTypes)
    .where(and(eq(expenseTypes.customerId, customerId), eq(expenseTypes.isActive, true)))
    .orderBy(asc(expenseTypes.nombre));
  return rows.map(toExpenseType);
}

async function writeType<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError(424, MSG.moneyTypeTaken);
    throw error;
  }
}

function columns(form: TypeForm) {
  return {
    nombre: form.name,
    key: expenseTypeKey(form.name),
    requiresReceipt: form.requiresReceipt,
    capCop: form.capCop,
    isActive: form.active,
  };
}

export async function createExpenseType(db: Db, customerId: number, form: TypeForm): Promise<TExpenseType> {
  const [row] = await writeType(() =>
    db
      .insert(expenseTypes)
      .values({ customerId, ...columns(form) })
      .returning(),
  );
  return toExpenseType(row as typeof expenseTypes.$inferSelect);
}

/** Edits never touch recorded expenses: their amounts stand even if the cap changes later. */
export async function updateExpenseType(
  db: Db,
  customerId: number,
  id: number,
  form: TypeForm,
): Promise<TExpenseType> {
  const [row] = await writeType(() =>
    db
      .update(expenseTypes)
      .set(columns(form))
      .where(and(eq(expenseTypes.id, id), eq(expenseTypes.customerId, customerId)))
      .returning(),
  );
  if (!row) throw new AppError(404, MSG.moneyTypeUnknown);
  return toExpenseType(row);
}

export const DEMO_EXPENSE_TYPES: readonly {
  name: string;
  requiresReceipt: boolean;
  capCop: number | null;
}[] = [
  { name: 'Peaje', requiresReceipt: true, capCop: null },
  { name: 'Combustible', requiresReceipt: true, capCop: 2_000_000 },
  { name: 'Alimentación', requiresReceipt: true, capCop: 60_000 },
  { name: 'Hospedaje', requiresReceipt: true, capCop: 150_000 },
  { name: 'Parqueadero', requiresReceipt: false, capCop: 50_000 },
  { name: 'Cargue y descargue', requiresReceipt: true, capCop: null },
  { name: 'Lavado', requiresReceipt: false, capCop: 80_000 },
  { name: 'Otros', requiresReceipt: true, capCop: null },
];

/** The demo catalogue (seed); keeps what exists. */
export async function seedExpenseTypes(db: Db, customerId: number): Promise<void> {
  await db
    .insert(expenseTypes)
    .values(
      DEMO_EXPENSE_TYPES.map((t) => ({
        customerId,
        nombre: t.name,
        key: expenseTypeKey(t.name),
        requiresReceipt: t.requiresReceipt,
        capCop: t.capCop,
      })),
    )
    .onConflictDoNothing();
}
