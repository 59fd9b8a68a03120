import {
  DEFAULT_REJECTION_REASONS,
  MSG,
  REJECTION_REASON_LIMITS,
  type TRejectionReason,
  type ZRejectionReasonForm,
} from '@trazo/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { rejectionReasons } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';

type ReasonForm = z.output<typeof ZRejectionReasonForm>;

// The company's list of delivery-rejection reasons: the defaults on first use, then the company's edits
// (rename, deactivate, add). Reasons are never deleted: recorded rejections keep pointing at them.

async function ensureDefaults(db: Db, customerId: number): Promise<void> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.customerId, customerId));
  if (n > 0) return;
  await db
    .insert(rejectionReasons)
    .values(DEFAULT_REJECTION_REASONS.map((nombre) => ({ customerId, nombre })))
    .onConflictDoNothing();
}

/** Every reason of the company (the defaults are created on first use). */
export async function listRejectionReasons(db: Db, customerId: number, activeOnly: boolean) {
  await ensureDefaults(db, customerId);
  const rows = await db
    .select({ id: rejectionReasons.id, nombre: rejectionReasons.nombre, activo: rejectionReasons.isActive })
    .from(rejectionReasons)
    .where(
      activeOnly
        ? and(eq(rejectionReasons.customerId, customerId), eq(rejectionReasons.isActive, true))
        : eq(rejectionReasons.customerId, customerId),
    )
    .orderBy(asc(rejectionReasons.nombre), asc(rejectionReasons.id));
  return rows;
}

export async function driverRejectionReasons(db: Db, customerId: number): Promise<TRejectionReason[]> {
  const rows = await listRejectionReasons(db, customerId, true);
  return rows.map(({ id, nombre }) => ({ id, nombre }));
}

function duplicate(error: unknown): never {
  if (uniqueViolation(error) !== null) {
    throw new AppError(409, MSG.rejectionReasonDuplicate, {
      errors: { nombre: [MSG.rejectionReasonDuplicate] },
    });
  }
  throw error;
}

export async function createRejectionReason(db: Db, customerId: number, form: ReasonForm): Promise<void> {
  await ensureDefaults(db, customerId);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.customerId, customerId));
  if (n >= REJECTION_REASON_LIMITS.maxPerCompany) throw new AppError(422, MSG.rejectionReasonsLimit);
  await db
    .insert(rejectionReasons)
    .values({ customerId, nombre: form.nombre, isActive: form.activo })
    .catch(duplicate);
}

export async function updateRejectionReason(db: Db, customerId: number, id: number, form: ReasonForm) {
  const updated = await db
    .update(rejectionReasons)
    .set({ nombre: form.nombre, isActive: form.activo })
    .where(and(eq(rejectionReasons.id, id), eq(rejectionReasons.customerId, customerId)))
    .returning({ id: rejectionReasons.id })
    .catch(duplicate);
  if (updated.length === 0) throw new AppError(404, MSG.rejectionReasonNotFound);
}
