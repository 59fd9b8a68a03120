import { MSG, type TTurnBranch, type ZBranchLocationForm } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { branches } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// Issue 27 §1: a branch's yard (municipality, point, radius) — the ERP names the branch, the company says
// where its yard is, and 'Enturnarme' checks the driver's position against it (find-queue.ts).

export async function saveBranchLocation(
  db: Db,
  customerId: number,
  branchId: number,
  form: z.output<typeof ZBranchLocationForm>,
): Promise<TTurnBranch> {
  const [row] = await db
    .update(branches)
    .set({ municipio: form.municipio, latitud: form.latitud, longitud: form.longitud, radioM: form.radioM })
    .where(and(eq(branches.id, branchId), eq(branches.customerId, customerId)))
    .returning({
      id: branches.id,
      nombre: branches.nombre,
      municipio: branches.municipio,
      latitud: branches.latitud,
      longitud: branches.longitud,
      radioM: branches.radioM,
    });
  if (!row) throw new AppError(404, MSG.turnBranchNotFound);
  return row;
}
